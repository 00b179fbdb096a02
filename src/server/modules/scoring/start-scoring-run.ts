import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { companyFactorScores, factors } from '#server/db/schema/scoring.ts';
import { notifyAccount } from '#server/realtime/account-events.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { requireCompany } from './require-company.ts';
import { scoreCompanyFactorsJob } from './score-company-factors.job.ts';

/**
 * The spec's score-company-factors {companyId, mode 'incremental'}: creates the rows of factors the
 * company has none for as pending, moves every pending row to processing under a new run and
 * queues the run's job. Completed, failed and already processing factors are left alone. Answers
 * the spec's {started, enqueued, message}.
 */
export async function startScoringRun(
  { db, queue }: Pick<AppDeps, 'db' | 'queue'>,
  input: { accountId: string; userId: string | null },
) {
  const company = await requireCompany(db, input.accountId);
  await db.execute(sql`
    insert into ${companyFactorScores} (account_id, company_id, factor_id, status)
    select ${input.accountId}, ${company.id}, ${factors.id}, 'pending' from ${factors}
    on conflict (company_id, factor_id) do nothing`);
  const runId = crypto.randomUUID();
  const moved = await db
    .update(companyFactorScores)
    .set({ status: 'processing', jobId: runId, processingStartedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(companyFactorScores.companyId, company.id), eq(companyFactorScores.status, 'pending')))
    .returning({ id: companyFactorScores.id });
  if (moved.length === 0) {
    return { started: false, enqueued: 0, message: 'No factors need processing', runId: null };
  }
  try {
    await queue.send(
      scoreCompanyFactorsJob,
      { runId, accountId: input.accountId, companyId: company.id },
      { id: runId },
    );
  } catch (error) {
    // Not queued: the factors go back to pending rather than wait for the recovery sweep.
    await db
      .update(companyFactorScores)
      .set({ status: 'pending', jobId: null, processingStartedAt: null, updatedAt: sql`now()` })
      .where(and(eq(companyFactorScores.companyId, company.id), eq(companyFactorScores.jobId, runId)));
    throw error;
  }
  await notifyAccount(db, { accountId: input.accountId, topic: 'factor-scores' });
  await recordAudit(db, {
    actorId: input.userId,
    accountId: input.accountId,
    action: 'scoring.started',
    details: { runId, enqueued: moved.length },
  });
  return {
    started: true,
    enqueued: moved.length,
    message: `Started background analysis of ${moved.length} factors! Processing will continue automatically.`,
    runId,
  };
}
