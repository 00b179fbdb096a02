import { sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { rowsOf } from '#server/db/rows-of.ts';

export type VectorStoreRow = {
  companyId: string;
  companyName: string;
  accountId: string;
  vectorStore: { id: string; embeddingModel: string; createdAt: string } | null;
  files: number;
  chunks: number;
  /** Present while the company's chunks are not all on the current model: files done of files to do. */
  reindex: { model: string; filesDone: number; filesTotal: number } | null;
};

/**
 * The Vector Store Manager's list (spec 2 §2): every company on the platform by name, with its
 * store (or none), its file and chunk counts, and how far a re-index to the current model is.
 */
export async function listVectorStores(deps: Pick<AppDeps, 'db' | 'engine'>) {
  const { model } = await deps.engine.embed([]);
  const result = await deps.db.execute(sql`
    SELECT company.id AS company_id, company.name AS company_name, company.account_id,
      store.id AS store_id, store.embedding_model, store.created_at AS store_created_at,
      (SELECT count(*) FROM data_room_files file WHERE file.company_id = company.id) AS files,
      (SELECT count(*) FROM document_chunks chunk
        WHERE chunk.company_id = company.id
          AND chunk.embedding_model = coalesce(store.embedding_model, ${model})) AS chunks,
      (SELECT count(DISTINCT chunk.file_id) FROM document_chunks chunk
        WHERE chunk.company_id = company.id) AS files_indexed,
      (SELECT count(DISTINCT chunk.file_id) FROM document_chunks chunk
        WHERE chunk.company_id = company.id AND chunk.embedding_model = ${model}) AS files_on_model,
      EXISTS (SELECT 1 FROM document_chunks chunk
        WHERE chunk.company_id = company.id AND chunk.embedding_model <> ${model}) AS stale_chunks
    FROM companies company
    LEFT JOIN vector_stores store ON store.company_id = company.id
    ORDER BY company.name, company.id
  `);
  const rows = rowsOf<Record<string, unknown>>(result);
  const companies: VectorStoreRow[] = rows.map((row) => {
    const stale = Boolean(row.stale_chunks) || (row.store_id != null && row.embedding_model !== model);
    return {
      companyId: String(row.company_id),
      companyName: String(row.company_name),
      accountId: String(row.account_id),
      vectorStore: row.store_id
        ? {
            id: String(row.store_id),
            embeddingModel: String(row.embedding_model),
            createdAt: new Date(row.store_created_at as string).toISOString(),
          }
        : null,
      files: Number(row.files),
      chunks: Number(row.chunks),
      reindex: stale
        ? { model, filesDone: Number(row.files_on_model), filesTotal: Number(row.files_indexed) }
        : null,
    };
  });
  return { currentModel: model, companies };
}
