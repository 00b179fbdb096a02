import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '#server/app-env.ts';
import { companyFactorScores, factors } from '#server/db/schema/scoring.ts';
import { defineJob, twoRetriesWithHeartbeat } from '#server/jobs/define-job.ts';
import { recoverLostJobs } from '#server/jobs/recover-lost-jobs.ts';
import { withoutQueryValues } from '#server/logger.ts';
import { factorColumns } from './factor-columns.ts';
import { loadScoringContext } from './load-scoring-context.ts';
import { recordFactorCompleted, recordFactorFailed } from './record-factor-result.ts';

/** Factors of one run scored at once: bounded, so a remote endpoint is not flooded. */
export const FACTOR_CONCURRENCY = 4;

/**
 * The spec's score-company-factors, in the background: scores every factor of the company that a
 * run moved to processing (rows carry the run's id, which is also the pg-boss job's id), a few at a
 * time. Each factor ends completed or failed with its message; one bad reply never fails the run.
 */
export const scoreCompanyFactorsJob = defineJob({
  name: 'score-company-factors',
  payload: z.object({ runId: z.uuid(), accountId: z.uuid(), companyId: z.uuid() }),
  ...twoRetriesWithHeartbeat,
  expireInSeconds: 1800,
  concurrency: 2,
  recover: (deps) => recoverInterruptedFactors(deps),
  async handle(deps, { runId, accountId, companyId }, run) {
    const context = await loadScoringContext(deps, { accountId, companyId });
    const rows = await deps.db
      .select({ rowId: companyFactorScores.id, factor: factorColumns })
      .from(companyFactorScores)
      .innerJoin(factors, eq(factors.id, companyFactorScores.factorId))
      .where(
        and(
          eq(companyFactorScores.companyId, companyId),
          eq(companyFactorScores.status, 'processing'),
          eq(companyFactorScores.jobId, runId),
        ),
      )
      .orderBy(asc(factors.orderValue));
    let next = 0;
    const worker = async () => {
      while (next < rows.length && !run.signal.aborted) {
        const { rowId, factor } = rows[next++]!;
        try {
          const result = await deps.engine.scoreFactor(await context.inputFor(factor), run.signal);
          await recordFactorCompleted(deps.db, { rowId, runId, result, engine: deps.engine.name });
        } catch (error) {
          const message = withoutQueryValues(error instanceof Error ? error.message : String(error));
          deps.logger.warn({ companyId, factor: factor.key }, `factor scoring failed: ${message}`);
          await recordFactorFailed(deps.db, { rowId, runId, message });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(FACTOR_CONCURRENCY, rows.length) }, worker));
  },
});

/**
 * A factor left processing by a crash (its job gone, finished or failed for good) is queued again
 * under a new run, or failed with a message when its job failed for good; one with no run at all
 * goes back to pending. So after a kill -9 and a restart no factor stays processing forever.
 */
export async function recoverInterruptedFactors(deps: Pick<AppDeps, 'db' | 'queue'>): Promise<number> {
  await deps.db
    .update(companyFactorScores)
    .set({ status: 'pending', processingStartedAt: null, updatedAt: sql`now()` })
    .where(and(eq(companyFactorScores.status, 'processing'), isNull(companyFactorScores.jobId)));
  const runs = await deps.db
    .selectDistinct({
      runId: companyFactorScores.jobId,
      accountId: companyFactorScores.accountId,
      companyId: companyFactorScores.companyId,
    })
    .from(companyFactorScores)
    .where(eq(companyFactorScores.status, 'processing'));
  const stillProcessing = (lost: { runId: string; companyId: string }) =>
    and(
      eq(companyFactorScores.companyId, lost.companyId),
      eq(companyFactorScores.status, 'processing'),
      eq(companyFactorScores.jobId, lost.runId),
    );
  const lostRuns = runs.flatMap(({ runId, ...run }) => (runId ? [{ ...run, runId }] : []));
  return recoverLostJobs(deps.queue, scoreCompanyFactorsJob, lostRuns, {
    jobIdOf: (lost) => lost.runId,
    async failed(lost) {
      await deps.db
        .update(companyFactorScores)
        .set({
          status: 'failed',
          errorMessage: 'The analysis stopped before this factor was scored. Please retry.',
          jobId: null,
          processingStartedAt: null,
          updatedAt: sql`now()`,
        })
        .where(stillProcessing(lost));
    },
    async requeue(lost) {
      const runId = crypto.randomUUID();
      const moved = await deps.db
        .update(companyFactorScores)
        .set({ jobId: runId, processingStartedAt: sql`now()`, updatedAt: sql`now()` })
        .where(stillProcessing(lost))
        .returning({ id: companyFactorScores.id });
      if (moved.length === 0) return false;
      await deps.queue.send(
        scoreCompanyFactorsJob,
        { runId, accountId: lost.accountId, companyId: lost.companyId },
        { id: runId },
      );
      return true;
    },
  });
}
