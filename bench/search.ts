// Document search on the labelled query set (issue 11): the 72 evaluation documents of
// bench/matching go through the real extraction and chunking into one company's data room, with
// nine other companies holding the same documents (so company scoping is exercised), then each
// question of bench/search/queries.json is asked. Prints MRR@10, recall@1/@5/@10 (a question counts
// as found when a passage of one of its answering files is in the top k) and how often the first
// passage of an answering file holds the question's answer fragment, for full-text alone,
// vectors alone and hybrid, on the offline embeddings; then p50/p95 latency of one hybrid query
// over LATENCY_CHUNKS chunks in one company among ten companies (PGlite; PostgreSQL when
// BENCH_DATABASE_URL is set, which without pgvector measures full-text): with the company's index
// held in memory (the default, ADR 16) with the first query's load of the index, and ranked by the database.
// `npx tsx bench/search.ts [--latency-chunks=50000] [--queries=bench/search/holdout-queries.json]`
// (another question set writes its own results file, named after it).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import {
  createHeldSearchIndexes,
  type HeldSearchIndexes,
} from '../src/server/modules/search/held-search-indexes.ts';
import { searchCompanyChunks } from '../src/server/modules/search/search-company-chunks.ts';
import { openBenchDatabase, searchIndexesAsServed } from './lib/bench-database.ts';
import { readLabels } from './lib/matching-set.ts';
import { benchEngine, type Chunk, chunksOfCorpus, companyWith, repeatedChunks } from './lib/search-corpus.ts';
import { median, percentile } from './lib/server.ts';

type Query = { query: string; files: string[]; answer: string };

const latencyChunks = Number(
  process.argv.find((arg) => arg.startsWith('--latency-chunks='))?.split('=')[1] ?? 50_000,
);
const queriesFile =
  process.argv.find((arg) => arg.startsWith('--queries='))?.split('=')[1] ?? 'bench/search/queries.json';
const queries: Query[] = JSON.parse(readFileSync(queriesFile, 'utf8'));
// The tuning set keeps the results file its figures are quoted from; another set writes beside it.
const resultsSuffix = queriesFile.endsWith('/queries.json') ? '' : `-${path.basename(queriesFile, '.json')}`;
const documents = readLabels();

type Strategy = 'full-text' | 'vectors' | 'hybrid';
async function evaluate(
  database: Database,
  hasVectorSearch: boolean,
  companyId: string,
  fileIds: Map<string, string>,
) {
  const deps = {
    db: database.db,
    engine: benchEngine,
    hasVectorSearch,
    searchIndexes: searchIndexesAsServed(),
  };
  const strategies: Strategy[] = hasVectorSearch ? ['full-text', 'vectors', 'hybrid'] : ['full-text'];
  const figures: Record<string, unknown> = {};
  for (const strategy of strategies) {
    let reciprocal = 0;
    const found = { 1: 0, 5: 0, 10: 0 };
    const misses: string[] = [];
    let passageFound = 0;
    const wrongPassage: string[] = [];
    for (const question of queries) {
      const wanted = new Set(question.files.map((file) => fileIds.get(file)));
      const { results } = await searchCompanyChunks(
        { ...deps, hasVectorSearch: strategy !== 'full-text' && hasVectorSearch },
        {
          companyId,
          query: question.query,
          limit: 10,
          ...(strategy === 'vectors' ? { only: 'vectors' } : {}),
        },
      );
      const rank = results.findIndex((result) => wanted.has(result.metadata.file_id)) + 1;
      if (rank > 0) reciprocal += 1 / rank;
      else misses.push(question.query);
      for (const k of [1, 5, 10] as const) if (rank > 0 && rank <= k) found[k]++;
      if (!answerable.has(question)) continue;
      // The passage a user reads first: does the first passage of an answering file hold the answer?
      const first = results.find((result) => wanted.has(result.metadata.file_id));
      if (first && holdsAnswer(first.content, question.answer)) passageFound++;
      else wrongPassage.push(question.query);
    }
    const n = queries.length;
    figures[strategy] = {
      mrrAt10: round(reciprocal / n),
      recallAt1: round(found[1] / n),
      recallAt5: round(found[5] / n),
      recallAt10: round(found[10] / n),
      answerablePassages: answerable.size,
      answerInFirstPassage: round(passageFound / answerable.size),
      missedInTop10: misses,
      answerNotInFirstPassage: wrongPassage,
    };
  }
  return figures;
}

/** One company of `target` chunks (the corpus repeated) among nine of 2,000, then timed queries. */
async function measureLatency(database: Database, hasVectorSearch: boolean, corpus: Chunk[], target: number) {
  for (let i = 0; i < 9; i++) await companyWith(database, `Neighbour ${i}`, repeatedChunks(corpus, 2000));
  const big = await companyWith(database, 'Big Co', repeatedChunks(corpus, target));
  await database.executeSql('ANALYZE');
  const timeQueries = async (searchIndexes: HeldSearchIndexes) => {
    const deps = { db: database.db, engine: benchEngine, hasVectorSearch, searchIndexes };
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const question of queries) {
        const started = performance.now();
        await searchCompanyChunks(deps, { companyId: big.companyId, query: question.query, limit: 10 });
        times.push(performance.now() - started);
      }
    }
    // The first round is the warm-up; its first query loads the company's index when it is held.
    const measured = times.slice(queries.length);
    return {
      firstQueryMs: round(times[0]!),
      queries: measured.length,
      p50Ms: round(median(measured)),
      p95Ms: round(percentile(measured, 95)),
    };
  };
  const index = searchIndexesAsServed();
  const asServed = { ...(await timeQueries(index)), heldMb: round(index.heldBytes / 1024 ** 2) };
  // Without pgvector nothing is held: the database ranks by words either way.
  const rankedByDatabase = hasVectorSearch
    ? await timeQueries(createHeldSearchIndexes({ maxBytes: 0 }))
    : null;
  return { chunks: target, asServed, rankedByDatabase };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** White space folded, so a fragment read from a spreadsheet's tabs or a PDF's line ends still matches. */
const folded = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const holdsAnswer = (passage: string, answer: string) => folded(passage).includes(folded(answer));

const { database, hasVectorSearch, label } = await openBenchDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
});
// A PostgreSQL bench database is reused: start from empty tables.
await database.db.execute(sql`TRUNCATE accounts CASCADE`);
const corpus = await chunksOfCorpus();
const own = await companyWith(database, 'Northwind Robotics', corpus);
for (let i = 0; i < 2; i++) await companyWith(database, `Same documents ${i}`, corpus);
// A question's passage can be judged only when one passage of an answering file holds the whole
// answer fragment; a fragment split across two chunks, or a scan's text OCR reads otherwise, cannot.
const answerable = new Set(
  queries.filter((question) =>
    corpus.some(
      (chunk) => question.files.includes(chunk.file) && holdsAnswer(chunk.content, question.answer),
    ),
  ),
);
const quality = await evaluate(database, hasVectorSearch, own.companyId, own.fileIds);
const latency =
  latencyChunks > 0 ? await measureLatency(database, hasVectorSearch, corpus, latencyChunks) : null;
const report = {
  benchmark: 'search',
  database: label,
  mode: hasVectorSearch ? 'hybrid' : 'full-text',
  embeddingModel: (await benchEngine.embed([])).model,
  documents: documents.length,
  chunks: corpus.length,
  queries: queries.length,
  queriesFile,
  quality,
  latency,
  targets: { hybridMrrAt10: 0.8, p95Ms: 50 },
};
console.info(JSON.stringify(report, null, 2));
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/search${label === 'PGlite' ? '' : '-postgres'}${resultsSuffix}.json`,
  `${JSON.stringify(report, null, 2)}\n`,
);
await database.close();
