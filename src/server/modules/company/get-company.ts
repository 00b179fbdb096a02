import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { companies, vectorStores } from '#server/db/schema/accounts.ts';
import { companyColumns, vectorStoreColumns } from './company-columns.ts';

/** The account's company (null before it is created) and its document-search store, if set up. */
export async function getCompany(db: Db, { accountId }: { accountId: string }) {
  const [company] = await db.select(companyColumns).from(companies).where(eq(companies.accountId, accountId));
  if (!company) return { company: null, vectorStore: null };
  const [vectorStore] = await db
    .select(vectorStoreColumns)
    .from(vectorStores)
    .where(eq(vectorStores.companyId, company.id));
  return { company, vectorStore: vectorStore ?? null };
}
