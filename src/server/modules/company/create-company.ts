import type { Db } from '#server/db/client.ts';
import { companies } from '#server/db/schema/accounts.ts';
import { AppError } from '#server/errors.ts';
import { companyColumns } from './company-columns.ts';

/** Creates the account's company; an account has at most one (unique on account_id). */
export async function createCompany(
  db: Db,
  input: { accountId: string; name: string; websiteUrl: string | null },
) {
  const [company] = await db
    .insert(companies)
    .values({ accountId: input.accountId, name: input.name, websiteUrl: input.websiteUrl })
    .onConflictDoNothing({ target: companies.accountId })
    .returning(companyColumns);
  if (!company)
    throw new AppError('company_exists', 'This account already has a company. Edit it instead.', 409);
  return company;
}
