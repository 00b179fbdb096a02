import { eq } from 'drizzle-orm';
import {
  areaStatus,
  countStatuses,
  factorAreas,
  progressPercent,
  scoreLabel,
  weightedScore,
} from '#domain/scoring.ts';
import type { Executor } from '#server/db/client.ts';
import { companies } from '#server/db/schema/accounts.ts';
import { listFactorScores } from './list-factor-scores.ts';

/**
 * The score overview (spec 2 §2, §9): the weighted score out of 100 (null until something is
 * completed) and its label, counts by status, how many scored factors wait for re-analysis after
 * an answer or document changed, the last update, and the same per area for all seven areas.
 */
export async function getScoreOverview(db: Executor, input: { accountId: string }) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.accountId, input.accountId));
  const rows = company ? await listFactorScores(db, input) : [];
  const score = weightedScore(rows);
  const lastUpdated = rows.reduce<Date | null>(
    (latest, row) => (latest === null || row.updatedAt > latest ? row.updatedAt : latest),
    null,
  );
  const areas = factorAreas.map((area) => {
    const inArea = rows.filter((row) => row.area === area);
    const counts = countStatuses(inArea);
    return {
      area,
      counts,
      progress: progressPercent(counts),
      score: weightedScore(inArea),
      status: areaStatus(inArea),
    };
  });
  const counts = countStatuses(rows);
  return {
    company: company ?? null,
    score,
    label: score === null ? null : scoreLabel(score),
    counts,
    progress: progressPercent(counts),
    waitingReanalysis: rows.filter((row) => row.status === 'pending' && row.invalidatedReason !== null)
      .length,
    lastUpdated,
    areas,
  };
}
