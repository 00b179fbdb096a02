import { eq } from 'drizzle-orm';
import { searchMessages } from '#domain/schemas/search.ts';
import { companies } from '#server/db/schema/accounts.ts';
import { AppError } from '#server/errors.ts';
import { type SearchDeps, searchCompanyChunks } from './search-company-chunks.ts';

/** search-vector-store as the data room's Vector Search tab calls it: the account's own company. */
export async function searchAccountDocuments(
  deps: SearchDeps,
  input: { accountId: string; query: string; limit: number },
) {
  const [company] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.accountId, input.accountId));
  if (!company) throw new AppError('no_company', searchMessages.noCompany, 409);
  const { mode, results } = await searchCompanyChunks(deps, {
    companyId: company.id,
    query: input.query,
    limit: input.limit,
  });
  return { mode, results };
}
