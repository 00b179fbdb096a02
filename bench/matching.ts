// Document matching on the labelled evaluation set (issue 10): every knowledge-base document is a
// recommended file, each labelled document's text goes through engine.analyzeDocument, and the match
// is compared with its labels. Prints top-1 accuracy (targets ≥ 90%), the share of unrelated
// documents matched at ≥ 0.5 (≤ 5%), extraction success per format and time per document.
// `npx tsx bench/matching.ts [labels.json] [--texts]`
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RecommendedFileProfile } from '../src/server/ai/engine.ts';
import { createOfflineEngine } from '../src/server/ai/offline/offline-engine.ts';
import { documentKnowledgeBase } from '../src/server/db/seed/document-knowledge-base.ts';
import { type ExtractText, openPipelineExtractor, readLabels, readTextCopy } from './lib/matching-set.ts';
import { median, percentile } from './lib/server.ts';

const FULFILLED = 0.8;
const PARTIAL = 0.5;

const labelsFile = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const documents = readLabels(labelsFile);
// The tuning set keeps the results file its figures are quoted from; another set writes beside it
// (bench/matching-holdout/labels.json → matching-holdout.json).
const resultsName = labelsFile ? path.basename(path.dirname(path.resolve(labelsFile))) : 'matching';
// The real pipeline when this checkout has it; `--texts` (or its absence) uses the text copies.
const pipeline = process.argv.includes('--texts') ? null : await openPipelineExtractor();
const extract: ExtractText = pipeline?.extract ?? readTextCopy;
const extractionLabel = pipeline
  ? 'the extraction pipeline (extractDocument)'
  : 'plain-text copies (bench/matching/texts)';

const recommendedFiles: RecommendedFileProfile[] = documentKnowledgeBase.map((document) => ({
  id: document.key,
  fileName: document.fileName,
  category: document.category,
  description: document.description,
  documentKey: document.key,
}));
const engine = createOfflineEngine();

type Row = {
  path: string;
  format: string;
  labels: string[] | null;
  extracted: boolean;
  matched: string | null;
  confidence: number;
  correct: boolean;
  fulfilsAnotherWhenAbsent: boolean;
  ms: number;
  reasoning: string;
};
const rows: Row[] = [];
for (const document of documents) {
  const fileName = path.basename(document.path);
  let extracted: { title: string | null; text: string } | null = null;
  try {
    extracted = await extract(document.path, fileName);
  } catch (error) {
    console.warn(`extraction failed: ${document.path}: ${(error as Error).message}`);
  }
  const ok = extracted !== null && extracted.text.trim().length > 0;
  const started = performance.now();
  const analysis = ok
    ? await engine.analyzeDocument({
        fileName,
        title: extracted!.title,
        text: extracted!.text,
        recommendedFiles,
      })
    : { matchedFileId: null, confidence: 0, reasoning: 'not extracted', summary: '' };
  const ms = performance.now() - started;
  // The same document when its own file is not recommended: it must not fulfil a neighbour.
  const absent =
    ok && document.labels
      ? await engine.analyzeDocument({
          fileName,
          title: extracted!.title,
          text: extracted!.text,
          recommendedFiles: recommendedFiles.filter((file) => !document.labels!.includes(file.id)),
        })
      : null;
  const isRight = (a: { matchedFileId: string | null; confidence: number } | null) =>
    a !== null &&
    (document.labels
      ? a.matchedFileId !== null && document.labels.includes(a.matchedFileId)
      : a.matchedFileId === null || a.confidence < PARTIAL);
  const correct = isRight(analysis);
  rows.push({
    path: document.path,
    format: document.format,
    labels: document.labels,
    extracted: ok,
    matched: analysis.matchedFileId,
    confidence: analysis.confidence,
    correct,
    fulfilsAnotherWhenAbsent:
      absent !== null && absent.matchedFileId !== null && absent.confidence >= PARTIAL,
    ms,
    reasoning: analysis.reasoning,
  });
}

await pipeline?.close();

const related = rows.filter((r) => r.labels);
const unrelated = rows.filter((r) => !r.labels);
const top1 = related.filter((r) => r.correct).length / related.length;
const absentMatched = related.filter((r) => r.fulfilsAnotherWhenAbsent).length / related.length;
const fulfilled = related.filter((r) => r.correct && r.confidence >= FULFILLED).length / related.length;
const unrelatedMatched =
  unrelated.filter((r) => r.matched && r.confidence >= PARTIAL).length / unrelated.length;
const formats = [...new Set(rows.map((r) => r.format))].sort();
const perFormat = Object.fromEntries(
  formats.map((format) => {
    const of = rows.filter((r) => r.format === format);
    return [format, { documents: of.length, extracted: of.filter((r) => r.extracted).length }];
  }),
);
const times = rows.map((r) => r.ms);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const round = (x: number) => Math.round(x * 1000) / 1000;

console.info(
  `${rows.length} documents (${related.length} due-diligence, ${unrelated.length} unrelated), ` +
    `${recommendedFiles.length} recommended files, text from ${extractionLabel}.\n`,
);
console.info('| document | expected | matched | confidence |\n|---|---|---|---|');
for (const r of rows.filter((row) => !row.correct)) {
  console.info(
    `| ✗ ${path.basename(r.path)} | ${r.labels?.join(' or ') ?? 'no match'} | ${r.matched ?? 'no match'} | ${r.confidence} |`,
  );
}
console.info('\n| measure | value | target |\n|---|---|---|');
console.info(`| top-1 accuracy | ${pct(top1)} | ≥ 90% |`);
console.info(`| right file at ≥ 0.8 (fulfilled) | ${pct(fulfilled)} | |`);
console.info(`| unrelated matched at ≥ 0.5 | ${pct(unrelatedMatched)} | ≤ 5% |`);
console.info(`| own file not recommended, another matched at ≥ 0.5 | ${pct(absentMatched)} | |`);
console.info(
  `| analyzeDocument per document | median ${round(median(times))} ms, p95 ${round(percentile(times, 95))} ms | |`,
);
console.info('\n| format | documents | extracted |\n|---|---|---|');
for (const [format, f] of Object.entries(perFormat))
  console.info(`| ${format} | ${f.documents} | ${f.extracted} |`);

writeFileSync(
  `bench/results/${resultsName}.json`,
  `${JSON.stringify(
    {
      benchmark: 'matching',
      engine: engine.name,
      extraction: extractionLabel,
      documents: rows.length,
      dueDiligence: related.length,
      unrelated: unrelated.length,
      recommendedFiles: recommendedFiles.length,
      top1Accuracy: round(top1),
      fulfilledShare: round(fulfilled),
      ownFileAbsentMatchedAtPartial: round(absentMatched),
      unrelatedMatchedAtPartial: round(unrelatedMatched),
      targets: { top1Accuracy: 0.9, unrelatedMatchedAtPartial: 0.05 },
      meetsTargets: top1 >= 0.9 && unrelatedMatched <= 0.05,
      analyzeMs: { median: round(median(times)), p95: round(percentile(times, 95)) },
      extractionPerFormat: perFormat,
      results: rows.map(({ ms: _ms, ...row }) => row),
      node: process.version,
      measuredAt: new Date().toISOString(),
    },
    null,
    2,
  )}\n`,
);
