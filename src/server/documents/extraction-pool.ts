import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { DocumentReadError, type DocumentSection, defaultExtractionLimits } from './document-types.ts';
import type { ExtractTask, OcrTask, RawExtraction, WorkerOutcome } from './extraction-worker.ts';

export type ExtractionPoolOptions = {
  /** Threads reading text at once (OCR has one thread of its own). */
  maxThreads: number;
  /** Time limit for reading one file's text; OCR gets this much per page on top. */
  timeoutMs: number;
  /** JS heap limit per worker; a file that exhausts it kills only its worker. */
  maxOldGenerationMb: number;
  /** Scanned pages read by OCR per file; later pages are skipped (OCR takes 1–3 s a page). */
  ocrPageCap: number;
};

export type ExtractionPool = {
  options: ExtractionPoolOptions;
  extract(task: Omit<ExtractTask, 'kind' | 'limits'>, run: RunLimits): Promise<RawExtraction>;
  ocr(
    task: Omit<OcrTask, 'kind' | 'progress'>,
    run: RunLimits & { onPage?: (page: number, pages: number) => void },
  ): Promise<DocumentSection[]>;
  destroy(): Promise<void>;
};

type RunLimits = { signal?: AbortSignal; timeoutMs: number };

// Node strips the types of the .ts worker itself in development and tests; the build bundles it
// as extraction-worker.js beside the server.
const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './extraction-worker.ts' : './extraction-worker.js',
  import.meta.url,
).href;

/**
 * Two worker pools: one reads text, one runs OCR, which needs 330–490 MB and seconds a page, so
 * that a scan never holds up the text of other files. A worker that runs out of time or heap is
 * terminated and replaced; the pool goes on.
 */
export function createExtractionPool(options: ExtractionPoolOptions): ExtractionPool {
  const text = new Piscina({
    filename: workerFile,
    maxThreads: options.maxThreads,
    minThreads: 0,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationMb },
  });
  const ocr = new Piscina({
    filename: workerFile,
    maxThreads: 1,
    minThreads: 0,
    idleTimeout: 30_000,
    // Tesseract's memory is WebAssembly, outside this limit; the page cap bounds it instead.
    resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationMb },
  });
  return {
    options,
    extract: (task, run) =>
      runLimited<RawExtraction>(text, { ...task, kind: 'extract', limits: defaultExtractionLimits }, run),
    async ocr(task, run) {
      const channel = new MessageChannel();
      channel.port1.on('message', ({ page, pages }: { page: number; pages: number }) =>
        run.onPage?.(page, pages),
      );
      try {
        const progress = channel.port2;
        return await runLimited<DocumentSection[]>(ocr, { ...task, kind: 'ocr', progress }, run, [progress]);
      } finally {
        channel.port1.close();
      }
    },
    async destroy() {
      await Promise.all([text.destroy(), ocr.destroy()]);
    },
  };
}

async function runLimited<T>(
  pool: Piscina,
  task: ExtractTask | OcrTask,
  { signal, timeoutMs }: RunLimits,
  transferList?: OcrTask['progress'][],
): Promise<T> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let outcome: WorkerOutcome<T>;
  try {
    outcome = await pool.run(task, { signal: combined, transferList });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) throw new DocumentReadError('timeout');
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new DocumentReadError('too_large');
    // A parser crashing on malformed input: to the user, the file could not be read.
    throw Object.assign(new DocumentReadError('damaged'), { cause: error });
  }
  if (!outcome.ok) throw new DocumentReadError(outcome.problem, outcome.message);
  return outcome.value;
}
