import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { companyFactorScores } from '#server/db/schema/scoring.ts';
import { loadFactor } from './load-factor.ts';
import { requireCompany } from './require-company.ts';

/**
 * Spec 2 §7 'update status and error_message for a company and factor': the tester marks a factor
 * processing when a test starts and failed with the message when it fails. The row is created if
 * the company has none for the factor yet; a manual status never belongs to a background run.
 */
export async function setFactorStatus(
  db: Executor,
  input: {
    accountId: string;
    factorId: string;
    status: 'processing' | 'failed';
    errorMessage?: string | null;
  },
) {
  const company = await requireCompany(db, input.accountId);
  const factor = await loadFactor(db, input.factorId);
  const values = {
    status: input.status,
    errorMessage: input.status === 'failed' ? (input.errorMessage ?? 'Factor analysis failed') : null,
    jobId: null,
    processingStartedAt: input.status === 'processing' ? sql`now()` : null,
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(companyFactorScores)
    .values({ accountId: input.accountId, companyId: company.id, factorId: factor.id, ...values })
    .onConflictDoUpdate({
      target: [companyFactorScores.companyId, companyFactorScores.factorId],
      set: values,
    })
    .returning({ id: companyFactorScores.id, status: companyFactorScores.status });
  return { id: row!.id, factorId: factor.id, status: row!.status };
}
