// Scoring (issue 12): a full offline analysis of every factor for one company with a complete
// questionnaire and 40 indexed documents, on in-memory PGlite with pgvector, as the worker runs it
// (the score-company-factors job, FACTOR_CONCURRENCY at a time). Then each factor alone, in turn,
// for the per-factor p50/p95 (retrieval through the document search + the engine + the write).
// Target: the whole analysis under 10 s on this machine.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createOfflineEngine } from '../src/server/ai/offline/offline-engine.ts';
import type { AppDeps } from '../src/server/app-env.ts';
import { dataRoomFiles, documentChunks } from '../src/server/db/schema/data-room.ts';
import { companyQuestions } from '../src/server/db/schema/questionnaire.ts';
import {
  dataRoomRecommendationFiles,
  dataRoomRecommendations,
} from '../src/server/db/schema/recommendations.ts';
import { companyFactorScores, factors } from '../src/server/db/schema/scoring.ts';
import { seedFactors } from '../src/server/db/seed/seed-factors.ts';
import { createLogger } from '../src/server/logger.ts';
import { factorColumns } from '../src/server/modules/scoring/factor-columns.ts';
import { loadScoringContext } from '../src/server/modules/scoring/load-scoring-context.ts';
import { recordFactorCompleted } from '../src/server/modules/scoring/record-factor-result.ts';
import { scoreCompanyFactorsJob } from '../src/server/modules/scoring/score-company-factors.job.ts';
import { wellGovernedAnswers } from '../src/server/modules/scoring/scoring-test-kit.ts';
import { insertBenchCompany, openBenchDatabase, searchIndexesAsServed } from './lib/bench-database.ts';

const DOCUMENTS = 40;
const CHUNK_CHARS = 1200;

const { database, db, hasVectorSearch } = await openBenchDatabase();
await seedFactors(db);
const engine = createOfflineEngine();
const deps = {
  db,
  engine,
  hasVectorSearch,
  searchIndexes: searchIndexesAsServed(),
  logger: createLogger('silent'),
} as unknown as AppDeps;

// A company with every question answered.
const questions = await db.select().from(companyQuestions);
const { account, company } = await insertBenchCompany(
  db,
  'Bench Holdings Ltd',
  questions.map((q) => ({
    questionId: q.id,
    answerValue:
      (q.key && wellGovernedAnswers[q.key]) ??
      (q.answerSet === 'Radio'
        ? q.options![0]!
        : q.answerSet === 'Year'
          ? '2022'
          : q.answerSet === 'Number'
            ? '12'
            : 'Described in full for the bench.'),
  })),
);

// The recommendation the offline engine makes for those answers.
const answersForEngine = questions.map((q) => ({
  questionId: q.id,
  key: q.key,
  questionText: q.questionText,
  area: q.governanceArea,
  value: (q.key && wellGovernedAnswers[q.key]) ?? (q.answerSet === 'Radio' ? q.options![0]! : '12'),
}));
const recommended = await engine.recommendDocuments({
  companyName: company.name,
  answers: answersForEngine,
  totalQuestions: questions.length,
});
const [recommendation] = await db
  .insert(dataRoomRecommendations)
  .values({ accountId: account.id, status: 'complete', isActive: true })
  .returning();
const recommendedFiles = await db
  .insert(dataRoomRecommendationFiles)
  .values(
    recommended.documents.map((d) => ({
      recommendationId: recommendation!.id,
      accountId: account.id,
      documentKey: d.key,
      fileName: d.fileName,
      category: d.category,
      action: 'new' as const,
      priority: d.priority,
      description: d.description,
    })),
  )
  .returning();

// 40 text documents from the corpus (reused under new names where it has fewer), chunked and embedded.
const corpusDir = path.resolve('../shared/corpus');
const texts = readdirSync(corpusDir, { recursive: true, encoding: 'utf8' })
  .map((name) => path.join(corpusDir, name))
  .filter((file) => statSync(file).isFile() && /\.(md|txt)$/.test(file) && !file.endsWith('SOURCES.md'));
let chunkCount = 0;
for (let index = 0; index < DOCUMENTS; index++) {
  const source = texts[index % texts.length]!;
  const text = readFileSync(source, 'utf8');
  const match = recommendedFiles[index % recommendedFiles.length]!;
  const [file] = await db
    .insert(dataRoomFiles)
    .values({
      accountId: account.id,
      companyId: company.id,
      fileName: `${index + 1}-${path.basename(source)}`,
      fileSize: text.length,
      format: 'txt',
      storageKey: `bench/${index}`,
      status: 'complete',
      matchedFileId: match.id,
      confidenceScore: index % 3 === 0 ? 0.6 : 0.9,
    })
    .returning();
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += CHUNK_CHARS)
    pieces.push(text.slice(start, start + CHUNK_CHARS));
  const { model, vectors } = await engine.embed(pieces);
  await db.insert(documentChunks).values(
    pieces.map((content, ordinal) => ({
      fileId: file!.id,
      accountId: account.id,
      companyId: company.id,
      ordinal,
      content,
      embeddingModel: model,
      embedding: vectors[ordinal]!,
    })),
  );
  chunkCount += pieces.length;
  await db.update(dataRoomFiles).set({ totalChunks: pieces.length }).where(eq(dataRoomFiles.id, file!.id));
}

// 1. The whole analysis, as the worker runs it.
const allFactors = await db.select({ id: factors.id }).from(factors);
const runId = crypto.randomUUID();
await db.insert(companyFactorScores).values(
  allFactors.map((f) => ({
    accountId: account.id,
    companyId: company.id,
    factorId: f.id,
    status: 'processing' as const,
    jobId: runId,
  })),
);
const wallStarted = performance.now();
await scoreCompanyFactorsJob.handle(
  deps,
  { runId, accountId: account.id, companyId: company.id },
  { id: runId, retryCount: 0, retryLimit: 0, signal: new AbortController().signal },
);
const wallMs = performance.now() - wallStarted;
const done = await db
  .select({ status: companyFactorScores.status, count: sql<number>`count(*)::int` })
  .from(companyFactorScores)
  .groupBy(companyFactorScores.status);

// 2. Each factor alone, for the per-factor distribution.
const context = await loadScoringContext(deps, { accountId: account.id, companyId: company.id });
const rows = await db
  .select({ rowId: companyFactorScores.id, factor: factorColumns })
  .from(companyFactorScores)
  .innerJoin(factors, eq(factors.id, companyFactorScores.factorId));
const perFactor: number[] = [];
for (const { rowId, factor } of rows) {
  const started = performance.now();
  const result = await engine.scoreFactor(await context.inputFor(factor));
  await db
    .update(companyFactorScores)
    .set({ status: 'processing', jobId: null })
    .where(eq(companyFactorScores.id, rowId));
  await recordFactorCompleted(db, { rowId, runId: null, result, engine: engine.name });
  perFactor.push(performance.now() - started);
}
perFactor.sort((a, b) => a - b);
const quantile = (q: number) => perFactor[Math.min(perFactor.length - 1, Math.floor(q * perFactor.length))]!;

const figures = {
  factors: allFactors.length,
  documents: DOCUMENTS,
  chunks: chunkCount,
  vectorSearch: hasVectorSearch,
  statuses: Object.fromEntries(done.map((d) => [d.status, d.count])),
  wallMs: Math.round(wallMs),
  perFactorP50Ms: Math.round(quantile(0.5) * 10) / 10,
  perFactorP95Ms: Math.round(quantile(0.95) * 10) / 10,
  perFactorMaxMs: Math.round(perFactor.at(-1)! * 10) / 10,
};
console.info(
  `${figures.factors} factors, ${DOCUMENTS} documents (${chunkCount} chunks), vector search: ${hasVectorSearch}\n`,
);
console.info('| offline scoring | value |\n|---|---|');
console.info(`| whole analysis (score-company-factors job) | ${figures.wallMs} ms (target < 10 s) |`);
console.info(
  `| per factor p50 / p95 / max | ${figures.perFactorP50Ms} / ${figures.perFactorP95Ms} / ${figures.perFactorMaxMs} ms |`,
);
console.info(`| outcome | ${JSON.stringify(figures.statuses)} |`);
writeFileSync('bench/results/scoring.json', `${JSON.stringify(figures, null, 2)}\n`);
await database.pglite?.close();
