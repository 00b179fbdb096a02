import { and, eq } from 'drizzle-orm';
import { errorMessages } from '#domain/errors.ts';
import type { Db } from '#server/db/client.ts';
import { companies, vectorStores } from '#server/db/schema/accounts.ts';
import { AppError } from '#server/errors.ts';
import { vectorStoreColumns } from './company-columns.ts';

/**
 * The spec's create-vector-store: binds a document-search store to the company, recording the
 * embedding model. Idempotent, so the web app can retry it ("you can create it later").
 */
export async function createVectorStore(
  db: Db,
  input: { accountId: string; companyId: string; embeddingModel: string },
) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, input.companyId), eq(companies.accountId, input.accountId)));
  if (!company) throw new AppError('company_not_found', errorMessages.companyLoadFailed, 404);
  await db
    .insert(vectorStores)
    .values({ companyId: company.id, accountId: input.accountId, embeddingModel: input.embeddingModel })
    .onConflictDoNothing({ target: vectorStores.companyId });
  const [store] = await db
    .select(vectorStoreColumns)
    .from(vectorStores)
    .where(eq(vectorStores.companyId, company.id));
  return store!;
}
