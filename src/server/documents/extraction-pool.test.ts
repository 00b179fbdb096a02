import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { createExtractionPool, type ExtractionPool } from './extraction-pool.ts';

const corpus = (file: string) => path.resolve('../shared/corpus', file);
const extract = (
  pool: ExtractionPool,
  file: string,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
) => extractDocument(pool, corpus(file), path.basename(file), options);

/** A one-thread pool of its own per test, so that killing its worker proves something. */
async function withPool(maxOldGenerationMb: number, use: (pool: ExtractionPool) => Promise<void>) {
  const pool = createExtractionPool({ maxThreads: 1, timeoutMs: 15_000, maxOldGenerationMb, ocrPageCap: 1 });
  try {
    await use(pool);
  } finally {
    await pool.destroy();
  }
}

describe('the extraction pool contains files that run away', () => {
  test('a file that takes longer than the time limit is stopped, and the pool reads the next file', () =>
    withPool(256, async (pool) => {
      // 84 pages cannot be read in 30 ms (starting the worker alone takes longer).
      await expect(
        extract(pool, 'policies/standard-ethical-conduct.pdf', { timeoutMs: 30 }),
      ).rejects.toMatchObject({
        problem: 'timeout',
        message: 'Reading this file took too long',
      });
      expect((await extract(pool, 'policies/code-of-conduct.pdf')).title).toBe('DRAFT Code of Conduct 2025');
    }));

  test('a file that exhausts its worker heap kills only that worker', () =>
    // large_strings.xlsx inflates to tens of millions of characters while SheetJS parses it.
    withPool(48, async (pool) => {
      await expect(extract(pool, 'formats/large_strings.xlsx')).rejects.toMatchObject({
        problem: 'too_large',
        message: 'This file is too large to read',
      });
      const next = await extract(pool, 'finance/ocf2ocx.xlsx');
      expect(next.sections.map((section) => section.sheet)).toContain('Summary Snapshot');
    }));

  test("the caller's abort signal stops the work with the caller's reason", () =>
    withPool(256, async (pool) => {
      const controller = new AbortController();
      const reading = extract(pool, 'policies/standard-ethical-conduct.pdf', { signal: controller.signal });
      controller.abort(new Error('file deleted'));
      await expect(reading).rejects.toThrow('file deleted');
    }));
});
