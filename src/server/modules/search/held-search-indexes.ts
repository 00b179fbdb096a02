import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';

/** Chunks read per query when a company's index is loaded; one block of vectors each. */
const PAGE = 4096;

export type RankedChunk = { id: string; score: number };

/**
 * A block of up to PAGE chunks' vectors, stored by dimension (compressed sparse columns): the
 * chunks (by their row in the block) holding a nonzero value in dimension d, with those values,
 * are `rows`/`values` from `starts[d]` to `starts[d + 1]`.
 */
type VectorBlock = { size: number; starts: Uint32Array; rows: Uint16Array; values: Float32Array };

/** One company's passages of one model as of `version`: their vectors and the passages holding each word. */
type HeldIndex = {
  version: string;
  dimensions: number;
  ids: string[];
  norms: Float64Array;
  blocks: VectorBlock[];
  /** For each stemmed word of the passages, the rows (in `ids`) of the passages holding it. */
  words: Map<string, Int32Array>;
  bytes: number;
  lastUsed: number;
};

/**
 * Companies' search indexes held in this process (ADR 16): their vectors, for exact cosine, and
 * the passages holding each word, for the word ranking. In PGlite's WebAssembly, pgvector's exact
 * scan of 50,000 vectors takes ~350 ms and the word ranking visits every passage holding a word
 * (~80 ms for common words); held here, both take a few milliseconds, and give the same ranking.
 * The version of the company's passages (document_term_counts, migration 0010) is read on every
 * search, so passages changed by any process are reloaded before they are used. A company whose
 * index does not fit `maxBytes` is searched by the database (`held` answers null); the least
 * recently searched companies leave memory first.
 */
export function createHeldSearchIndexes(options: { maxBytes: number }) {
  const held = new Map<string, HeldIndex>();
  const loading = new Map<string, Promise<HeldIndex | null>>();
  /** Versions found too large to hold, so they are not loaded again on every search. */
  const tooLarge = new Map<string, string>();
  let heldBytes = 0;

  const forget = (key: string) => {
    const entry = held.get(key);
    if (!entry) return;
    heldBytes -= entry.bytes;
    held.delete(key);
  };

  /** Makes room for `bytes`, dropping the least recently searched companies first. */
  const makeRoom = (bytes: number) => {
    const byAge = [...held.entries()].sort((a, b) => a[1].lastUsed - b[1].lastUsed);
    for (const [key] of byAge) {
      if (heldBytes + bytes <= options.maxBytes) break;
      forget(key);
    }
  };

  async function indexOf(db: Db, input: { companyId: string; model: string; dimensions: number }) {
    const key = `${input.companyId}\n${input.model}`;
    const version = await passagesVersion(db, input);
    if (!version) {
      forget(key);
      return 'no passages' as const;
    }
    const current = held.get(key);
    if (current?.version === version) return current;
    forget(key);
    if (options.maxBytes <= 0 || tooLarge.get(key) === version) return null;
    const pendingKey = `${key}\n${version}`;
    let pending = loading.get(pendingKey);
    if (!pending) {
      // The version is read before the passages: a change committed meanwhile makes the next search reload.
      pending = loadIndex(db, { ...input, version, maxBytes: options.maxBytes }).finally(() =>
        loading.delete(pendingKey),
      );
      loading.set(pendingKey, pending);
    }
    const loaded = await pending;
    if (!loaded) {
      tooLarge.set(key, version);
      return null;
    }
    if (held.get(key) !== loaded) {
      forget(key);
      makeRoom(loaded.bytes);
      held.set(key, loaded);
      heldBytes += loaded.bytes;
    }
    return loaded;
  }

  return {
    /**
     * The company's index, current; null when it is too large to hold (the caller asks the
     * database); 'no passages' when the company has none of this model.
     */
    async held(db: Db, input: { companyId: string; model: string; dimensions: number }) {
      const index = await indexOf(db, input);
      if (index && index !== 'no passages') {
        index.lastUsed = performance.now();
        return {
          nearest: (query: { vector: number[]; count: number; minimumSimilarity: number }) =>
            nearestIn(index, query),
          bestByWords: (query: { terms: { lexeme: string; idf: number }[]; count: number }) =>
            bestByWordsIn(index, query),
        };
      }
      return index;
    },
    get heldBytes() {
      return heldBytes;
    },
  };
}

export type HeldSearchIndexes = ReturnType<typeof createHeldSearchIndexes>;

/** The version of the company's passages, from the row its word counts keep for all of them. */
async function passagesVersion(db: Db, input: { companyId: string; model: string }) {
  const result = await db.execute(sql`
    SELECT version::text AS version FROM document_term_counts
    WHERE company_id = ${input.companyId} AND embedding_model = ${input.model} AND term = '' AND passages > 0
  `);
  return rowsOf<{ version: string }>(result)[0]?.version ?? null;
}

/**
 * Reads the company's passages page by page in id order: each vector in pgvector's sparse text
 * form (the offline vectors hold ~140 nonzero values of 1,024) and the words of its search text.
 * Stops, answering null, as soon as the index would take more than `maxBytes`.
 */
async function loadIndex(
  db: Db,
  input: { companyId: string; model: string; dimensions: number; version: string; maxBytes: number },
): Promise<HeldIndex | null> {
  const ids: string[] = [];
  const norms: number[] = [];
  const blocks: VectorBlock[] = [];
  const words = new Map<string, number[]>();
  let nonzero = 0;
  let postings = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const result = await db.execute(sql`
      SELECT id, embedding_vector::sparsevec::text AS vector,
        array_to_string(tsvector_to_array(search_text), ' ') AS words
      FROM document_chunks
      WHERE company_id = ${input.companyId} AND embedding_model = ${input.model} AND id > ${after}::uuid
      ORDER BY id LIMIT ${PAGE}
    `);
    const rows = rowsOf<{ id: string; vector: string | null; words: string }>(result);
    if (rows.length === 0) break;
    const sparse = rows.map((row) => parseSparseVector(row.vector, input.dimensions));
    const block = toBlock(sparse, input.dimensions);
    blocks.push(block);
    nonzero += block.rows.length;
    for (const [r, row] of rows.entries()) {
      const at = ids.length;
      ids.push(row.id);
      norms.push(sparse[r]!.norm);
      // Lexemes hold no spaces: the parser splits words on them. One string parses faster than an array.
      for (const word of row.words ? row.words.split(' ') : []) {
        postings++;
        const holders = words.get(word);
        if (holders) holders.push(at);
        else words.set(word, [at]);
      }
    }
    if (indexBytes({ nonzero, postings, ids: ids.length, words: words.size }) > input.maxBytes) return null;
    after = rows.at(-1)!.id;
    if (rows.length < PAGE) break;
  }
  const wordRows = new Map<string, Int32Array>();
  for (const [word, holders] of words) wordRows.set(word, Int32Array.from(holders));
  return {
    version: input.version,
    dimensions: input.dimensions,
    ids,
    norms: Float64Array.from(norms),
    blocks,
    words: wordRows,
    bytes: indexBytes({ nonzero, postings, ids: ids.length, words: wordRows.size }),
    lastUsed: performance.now(),
  };
}

/** Vector values and their rows, word postings, and about 100 bytes for each id and each distinct word. */
const indexBytes = (counts: { nonzero: number; postings: number; ids: number; words: number }) =>
  counts.nonzero * 6 + counts.postings * 4 + (counts.ids + counts.words) * 100;

type SparseVector = { dimensions: Int32Array; values: Float32Array; norm: number };

/**
 * pgvector's sparse text form, `{3:0.25,17:-0.5}/1024` (1-based dimensions). A chunk without a
 * vector, or of other dimensions than the question's, is never near: it has no values.
 */
function parseSparseVector(text: string | null, dimensions: number): SparseVector {
  const empty = { dimensions: new Int32Array(0), values: new Float32Array(0), norm: 0 };
  if (!text) return empty;
  const close = text.lastIndexOf('}');
  if (Number(text.slice(close + 2)) !== dimensions || close === 1) return empty;
  const pairs = text.slice(1, close).split(',');
  const result = {
    dimensions: new Int32Array(pairs.length),
    values: new Float32Array(pairs.length),
    norm: 0,
  };
  let sumOfSquares = 0;
  for (const [i, pair] of pairs.entries()) {
    const colon = pair.indexOf(':');
    result.dimensions[i] = Number(pair.slice(0, colon)) - 1;
    const value = Number(pair.slice(colon + 1));
    result.values[i] = value;
    sumOfSquares += value * value;
  }
  result.norm = Math.sqrt(sumOfSquares);
  return result;
}

/** Lays a page of vectors out by dimension (see VectorBlock). */
function toBlock(vectors: SparseVector[], dimensions: number): VectorBlock {
  const starts = new Uint32Array(dimensions + 1);
  for (const vector of vectors) for (const d of vector.dimensions) starts[d + 1]!++;
  for (let d = 0; d < dimensions; d++) starts[d + 1]! += starts[d]!;
  const next = starts.slice(0, dimensions);
  const rows = new Uint16Array(starts[dimensions]!);
  const values = new Float32Array(starts[dimensions]!);
  for (const [r, vector] of vectors.entries()) {
    for (let i = 0; i < vector.dimensions.length; i++) {
      const at = next[vector.dimensions[i]!]!++;
      rows[at] = r;
      values[at] = vector.values[i]!;
    }
  }
  return { size: vectors.length, starts, rows, values };
}

/**
 * The `count` chunks nearest to the question by exact cosine (ties by id, as pgvector's scan in
 * search-company-chunks orders them), from `minimumSimilarity` up; only the question's nonzero
 * dimensions are read.
 */
function nearestIn(
  index: HeldIndex,
  query: { vector: number[]; count: number; minimumSimilarity: number },
): RankedChunk[] {
  if (query.vector.length !== index.dimensions) return [];
  let sumOfSquares = 0;
  for (const value of query.vector) sumOfSquares += value * value;
  const questionNorm = Math.sqrt(sumOfSquares);
  if (questionNorm === 0) return [];
  const dots = new Float64Array(index.ids.length);
  let base = 0;
  for (const block of index.blocks) {
    for (const [d, weight] of query.vector.entries()) {
      if (weight === 0) continue;
      for (let k = block.starts[d]!; k < block.starts[d + 1]!; k++) {
        const at = base + block.rows[k]!;
        dots[at] = dots[at]! + weight * block.values[k]!;
      }
    }
    base += block.size;
  }
  const candidates: number[] = [];
  const similarities = new Float64Array(index.ids.length);
  for (let r = 0; r < dots.length; r++) {
    if (index.norms[r] === 0) continue;
    similarities[r] = dots[r]! / (questionNorm * index.norms[r]!);
    if (similarities[r]! >= query.minimumSimilarity) candidates.push(r);
  }
  return topRows(index, candidates, similarities, query.count);
}

/**
 * The `count` chunks holding the most of the question's weight: each chunk's score is the summed
 * IDF of the terms it holds (as wordScores in search-company-chunks computes it in SQL).
 */
function bestByWordsIn(
  index: HeldIndex,
  query: { terms: { lexeme: string; idf: number }[]; count: number },
): RankedChunk[] {
  const scores = new Float64Array(index.ids.length);
  const touched: number[] = [];
  for (const term of query.terms) {
    for (const r of index.words.get(term.lexeme) ?? []) {
      if (scores[r] === 0) touched.push(r);
      scores[r] = scores[r]! + term.idf;
    }
  }
  return topRows(index, touched, scores, query.count);
}

/** The `count` best of `rows` by score, then by id. */
function topRows(index: HeldIndex, rows: number[], scores: Float64Array, count: number): RankedChunk[] {
  const best: number[] = [];
  const before = (a: number, b: number) =>
    scores[a]! > scores[b]! || (scores[a] === scores[b] && index.ids[a]! < index.ids[b]!);
  for (const r of rows) {
    if (best.length === count && !before(r, best[count - 1]!)) continue;
    let at = best.length;
    while (at > 0 && before(r, best[at - 1]!)) at--;
    best.splice(at, 0, r);
    if (best.length > count) best.pop();
  }
  return best.map((r) => ({ id: index.ids[r]!, score: scores[r]! }));
}
