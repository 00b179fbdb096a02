import { eq } from 'drizzle-orm';
import { plainAverageScore } from '#domain/scoring.ts';
import type { AppDeps } from '#server/app-env.ts';
import { companyFactorScores } from '#server/db/schema/scoring.ts';

/**
 * The dashboard's Score step (spec 2 §2, §9): the plain average of the scores of relevant, scored
 * factors, out of 100 and rounded (null while none is scored), and how many factors that is.
 */
export async function summarizeScore(
  { db }: Pick<AppDeps, 'db'>,
  input: { companyId: string },
): Promise<{ average: number | null; evaluated: number }> {
  const rows = await db
    .select({
      status: companyFactorScores.status,
      score: companyFactorScores.score,
      importance: companyFactorScores.importance,
      isRelevant: companyFactorScores.isRelevant,
    })
    .from(companyFactorScores)
    .where(eq(companyFactorScores.companyId, input.companyId));
  const evaluated = rows.filter(
    (row) => row.status === 'completed' && row.score != null && row.isRelevant !== false,
  ).length;
  return { average: plainAverageScore(rows), evaluated };
}
