import { sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { companyFactorScores } from '#server/db/schema/scoring.ts';
import { withoutQueryValues } from '#server/logger.ts';
import type { SearchDeps } from '#server/modules/search/search-company-chunks.ts';
import { loadFactor } from './load-factor.ts';
import { loadScoringContext } from './load-scoring-context.ts';
import { recordFactorCompleted, recordFactorFailed } from './record-factor-result.ts';
import { requireCompany } from './require-company.ts';

/** The prompt a person may send: bounded, like every input. */
export const TESTER_PROMPT_MAX = 20_000;

/**
 * The spec's test-single-factor {companyId, companyName, factorId, prompt}: scores one factor now,
 * with the edited prompt when the engine reads one, and answers {success, error, data}. On success
 * the factor is completed with the result; on failure it is failed with the message.
 */
export async function testSingleFactor(
  deps: SearchDeps & Pick<AppDeps, 'logger'>,
  input: { accountId: string; factorId: string; prompt?: string },
) {
  const company = await requireCompany(deps.db, input.accountId);
  const factor = await loadFactor(deps.db, input.factorId);
  const runId = crypto.randomUUID();
  const processing = {
    status: 'processing' as const,
    jobId: runId,
    processingStartedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  const [row] = await deps.db
    .insert(companyFactorScores)
    .values({ accountId: input.accountId, companyId: company.id, factorId: factor.id, ...processing })
    .onConflictDoUpdate({
      target: [companyFactorScores.companyId, companyFactorScores.factorId],
      set: processing,
    })
    .returning({ id: companyFactorScores.id });
  try {
    const context = await loadScoringContext(deps, { accountId: input.accountId, companyId: company.id });
    const engineInput = await context.inputFor(factor);
    const result = await deps.engine.scoreFactor({ ...engineInput, prompt: input.prompt });
    await recordFactorCompleted(deps.db, { rowId: row!.id, runId, result, engine: deps.engine.name });
    return { success: true as const, error: null, data: result };
  } catch (error) {
    const message = withoutQueryValues(error instanceof Error ? error.message : String(error));
    deps.logger.warn({ factor: factor.key }, `factor test failed: ${message}`);
    await recordFactorFailed(deps.db, { rowId: row!.id, runId, message });
    return { success: false as const, error: message, data: null };
  }
}
