// Offline recommendation generation for a fully answered questionnaire (issue 5: under 1 s of server
// time). Measures the engine alone (the knowledge-base rules over every answer) and the whole
// generateRecommendation() job work on an in-memory PGlite: read the run and answers, run the
// engine, compare with the previous active recommendation and store the files in one transaction.
import { writeFileSync } from 'node:fs';
import { validateAnswer } from '../src/domain/questionnaire.ts';
import type { EngineAnswer } from '../src/server/ai/engine.ts';
import { createOfflineEngine, selectDocuments } from '../src/server/ai/offline/offline-engine.ts';
import { users } from '../src/server/db/schema/auth.ts';
import {
  dataRoomRecommendationFiles,
  dataRoomRecommendations,
} from '../src/server/db/schema/recommendations.ts';
import { documentKnowledgeBase } from '../src/server/db/seed/document-knowledge-base.ts';
import { listQuestions } from '../src/server/modules/questionnaire/list-questions.ts';
import { generateRecommendation } from '../src/server/modules/recommendations/generate-recommendation.ts';
import { insertBenchCompany, openBenchDatabase } from './lib/bench-database.ts';
import { median, percentile } from './lib/server.ts';

const ENGINE_ITERATIONS = 2_000;
const GENERATION_RUNS = 20;

const { database, db } = await openBenchDatabase();
const questions = await listQuestions(db);

// Every question answered with a valid value; the first Radio option is mostly 'Yes', which
// switches on the most rules (debt, subsidiaries, personal data, registered IP…).
const sample = { Number: '25', Year: '2020', Text: 'Acme Inc. builds software for logistics companies.' };
const answers: EngineAnswer[] = questions.map((q) => {
  const raw = q.answerSet === 'Radio' ? q.options![0]! : sample[q.answerSet as keyof typeof sample];
  const checked = validateAnswer(q, raw);
  if (!checked.ok) throw new Error(`${q.key}: ${checked.message}`);
  return {
    questionId: q.id,
    key: q.key,
    questionText: q.questionText,
    area: q.governanceArea,
    value: checked.value,
  };
});

const [user] = await db.insert(users).values({ email: 'bench@example.com', emailVerified: true }).returning();
const { account } = await insertBenchCompany(
  db,
  'Acme Inc.',
  answers.map((a) => ({ questionId: a.questionId, answerValue: a.value, answeredBy: user!.id })),
);

// The engine alone: the rules, then the engine call as the job makes it.
const byKey = new Map(answers.map((a) => [a.key!, a.value]));
const engine = createOfflineEngine();
const input = { companyName: 'Acme Inc.', answers, totalQuestions: questions.length };
const selectMs: number[] = [];
const engineMs: number[] = [];
let documents = 0;
for (let i = 0; i < ENGINE_ITERATIONS; i++) {
  let started = performance.now();
  documents = selectDocuments(documentKnowledgeBase, byKey).length;
  selectMs.push(performance.now() - started);
  started = performance.now();
  await engine.recommendDocuments(input);
  engineMs.push(performance.now() - started);
}

// The whole job's work; each run after the first compares itself with the previous active one.
const generationMs: number[] = [];
for (let i = 0; i < GENERATION_RUNS; i++) {
  const [run] = await db
    .insert(dataRoomRecommendations)
    .values({ accountId: account.id, status: 'processing', startedBy: user!.id })
    .returning();
  const started = performance.now();
  await generateRecommendation({ db, engine }, { recommendationId: run!.id });
  generationMs.push(performance.now() - started);
}
const files = await db.$count(dataRoomRecommendationFiles);
await database.close();

const round = (ms: number) => Math.round(ms * 1000) / 1000;
const summary = {
  benchmark: 'recommendations',
  questionsAnswered: answers.length,
  knowledgeBaseDocuments: documentKnowledgeBase.length,
  documentsRecommended: documents,
  selectDocumentsMs: {
    iterations: ENGINE_ITERATIONS,
    median: round(median(selectMs)),
    p95: round(percentile(selectMs, 95)),
  },
  engineRecommendDocumentsMs: {
    iterations: ENGINE_ITERATIONS,
    median: round(median(engineMs)),
    p95: round(percentile(engineMs, 95)),
  },
  generateRecommendationMs: {
    runs: GENERATION_RUNS,
    database: 'PGlite (in memory)',
    median: round(median(generationMs)),
    p95: round(percentile(generationMs, 95)),
    max: round(Math.max(...generationMs)),
  },
  filesStored: files,
  targetMs: 1000,
  meetsTarget: median(generationMs) < 1000,
  node: process.version,
  measuredAt: new Date().toISOString(),
};
const { selectDocumentsMs: s, engineRecommendDocumentsMs: e, generateRecommendationMs: g } = summary;
console.info(`Fully answered questionnaire: ${answers.length} answers → ${documents} documents.\n`);
console.info('| offline generation | median | p95 |\n|---|---|---|');
console.info(`| selectDocuments (${s.iterations}×) | ${s.median} ms | ${s.p95} ms |`);
console.info(`| engine.recommendDocuments (${e.iterations}×) | ${e.median} ms | ${e.p95} ms |`);
console.info(`| generateRecommendation on PGlite (${g.runs}×) | ${g.median} ms | ${g.p95} ms |`);
console.info(
  `\nTarget: under ${summary.targetMs} ms of server time: ${summary.meetsTarget ? 'met' : 'NOT met'}.`,
);
writeFileSync('bench/results/recommendations.json', `${JSON.stringify(summary, null, 2)}\n`);
