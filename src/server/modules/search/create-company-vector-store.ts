import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { companies } from '#server/db/schema/accounts.ts';
import { AppError } from '#server/errors.ts';
import { createVectorStore } from '#server/modules/company/create-vector-store.ts';

/**
 * create-vector-store from the Vector Store Manager: any company, on the engine's current model.
 * Idempotent (the bulk button may be pressed twice): an existing store is returned as it is.
 */
export async function createCompanyVectorStore(
  deps: Pick<AppDeps, 'db' | 'engine'>,
  input: { companyId: string },
) {
  const [company] = await deps.db
    .select({ id: companies.id, accountId: companies.accountId })
    .from(companies)
    .where(eq(companies.id, input.companyId));
  if (!company) throw new AppError('company_not_found', 'Company not found', 404);
  const { model } = await deps.engine.embed([]);
  return createVectorStore(deps.db, {
    accountId: company.accountId,
    companyId: company.id,
    embeddingModel: model,
  });
}
