import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { companies } from '#server/db/schema/accounts.ts';
import { AppError } from '#server/errors.ts';

/** The account's company, which every score belongs to; a clear 409 before it exists. */
export async function requireCompany(db: Executor, accountId: string) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.accountId, accountId));
  if (!company) {
    throw new AppError('no_company', 'Create your company profile before analysing the score.', 409);
  }
  return company;
}
