import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { companies } from '#server/db/schema/accounts.ts';
import { dataRoomRecommendationFiles, dataRoomRecommendations } from '#server/db/schema/recommendations.ts';
import { compareWithPrevious } from './compare-with-previous.ts';
import { gatherAnswers } from './gather-answers.ts';

/**
 * The job's work: asks the engine for the documents, compares them with the previous active
 * recommendation, and in one transaction stores the files, retires the previous one and makes
 * this one complete and active. A run that is no longer processing is left alone.
 */
export async function generateRecommendation(
  { db, engine }: Pick<AppDeps, 'db' | 'engine'>,
  { recommendationId, signal }: { recommendationId: string; signal?: AbortSignal },
) {
  const [run] = await db
    .select()
    .from(dataRoomRecommendations)
    .where(eq(dataRoomRecommendations.id, recommendationId));
  if (run?.status !== 'processing') return;
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.accountId, run.accountId));
  const { answers, totalQuestions, hash } = await gatherAnswers(db, run.accountId);
  const result = await engine.recommendDocuments(
    { companyName: company?.name ?? 'The company', answers, totalQuestions },
    signal,
  );

  await db.transaction(async (tx) => {
    const [still] = await tx
      .select({ status: dataRoomRecommendations.status })
      .from(dataRoomRecommendations)
      .where(eq(dataRoomRecommendations.id, run.id))
      .for('update');
    if (still?.status !== 'processing') return;
    const [previous] = await tx
      .select({ id: dataRoomRecommendations.id })
      .from(dataRoomRecommendations)
      .where(
        and(eq(dataRoomRecommendations.accountId, run.accountId), eq(dataRoomRecommendations.isActive, true)),
      );
    const previousFiles = previous
      ? await tx
          .select()
          .from(dataRoomRecommendationFiles)
          .where(
            and(
              eq(dataRoomRecommendationFiles.recommendationId, previous.id),
              ne(dataRoomRecommendationFiles.action, 'remove'),
            ),
          )
      : [];
    const files = compareWithPrevious(result.documents, previousFiles);
    if (files.length) {
      await tx.insert(dataRoomRecommendationFiles).values(
        files.map((file) => ({
          recommendationId: run.id,
          accountId: run.accountId,
          documentKey: file.key,
          fileName: file.fileName,
          category: file.category,
          action: file.action,
          priority: file.priority,
          description: file.description,
          isActive: file.action !== 'remove',
        })),
      );
    }
    const now = new Date();
    if (previous) {
      await tx
        .update(dataRoomRecommendations)
        .set({ isActive: false, updatedAt: now })
        .where(eq(dataRoomRecommendations.id, previous.id));
      await tx
        .update(dataRoomRecommendationFiles)
        .set({ isActive: false })
        .where(eq(dataRoomRecommendationFiles.recommendationId, previous.id));
    }
    await tx
      .update(dataRoomRecommendations)
      .set({
        status: 'complete',
        isActive: true,
        answeredQuestions: answers.length,
        totalQuestions,
        governanceAreas: result.governanceAreas,
        promptSummary: result.promptSummary,
        sourceAnswersHash: hash,
        engine: engine.name,
        updatedAt: now,
        completedAt: now,
      })
      .where(eq(dataRoomRecommendations.id, run.id));
  });
}
