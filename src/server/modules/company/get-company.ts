import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/accounts.ts';

/** The account's company, or null before it is created. */
export async function getCompany(db: Db, accountId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.accountId, accountId));
  return company ?? null;
}
