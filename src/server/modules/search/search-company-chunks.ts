import { and, eq, type SQL, sql } from 'drizzle-orm';
import { SEARCH_MAX_RESULTS, type SearchResponse, type SearchResult } from '#domain/schemas/search.ts';
import { dueDiligenceSynonyms, relatedPhrases } from '#server/ai/offline/due-diligence-synonyms.ts';
import { isOfflineEmbeddingModel } from '#server/ai/offline/embed-texts.ts';
import type { AppDeps } from '#server/app-env.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { vectorStores } from '#server/db/schema/accounts.ts';
import { documentChunks } from '#server/db/schema/data-room.ts';
import { eachFilesBestPassageFirst } from './best-passage-first.ts';

export type SearchDeps = Pick<AppDeps, 'db' | 'engine' | 'hasVectorSearch' | 'searchIndexes'>;

/** Reciprocal rank fusion (ARCHITECTURE §10): k = 60 over the top 50 of each list. */
const RRF_K = 60;
const CANDIDATES = 50;
/** A word the question does not use but names (a synonym of its words) counts half. */
const RELATED_WEIGHT = 0.5;
/**
 * Passages past which a word is common: it still counts in coverage but does not find passages
 * when the question has rarer words, so a query over a large company reads only the passages
 * holding its telling words.
 */
const COMMON_WORD_PASSAGES = 1000;
/**
 * The offline model's hashed vectors rank worse than the words (bench/search: MRR@10 0.71 against
 * 0.86), so in the fusion their list counts half; a remote model's vectors count fully.
 */
const OFFLINE_VECTOR_WEIGHT = 0.5;
/**
 * Below this the offline vectors share no word with the question, only hashing slots: such a
 * passage is not offered by the vectors, so a question about nothing in the data room finds nothing.
 */
const OFFLINE_MINIMUM_SIMILARITY = 0.1;
/**
 * BM25's k1, without its length normalisation: how fast a word's repeats stop adding to how well a
 * passage answers. Only the order of one file's passages uses it (best-passage-first.ts); ranking
 * by repeats or length lowered finding the right file on the held-out sets.
 */
const REPEAT_SATURATION = 1.2;

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
  /** The question's words in the passage, each by its IDF and how often it is used (REPEAT_SATURATION). */
  word_weight: number | string;
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
  input: {
    companyId: string;
    query: string;
    limit?: number;
    /** One list instead of the fusion: bench/search compares each with the hybrid. */
    only?: 'vectors' | 'words';
  },
  signal?: AbortSignal,
): Promise<SearchResponse & { model: string }> {
  const query = input.query.trim();
  const limit = Math.max(1, Math.min(SEARCH_MAX_RESULTS, Math.trunc(input.limit ?? SEARCH_MAX_RESULTS)));
  const model = await activeEmbeddingModel(deps, input.companyId);
  if (!query) return { mode: deps.hasVectorSearch ? 'hybrid' : 'full-text', model, results: [] };

  let vector: number[] | null = null;
  if (deps.hasVectorSearch) {
    const embedded = await deps.engine.embed([query], signal, model);
    const embedding = embedded.vectors[0];
    // An engine that cannot make the store's model's vectors answers with its own: never compare them.
    // A question of no word the model knows (a lone digit) embeds as the zero vector, which has no
    // direction to compare (its cosine similarity is NaN): its words alone rank.
    if (embedded.model === model && embedding?.some((value) => value !== 0)) vector = embedding;
  }
  const terms = await questionTerms(deps, { companyId: input.companyId, model, query });
  const rows = vector
    ? await hybridRows(deps, { companyId: input.companyId, model, terms, vector, limit, only: input.only })
    : await fullTextRows(deps, { companyId: input.companyId, model, terms, limit });
  return { mode: vector ? 'hybrid' : 'full-text', model, results: rows.map(toResult) };
}

/**
 * The model the company's chunks are searched with: its store's; before a store exists, the
 * engine's when the company has chunks of it, else the model its chunks were made with.
 */
async function activeEmbeddingModel(deps: SearchDeps, companyId: string) {
  const [store] = await deps.db
    .select({ model: vectorStores.embeddingModel })
    .from(vectorStores)
    .where(eq(vectorStores.companyId, companyId));
  if (store) return store.model;
  const current = (await deps.engine.embed([])).model;
  // Two probes of the company index, not a sort of every chunk.
  const [ofCurrent] = await deps.db
    .select({ model: documentChunks.embeddingModel })
    .from(documentChunks)
    .where(and(eq(documentChunks.companyId, companyId), eq(documentChunks.embeddingModel, current)))
    .limit(1);
  if (ofCurrent) return current;
  const [chunk] = await deps.db
    .select({ model: documentChunks.embeddingModel })
    .from(documentChunks)
    .where(eq(documentChunks.companyId, companyId))
    .limit(1);
  return chunk?.model ?? current;
}

type Term = { lexeme: string; idf: number; common: boolean };

/**
 * The question's stemmed words (and, at half weight, the other ways to say what it names) found
 * in the company's passages, each with its inverse document frequency there, read from the counts
 * the database keeps per company (document_term_counts). Postgres' own ranking ANDs words
 * (nothing found for a question whose words are spread over a passage, ARCHITECTURE §10) or,
 * ORed, favours long passages repeating common words; there is no BM25 extension, so passages
 * are scored by the summed IDF of the question's words they contain: 'customer' in a services
 * agreement weighs less than 'biggest customer'.
 */
async function questionTerms(deps: SearchDeps, input: { companyId: string; model: string; query: string }) {
  const related = relatedPhrases(input.query, dueDiligenceSynonyms).join(' . ');
  const result = await deps.db.execute(sql`
    SELECT terms.lexeme, terms.weight, counts.passages AS found, coalesce(total.passages, 0) AS total
    FROM (
      SELECT lexeme, max(weight) AS weight
      FROM (
        SELECT unnest(tsvector_to_array(to_tsvector('english', ${input.query}))) AS lexeme, 1.0 AS weight
        UNION ALL
        SELECT unnest(tsvector_to_array(to_tsvector('english', ${related}))), ${RELATED_WEIGHT}
      ) asked
      GROUP BY lexeme
    ) terms
    JOIN document_term_counts counts ON counts.company_id = ${input.companyId}
      AND counts.embedding_model = ${input.model} AND counts.term = terms.lexeme AND counts.passages > 0
    LEFT JOIN document_term_counts total ON total.company_id = ${input.companyId}
      AND total.embedding_model = ${input.model} AND total.term = ''
  `);
  const rows = rowsOf<{
    lexeme: string;
    weight: number | string;
    found: number | string;
    total: number | string;
  }>(result);
  return rows.map((row): Term => {
    const found = Number(row.found);
    const total = Math.max(Number(row.total), found);
    // BM25's IDF: never negative, small for words in most passages.
    const idf = Math.log(1 + (total - found + 0.5) / (found + 0.5));
    return { lexeme: row.lexeme, idf: idf * Number(row.weight), common: found > COMMON_WORD_PASSAGES };
  });
}

/** Common words find passages only when the question has nothing rarer (see questionTerms). */
function findingTerms(terms: Term[]) {
  const rare = terms.filter((term) => !term.common);
  return rare.length ? rare : terms;
}

/**
 * Passages holding at least one of the terms, with `score` = summed IDF of the terms they hold and
 * `coverage` = that sum over the question's total (0–1).
 */
const wordScores = (input: { companyId: string; model: string; terms: Term[] }) => {
  const totalIdf = input.terms.reduce((sum, term) => sum + term.idf, 0) || 1;
  const finding = findingTerms(input.terms).map(({ lexeme, idf }) => ({ lexeme, idf }));
  return sql`
    SELECT chunk.id, sum(term.idf) AS score,
      sum(term.idf) / ${totalIdf}::float AS coverage
    FROM document_chunks chunk
    JOIN (
      SELECT to_tsquery('simple', quote_literal(value->>'lexeme')) AS query, (value->>'idf')::float AS idf
      FROM jsonb_array_elements(${JSON.stringify(finding)}::jsonb)
    ) term ON chunk.search_text @@ term.query
    WHERE chunk.company_id = ${input.companyId} AND chunk.embedding_model = ${input.model}
    GROUP BY chunk.id
  `;
};

/**
 * The two lists fused by reciprocal rank: the chunks nearest by exact cosine and the chunks best by
 * words, from the company's index held in memory (ADR 16) or, for a company too large to hold,
 * from the database.
 */
async function hybridRows(
  deps: SearchDeps,
  input: {
    companyId: string;
    model: string;
    terms: Term[];
    vector: number[];
    limit: number;
    only: 'vectors' | 'words' | undefined;
  },
) {
  const offline = isOfflineEmbeddingModel(input.model);
  const minimumSimilarity = offline ? OFFLINE_MINIMUM_SIMILARITY : 0;
  const held = await deps.searchIndexes.held(deps.db, { ...input, dimensions: input.vector.length });
  if (held === 'no passages') return [];
  const nearest =
    input.only === 'words'
      ? []
      : held
        ? held.nearest({ vector: input.vector, count: CANDIDATES, minimumSimilarity })
        : await nearestByDatabase(deps, { ...input, minimumSimilarity });
  const worded =
    input.only === 'vectors'
      ? []
      : held
        ? held.bestByWords({ terms: findingTerms(input.terms), count: CANDIDATES })
        : await wordedChunks(deps, { ...input, count: CANDIDATES });
  const fused = new Map<string, number>();
  const addList = (ids: string[], weight: number) => {
    for (const [index, id] of ids.entries())
      fused.set(id, (fused.get(id) ?? 0) + weight / (RRF_K + index + 1));
  };
  addList(
    nearest.map((chunk) => chunk.id),
    offline ? OFFLINE_VECTOR_WEIGHT : 1,
  );
  addList(
    worded.map((chunk) => chunk.id),
    1,
  );
  const ids = [...fused.entries()]
    .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || (a < b ? -1 : 1))
    .slice(0, input.limit)
    .map(([id]) => id);
  const vector = `[${input.vector.join(',')}]`;
  const passages = await passagesByIds(deps, {
    companyId: input.companyId,
    ids,
    terms: input.terms,
    similarity: sql`greatest(0, 1 - (chunk.embedding_vector <=> ${vector}::vector))`,
  });
  return eachFilesBestPassageFirst(passages);
}

/** pgvector's exact scan, for a company whose index is too large to hold in memory. */
async function nearestByDatabase(
  deps: SearchDeps,
  input: { companyId: string; model: string; vector: number[]; minimumSimilarity: number },
) {
  const result = await deps.db.execute(sql`
    SELECT id FROM (
      SELECT id, embedding_vector <=> ${`[${input.vector.join(',')}]`}::vector AS distance
      FROM document_chunks
      WHERE company_id = ${input.companyId} AND embedding_model = ${input.model}
      ORDER BY distance, id
      LIMIT ${CANDIDATES}
    ) exact
    WHERE distance <= ${1 - input.minimumSimilarity}::float
    ORDER BY distance, id
  `);
  return rowsOf<{ id: string }>(result);
}

/** The `count` chunks best by words (wordScores), best first. */
async function wordedChunks(
  deps: SearchDeps,
  input: { companyId: string; model: string; terms: Term[]; count: number },
) {
  if (input.terms.length === 0) return [];
  const result = await deps.db.execute(
    sql`SELECT id, coverage FROM (${wordScores(input)}) scored ORDER BY score DESC, id LIMIT ${input.count}`,
  );
  return rowsOf<{ id: string; coverage: number | string }>(result);
}

/** Full-text alone (a PostgreSQL server without pgvector): the similarity is the share of the question's weight found. */
async function fullTextRows(
  deps: SearchDeps,
  input: { companyId: string; model: string; terms: Term[]; limit: number },
) {
  const worded = await wordedChunks(deps, { ...input, count: input.limit });
  const coverage = new Map(worded.map((chunk) => [chunk.id, Number(chunk.coverage)]));
  const rows = await passagesByIds(deps, {
    companyId: input.companyId,
    ids: worded.map((chunk) => chunk.id),
    // Ordered by the share of the question found, shown as the similarity: no passage moves.
    terms: null,
    similarity: sql`NULL::float`,
  });
  return rows.map((row) => ({ ...row, similarity: coverage.get(row.id) ?? 0 }));
}

/**
 * The passages `ids` of the company with their files, in the order of `ids`. Given the question's
 * terms, each comes with the weight of the words it uses: a word used four times counts 1.7 times
 * one used once.
 */
async function passagesByIds(
  deps: SearchDeps,
  input: { companyId: string; ids: string[]; terms: Term[] | null; similarity: SQL },
): Promise<Row[]> {
  if (input.ids.length === 0) return [];
  const terms = input.terms && findingTerms(input.terms).map(({ lexeme, idf }) => ({ lexeme, idf }));
  const wordWeight = terms
    ? sql`(
        SELECT coalesce(sum(term.idf * uses * ${1 + REPEAT_SATURATION}::float / (uses + ${REPEAT_SATURATION}::float)), 0)
        FROM (
          SELECT word.lexeme, coalesce(cardinality(word.positions), 1) AS uses FROM unnest(chunk.search_text) word
        ) used
        JOIN jsonb_to_recordset(${JSON.stringify(terms)}::jsonb) AS term(lexeme text, idf float)
          ON term.lexeme = used.lexeme
      )`
    : sql`0`;
  const result = await deps.db.execute(sql`
    SELECT chunk.id, chunk.content, chunk.ordinal, chunk.page, chunk.sheet, chunk.heading,
      chunk.file_id, file.file_name, ${input.similarity} AS similarity, ${wordWeight} AS word_weight
    FROM document_chunks chunk
    JOIN data_room_files file ON file.id = chunk.file_id
    WHERE chunk.company_id = ${input.companyId} AND chunk.id = ANY(${`{${input.ids.join(',')}}`}::uuid[])
  `);
  const byId = new Map(rowsOf<Row>(result).map((row) => [row.id, row]));
  return input.ids.flatMap((id) => byId.get(id) ?? []);
}

function toResult(row: Row): SearchResult {
  // A passage with no word the model knows is stored as the zero vector: the database's cosine of it
  // is NaN (the held index skips it), and it is shown as no similarity, found by its words alone.
  const measured = Number(row.similarity ?? 0);
  const similarity = Number.isFinite(measured) ? Math.min(1, Math.max(0, measured)) : 0;
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
