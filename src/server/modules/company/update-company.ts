import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { companies } from '#server/db/schema/accounts.ts';
import { AppError } from '#server/errors.ts';
import { companyColumns } from './company-columns.ts';

/** Updates the account's company name and website. */
export async function updateCompany(
  db: Db,
  input: { accountId: string; name: string; websiteUrl: string | null },
) {
  const [company] = await db
    .update(companies)
    .set({ name: input.name, websiteUrl: input.websiteUrl, updatedAt: new Date() })
    .where(eq(companies.accountId, input.accountId))
    .returning(companyColumns);
  if (!company)
    throw new AppError('company_not_found', 'This account has no company yet. Create it first.', 404);
  return company;
}
