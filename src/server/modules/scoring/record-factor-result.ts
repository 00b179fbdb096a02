import { and, eq, sql } from 'drizzle-orm';
import type { FactorScoreResult } from '#server/ai/engine.ts';
import type { Executor } from '#server/db/client.ts';
import { companyFactorScores } from '#server/db/schema/scoring.ts';
import { notifyAccount } from '#server/realtime/account-events.ts';

/** Error messages stored on a failed factor are capped: they are for people, not for logs. */
const ERROR_MESSAGE_MAX = 1000;

/**
 * Writes one factor's outcome. `runId` guards the write: a factor reset (or re-queued) while it
 * was being scored belongs to another run now, and a late result must not overwrite it.
 */
export async function recordFactorCompleted(
  db: Executor,
  input: { rowId: string; runId: string | null; result: FactorScoreResult; engine: string },
) {
  const { result } = input;
  const updated = await db
    .update(companyFactorScores)
    .set({
      status: 'completed',
      isRelevant: result.is_relevant,
      score: result.score,
      importance: result.importance,
      scoreConfidence: result.score_confidence,
      rationale: result.rationale,
      evidence: result.evidence,
      engine: input.engine,
      errorMessage: null,
      invalidatedReason: null,
      jobId: null,
      processingStartedAt: null,
      lastScoredAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(whereRun(input.rowId, input.runId))
    .returning({ accountId: companyFactorScores.accountId });
  return announced(db, updated);
}

export async function recordFactorFailed(
  db: Executor,
  input: { rowId: string; runId: string | null; message: string },
) {
  const updated = await db
    .update(companyFactorScores)
    .set({
      status: 'failed',
      errorMessage: input.message.slice(0, ERROR_MESSAGE_MAX),
      jobId: null,
      processingStartedAt: null,
      updatedAt: sql`now()`,
    })
    .where(whereRun(input.rowId, input.runId))
    .returning({ accountId: companyFactorScores.accountId });
  return announced(db, updated);
}

function whereRun(rowId: string, runId: string | null) {
  return and(
    eq(companyFactorScores.id, rowId),
    eq(companyFactorScores.status, 'processing'),
    runId === null ? sql`${companyFactorScores.jobId} is null` : eq(companyFactorScores.jobId, runId),
  );
}

/** Tells the account's open pages that a factor changed (Postgres NOTIFY → server-sent events). */
async function announced(db: Executor, updated: { accountId: string }[]) {
  if (updated[0]) await notifyAccount(db, { accountId: updated[0].accountId, topic: 'factor-scores' });
  return updated.length > 0;
}
