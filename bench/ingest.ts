// Document ingestion (issue 10): extraction + chunking over ../shared/corpus through the real
// extraction pool, against Debian's `pdftotext` (poppler) on the same text PDFs in the same run.
// Goal: at least half pdftotext's speed on text PDFs. The pool's warm-up (starting worker threads,
// loading pdf.js and the parsers) is measured separately and left out of the throughput figures.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chunkDocument } from '../src/server/documents/chunk-document.ts';
import type { DocumentFormat } from '../src/server/documents/document-types.ts';
import { extractDocument } from '../src/server/documents/extract-document.ts';
import { createExtractionPool, type ExtractionPool } from '../src/server/documents/extraction-pool.ts';

const corpusDir = path.resolve('../shared/corpus');
const rounds = 3;
const files = readdirSync(corpusDir, { recursive: true, encoding: 'utf8' })
  .map((name) => path.join(corpusDir, name))
  .filter((file) => statSync(file).isFile() && !file.endsWith('SOURCES.md'));

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

type Outcome = {
  file: string;
  format?: DocumentFormat;
  ok: boolean;
  pages: number;
  bytes: number;
  ms: number;
};
async function ingest(pool: ExtractionPool, file: string): Promise<Outcome> {
  const bytes = statSync(file).size;
  const started = performance.now();
  try {
    const doc = await extractDocument(pool, file, path.basename(file));
    chunkDocument(doc);
    return {
      file,
      format: doc.format,
      ok: true,
      pages: doc.pageCount ?? 0,
      bytes,
      ms: performance.now() - started,
    };
  } catch {
    return { file, ok: false, pages: 0, bytes, ms: performance.now() - started };
  }
}
/** Runs `work` over `items`, `lanes` at a time, keeping the results in order. */
async function inLanes<T, R>(items: T[], lanes: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

// Text PDFs: a pool without OCR, so that it reads exactly what pdftotext reads (the text layer).
const textPool = createExtractionPool({
  maxThreads: 2,
  timeoutMs: 60_000,
  maxOldGenerationMb: 512,
  ocrPageCap: 0,
});
const warmupStarted = performance.now();
// Two lanes, so that both worker threads have started and loaded their parsers.
const firstPass = await inLanes(files, 2, (file) => ingest(textPool, file));
const warmupMs = performance.now() - warmupStarted;
const textPdfs = firstPass
  .filter((outcome) => outcome.ok && outcome.format === 'pdf')
  .map((outcome) => outcome.file);
const others = firstPass
  .filter((outcome) => outcome.ok && outcome.format !== 'pdf')
  .map((outcome) => outcome.file);

let pdfMs = 0;
let pdfPages = 0;
let pdfBytes = 0;
let otherMs = 0;
let otherBytes = 0;
for (let round = 0; round < rounds; round++) {
  for (const file of textPdfs) {
    const outcome = await ingest(textPool, file);
    pdfMs += outcome.ms;
    pdfPages += outcome.pages;
    pdfBytes += outcome.bytes;
  }
  for (const file of others) {
    const outcome = await ingest(textPool, file);
    otherMs += outcome.ms;
    otherBytes += outcome.bytes;
  }
}
// Both threads busy (two files at a time): what a worker process ingesting an upload burst gets.
const concurrentStarted = performance.now();
const concurrent: Outcome[] = [];
for (let round = 0; round < rounds; round++)
  concurrent.push(...(await inLanes(textPdfs, 2, (file) => ingest(textPool, file))));
const concurrentMs = performance.now() - concurrentStarted;
await textPool.destroy();

let popplerMs = 0;
for (let round = 0; round < rounds; round++) {
  for (const file of textPdfs) {
    const started = performance.now();
    const result = spawnSync('pdftotext', ['-q', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`pdftotext failed on ${file}`);
    popplerMs += performance.now() - started;
  }
}

// Scans: OCR through its own worker (one thread, the default page cap).
const ocrPool = createExtractionPool({
  maxThreads: 2,
  timeoutMs: 60_000,
  maxOldGenerationMb: 512,
  ocrPageCap: 20,
});
const scans = firstPass.filter((outcome) => !outcome.ok && outcome.file.match(/certificate|TY2015/));
const ocrStarted = performance.now();
const ocrOutcomes: Outcome[] = [];
for (const scan of scans) ocrOutcomes.push(await ingest(ocrPool, scan.file));
const ocrMs = performance.now() - ocrStarted;
await ocrPool.destroy();
clearInterval(sampler);

const perSecond = (amount: number, ms: number) => Math.round((amount / ms) * 1000 * 10) / 10;
const megabytes = (bytes: number) => bytes / 1024 / 1024;
const pagesPerPass = pdfPages / rounds;
const result = {
  benchmark: 'ingest',
  corpusFiles: files.length,
  textPdfs: { files: textPdfs.length, pages: pagesPerPass, rounds },
  warmupMs: Math.round(warmupMs),
  keel: {
    textPdfPagesPerSecond: perSecond(pdfPages, pdfMs),
    textPdfMbPerSecond: perSecond(megabytes(pdfBytes), pdfMs),
    textPdfPagesPerSecondTwoThreads: perSecond(sum(concurrent.map((outcome) => outcome.pages)), concurrentMs),
    otherFormatsMbPerSecond: perSecond(megabytes(otherBytes), otherMs),
    otherFormatsFilesPerSecond: perSecond(others.length * rounds, otherMs),
    ocrPagesPerSecond: perSecond(sum(ocrOutcomes.map((outcome) => outcome.pages)), ocrMs),
    ocrPages: sum(ocrOutcomes.map((outcome) => outcome.pages)),
  },
  pdftotext: {
    textPdfPagesPerSecond: perSecond(pdfPages, popplerMs),
    textPdfMbPerSecond: perSecond(megabytes(pdfBytes), popplerMs),
  },
  speedVersusPdftotext: Math.round((popplerMs / pdfMs) * 100) / 100,
  speedVersusPdftotextTwoThreads: Math.round((popplerMs / concurrentMs) * 100) / 100,
  peakRssMb: Math.round(megabytes(peakRss)),
  failures: firstPass
    .filter((outcome) => !outcome.ok)
    .map((outcome) => path.relative(corpusDir, outcome.file)),
  node: process.version,
  measuredAt: new Date().toISOString(),
};

console.info('| measure | Keel | pdftotext |\n|---|---|---|');
console.info(
  `| text PDFs (${textPdfs.length} files, ${pagesPerPass} pages): pages/s | ${result.keel.textPdfPagesPerSecond} | ${result.pdftotext.textPdfPagesPerSecond} |`,
);
console.info(
  `| text PDFs: MB/s | ${result.keel.textPdfMbPerSecond} | ${result.pdftotext.textPdfMbPerSecond} |`,
);
console.info(
  `| text PDFs, both pool threads busy: pages/s | ${result.keel.textPdfPagesPerSecondTwoThreads} | |`,
);
console.info(
  `| docx, doc, xlsx, xls, csv, txt, md (${others.length} files): MB/s | ${result.keel.otherFormatsMbPerSecond} | |`,
);
console.info(`| same: files/s | ${result.keel.otherFormatsFilesPerSecond} | |`);
console.info(
  `| scanned PDFs by OCR (${result.keel.ocrPages} pages): pages/s | ${result.keel.ocrPagesPerSecond} | |`,
);
console.info(`| pool warm-up (first pass over the corpus) | ${result.warmupMs} ms | |`);
console.info(`| peak RSS | ${result.peakRssMb} MB | |`);
console.info(
  `\nKeel reads text PDFs at ${result.speedVersusPdftotext}× pdftotext's speed on one thread and ${result.speedVersusPdftotextTwoThreads}× with the pool's two threads (goal ≥ 0.5).`,
);
writeFileSync('bench/results/ingest.json', `${JSON.stringify(result, null, 2)}\n`);
