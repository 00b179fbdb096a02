import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { dataRoomRecommendations } from '#server/db/schema/recommendations.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { gatherAnswers } from './gather-answers.ts';
import { generateRecommendationsJob } from './generate-recommendations.job.ts';
import { recommendationColumns } from './recommendation-columns.ts';
import { selectRecommendations } from './select-recommendations.ts';

/**
 * The spec's generate-data-room-recommendations: records a processing run and queues the job.
 * One run per account at a time: the database refuses a second processing row, and the caller
 * gets the running one back instead.
 */
export async function startRecommendation(
  { db, queue }: Pick<AppDeps, 'db' | 'queue'>,
  input: { accountId: string; userId: string },
) {
  const { answers, totalQuestions, hash } = await gatherAnswers(db, input.accountId);
  if (answers.length === 0) {
    throw new AppError(
      'no_answers',
      'Answer the company profile questionnaire before generating recommendations.',
      409,
    );
  }
  const [created] = await db
    .insert(dataRoomRecommendations)
    .values({
      accountId: input.accountId,
      status: 'processing',
      startedBy: input.userId,
      answeredQuestions: answers.length,
      totalQuestions,
      sourceAnswersHash: hash,
    })
    .onConflictDoNothing()
    .returning({ id: dataRoomRecommendations.id });
  if (!created) {
    const [running] = await selectRecommendations(
      db,
      input.accountId,
      eq(dataRoomRecommendations.status, 'processing'),
    );
    if (running) return { recommendation: running, started: false };
    throw new AppError('conflict', 'A run just finished. Please try again.', 409);
  }
  const jobId = await queue.send(generateRecommendationsJob, {
    recommendationId: created.id,
    accountId: input.accountId,
  });
  const [withJob] = await db
    .update(dataRoomRecommendations)
    .set({ jobId })
    .where(eq(dataRoomRecommendations.id, created.id))
    .returning(recommendationColumns);
  await recordAudit(db, {
    actorId: input.userId,
    accountId: input.accountId,
    action: 'recommendation.started',
    details: { id: created.id },
  });
  return { recommendation: withJob!, started: true };
}
