import { eq, sql } from 'drizzle-orm';
import { SEARCH_MAX_RESULTS, type SearchResponse, type SearchResult } from '#domain/schemas/search.ts';
import type { AppDeps } from '#server/app-env.ts';
import { vectorStores } from '#server/db/schema/accounts.ts';

export type SearchDeps = Pick<AppDeps, 'db' | 'engine' | 'hasVectorSearch'>;

/** Reciprocal rank fusion (ARCHITECTURE §10): k = 60 over the top 50 of each list. */
const RRF_K = 60;
const CANDIDATES = 50;

type Row = {
  id: string;
  content: string;
  ordinal: number;
  page: number | null;
  sheet: string | null;
  heading: string | null;
  file_id: string;
  file_name: string;
  similarity: number | string | null;
};

/**
 * The spec's search-vector-store for one company: the passages that best answer `query`. With
 * pgvector, exact cosine over the company's chunks fused with full-text rank (reciprocal rank
 * fusion); without it, full-text alone. Only chunks of the model the company's store is on are
 * read: while a re-index to a new model runs, search keeps answering from the old vectors.
 * Scoring (issue 12) calls this directly to find the passages behind a factor.
 */
export async function searchCompanyChunks(
  deps: SearchDeps,
  input: { companyId: string; query: string; limit?: number },
  signal?: AbortSignal,
): Promise<SearchResponse & { model: string }> {
  const query = input.query.trim();
  const limit = Math.max(1, Math.min(SEARCH_MAX_RESULTS, Math.trunc(input.limit ?? SEARCH_MAX_RESULTS)));
  const model = await activeEmbeddingModel(deps, input.companyId);
  if (!query) return { mode: deps.hasVectorSearch ? 'hybrid' : 'full-text', model, results: [] };

  let vector: number[] | null = null;
  if (deps.hasVectorSearch) {
    const embedded = await deps.engine.embed([query], signal, model);
    // An engine that cannot make the store's model's vectors answers with its own: never compare them.
    if (embedded.model === model) vector = embedded.vectors[0] ?? null;
  }
  const rows = vector
    ? await hybridRows(deps, { companyId: input.companyId, model, query, vector, limit })
    : await fullTextRows(deps, { companyId: input.companyId, model, query, limit });
  return { mode: vector ? 'hybrid' : 'full-text', model, results: rows.map(toResult) };
}

/** The model the company's chunks are searched with: its store's, or the engine's before a store exists. */
async function activeEmbeddingModel(deps: SearchDeps, companyId: string) {
  const [store] = await deps.db
    .select({ model: vectorStores.embeddingModel })
    .from(vectorStores)
    .where(eq(vectorStores.companyId, companyId));
  return store?.model ?? (await deps.engine.embed([])).model;
}

/**
 * The question as an OR of its stemmed words: Postgres' default AND finds nothing for a question
 * whose words are spread over a passage ('cap table shareholders', ARCHITECTURE §10).
 */
const orQuery = (query: string) => sql`(
  SELECT to_tsquery('simple', coalesce(string_agg(quote_literal(lexeme), ' | '), ''))
  FROM unnest(tsvector_to_array(to_tsvector('english', ${query}))) AS lexeme
)`;

async function hybridRows(
  deps: SearchDeps,
  input: { companyId: string; model: string; query: string; vector: number[]; limit: number },
) {
  const vector = `[${input.vector.join(',')}]`;
  const result = await deps.db.execute(sql`
    WITH question AS (SELECT ${orQuery(input.query)} AS terms),
    nearest AS (
      SELECT id, distance, row_number() OVER (ORDER BY distance, id) AS rank
      FROM (
        SELECT id, embedding::vector <=> ${vector}::vector AS distance
        FROM document_chunks
        WHERE company_id = ${input.companyId} AND embedding_model = ${input.model}
        ORDER BY distance, id
        LIMIT ${CANDIDATES}
      ) exact
    ),
    worded AS (
      SELECT id, row_number() OVER (ORDER BY text_rank DESC, id) AS rank
      FROM (
        SELECT chunk.id, ts_rank_cd(chunk.search_text, question.terms) AS text_rank
        FROM document_chunks chunk, question
        WHERE chunk.company_id = ${input.companyId} AND chunk.embedding_model = ${input.model}
          AND chunk.search_text @@ question.terms
        ORDER BY text_rank DESC, chunk.id
        LIMIT ${CANDIDATES}
      ) ranked
    ),
    fused AS (
      SELECT id, sum(1.0 / (${RRF_K} + rank)) AS score
      FROM (SELECT id, rank FROM nearest UNION ALL SELECT id, rank FROM worded) both_lists
      GROUP BY id
    )
    SELECT chunk.id, chunk.content, chunk.ordinal, chunk.page, chunk.sheet, chunk.heading,
      chunk.file_id, file.file_name,
      greatest(0, 1 - (chunk.embedding::vector <=> ${vector}::vector)) AS similarity
    FROM fused
    JOIN document_chunks chunk ON chunk.id = fused.id
    JOIN data_room_files file ON file.id = chunk.file_id
    WHERE chunk.company_id = ${input.companyId}
    ORDER BY fused.score DESC, chunk.id
    LIMIT ${input.limit}
  `);
  return rowsOf(result);
}

/** Full-text alone (a PostgreSQL server without pgvector): the similarity is the normalised rank. */
async function fullTextRows(
  deps: SearchDeps,
  input: { companyId: string; model: string; query: string; limit: number },
) {
  const result = await deps.db.execute(sql`
    WITH question AS (SELECT ${orQuery(input.query)} AS terms)
    SELECT chunk.id, chunk.content, chunk.ordinal, chunk.page, chunk.sheet, chunk.heading,
      chunk.file_id, file.file_name,
      ts_rank_cd(chunk.search_text, question.terms, 32) AS similarity
    FROM document_chunks chunk
    CROSS JOIN question
    JOIN data_room_files file ON file.id = chunk.file_id
    WHERE chunk.company_id = ${input.companyId} AND chunk.embedding_model = ${input.model}
      AND chunk.search_text @@ question.terms
    ORDER BY similarity DESC, chunk.id
    LIMIT ${input.limit}
  `);
  return rowsOf(result);
}

/** PGlite and node-postgres both answer raw SQL with `rows`; the shared Db type leaves it unknown. */
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

function toResult(row: Row): SearchResult {
  const similarity = Math.min(1, Math.max(0, Number(row.similarity ?? 0)));
  return {
    id: row.id,
    content: row.content,
    similarity: Math.round(similarity * 10_000) / 10_000,
    metadata: {
      file_name: row.file_name,
      file_id: row.file_id,
      page: row.page,
      sheet: row.sheet,
      section: row.heading,
      chunk_number: Number(row.ordinal) + 1,
    },
  };
}
