import type { AppDeps } from '#server/app-env.ts';
import { resetFactorScores } from './reset-factor-scores.ts';
import { startScoringRun } from './start-scoring-run.ts';

/** Spec 2 §4 Retry Failed: failed factors back to pending (error cleared), then analysis restarts. */
export async function retryFailedFactors(
  deps: Pick<AppDeps, 'db' | 'queue'>,
  input: { accountId: string; userId: string | null },
) {
  const { reset } = await resetFactorScores(deps, { ...input, scope: 'failed' });
  const run = await startScoringRun(deps, input);
  return { reset, ...run };
}
