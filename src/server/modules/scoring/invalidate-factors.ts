import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { companies } from '#server/db/schema/accounts.ts';
import { companyQuestions } from '#server/db/schema/questionnaire.ts';
import { dataRoomRecommendationFiles } from '#server/db/schema/recommendations.ts';
import { companyFactorScores, factors } from '#server/db/schema/scoring.ts';
import { notifyAccount } from '#server/realtime/account-events.ts';

/**
 * Returns the company's factors that `linked` selects to pending, so a score never goes stale
 * silently: completed and failed ones wait for re-analysis, and a processing one loses its run
 * (its late result is then not written). Answers the factor ids that went back.
 */
async function invalidate(db: Executor, companyId: string, linked: SQL, reason: string) {
  const rows = await db
    .update(companyFactorScores)
    .set({
      status: 'pending',
      invalidatedReason: reason,
      jobId: null,
      processingStartedAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(companyFactorScores.companyId, companyId),
        inArray(companyFactorScores.status, ['completed', 'failed', 'processing']),
        inArray(companyFactorScores.factorId, db.select({ id: factors.id }).from(factors).where(linked)),
      ),
    )
    .returning({ factorId: companyFactorScores.factorId, accountId: companyFactorScores.accountId });
  if (rows[0]) await notifyAccount(db, { accountId: rows[0].accountId, topic: 'factor-scores' });
  return rows.map((row) => row.factorId);
}

/**
 * Spec 1's invalidate-factors-on-answer-change {questionId, newAnswerValue, companyId}: the factors
 * that draw on the question go back to pending. Called by save-answer when the value changed.
 */
export async function invalidateFactorsOnAnswerChange(
  db: Executor,
  input: { companyId: string; questionId: string; newAnswerValue: string },
): Promise<string[]> {
  const [question] = await db
    .select({ key: companyQuestions.key })
    .from(companyQuestions)
    .where(eq(companyQuestions.id, input.questionId));
  // Questions a super admin added have no key, and no factor draws on them.
  if (!question?.key) return [];
  return invalidate(
    db,
    input.companyId,
    sql`${factors.questionKeys} @> ${JSON.stringify([question.key])}::jsonb`,
    'answer',
  );
}

/**
 * The factors that draw on these recommended documents go back to pending: called when a document
 * is analysed (after upload or a re-match), corrected or deleted. Documents are named by their
 * knowledge-base keys, or by the ids of recommended-file rows (the old and the new match).
 */
export async function invalidateFactorsForRecommendedFiles(
  { db }: { db: Executor },
  input: {
    companyId: string;
    recommendedFileKeys?: ReadonlyArray<string | null | undefined>;
    recommendedFileIds?: ReadonlyArray<string | null | undefined>;
  },
): Promise<string[]> {
  const ids = [...new Set((input.recommendedFileIds ?? []).filter((id): id is string => !!id))];
  const fromIds = ids.length
    ? await db
        .select({ key: dataRoomRecommendationFiles.documentKey })
        .from(dataRoomRecommendationFiles)
        .innerJoin(companies, eq(companies.accountId, dataRoomRecommendationFiles.accountId))
        .where(and(eq(companies.id, input.companyId), inArray(dataRoomRecommendationFiles.id, ids)))
    : [];
  const keys = [
    ...new Set(
      [...(input.recommendedFileKeys ?? []), ...fromIds.map((row) => row.key)].filter(
        (key): key is string => !!key,
      ),
    ),
  ];
  if (keys.length === 0) return [];
  const linked = or(...keys.map((key) => sql`${factors.documentKeys} @> ${JSON.stringify([key])}::jsonb`))!;
  return invalidate(db, input.companyId, linked, 'document');
}
