import { companies, vectorStores } from '#server/db/schema/accounts.ts';

/** What the API answers about a company: named columns, so a column added later is not sent by accident. */
export const companyColumns = {
  id: companies.id,
  accountId: companies.accountId,
  name: companies.name,
  websiteUrl: companies.websiteUrl,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};

/** What the API answers about a company's document-search store. */
export const vectorStoreColumns = {
  id: vectorStores.id,
  companyId: vectorStores.companyId,
  accountId: vectorStores.accountId,
  embeddingModel: vectorStores.embeddingModel,
  createdAt: vectorStores.createdAt,
};
