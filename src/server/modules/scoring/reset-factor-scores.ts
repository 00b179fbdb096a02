import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { companyFactorScores } from '#server/db/schema/scoring.ts';
import { notifyAccount } from '#server/realtime/account-events.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { requireCompany } from './require-company.ts';

export const resetScopes = ['failed', 'processing', 'all'] as const;
export type ResetScope = (typeof resetScopes)[number];

/**
 * Spec 2 §4 resets, by company and status: 'failed' → pending with the error cleared (Retry
 * Failed), 'processing' → pending (Reset Stuck), 'all' → every factor pending with its score,
 * rationale, evidence, error and last scored time cleared (Reset All). Clearing the run id makes a
 * job still working on a reset factor unable to write its late result over the reset.
 */
export async function resetFactorScores(
  { db }: Pick<AppDeps, 'db'>,
  input: { accountId: string; userId: string | null; scope: ResetScope },
) {
  const company = await requireCompany(db, input.accountId);
  const base = { status: 'pending' as const, jobId: null, processingStartedAt: null, updatedAt: sql`now()` };
  const cleared =
    input.scope === 'all'
      ? {
          ...base,
          score: null,
          importance: null,
          isRelevant: null,
          scoreConfidence: null,
          rationale: null,
          evidence: null,
          errorMessage: null,
          invalidatedReason: null,
          lastScoredAt: null,
        }
      : input.scope === 'failed'
        ? { ...base, errorMessage: null }
        : base;
  const reset = await db
    .update(companyFactorScores)
    .set(cleared)
    .where(
      input.scope === 'all'
        ? eq(companyFactorScores.companyId, company.id)
        : and(eq(companyFactorScores.companyId, company.id), eq(companyFactorScores.status, input.scope)),
    )
    .returning({ id: companyFactorScores.id });
  await notifyAccount(db, { accountId: input.accountId, topic: 'factor-scores' });
  await recordAudit(db, {
    actorId: input.userId,
    accountId: input.accountId,
    action: `scoring.reset_${input.scope}`,
    details: { reset: reset.length },
  });
  return { reset: reset.length };
}
