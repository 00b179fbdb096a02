import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { createExtractionPool } from './extraction-pool.ts';

const corpus = (file: string) => path.resolve('../shared/corpus', file);
const extract = (pool: ReturnType<typeof createExtractionPool>, file: string, timeoutMs?: number) =>
  extractDocument(pool, corpus(file), path.basename(file), { timeoutMs });

describe('the extraction pool contains files that run away', () => {
  test('a file that takes longer than the time limit is stopped, and the pool reads the next file', async () => {
    const pool = createExtractionPool({
      maxThreads: 1,
      timeoutMs: 15_000,
      maxOldGenerationMb: 256,
      ocrPageCap: 1,
    });
    try {
      // 84 pages cannot be read in 30 ms (starting the worker alone takes longer).
      await expect(extract(pool, 'policies/standard-ethical-conduct.pdf', 30)).rejects.toMatchObject({
        problem: 'timeout',
        message: 'Reading this file took too long',
      });
      const next = await extract(pool, 'policies/code-of-conduct.pdf');
      expect(next.title).toBe('DRAFT Code of Conduct 2025');
    } finally {
      await pool.destroy();
    }
  });

  test('a file that exhausts its worker heap kills only that worker', async () => {
    // large_strings.xlsx inflates to tens of millions of characters while SheetJS parses it.
    const pool = createExtractionPool({
      maxThreads: 1,
      timeoutMs: 15_000,
      maxOldGenerationMb: 48,
      ocrPageCap: 1,
    });
    try {
      await expect(extract(pool, 'formats/large_strings.xlsx')).rejects.toMatchObject({
        problem: 'too_large',
        message: 'This file is too large to read',
      });
      const next = await extract(pool, 'finance/ocf2ocx.xlsx');
      expect(next.sections.map((section) => section.sheet)).toContain('Summary Snapshot');
    } finally {
      await pool.destroy();
    }
  });

  test("the caller's abort signal stops the work with the caller's reason", async () => {
    const pool = createExtractionPool({
      maxThreads: 1,
      timeoutMs: 15_000,
      maxOldGenerationMb: 256,
      ocrPageCap: 1,
    });
    try {
      const controller = new AbortController();
      const reading = extractDocument(pool, corpus('policies/standard-ethical-conduct.pdf'), 'ethics.pdf', {
        signal: controller.signal,
      });
      controller.abort(new Error('file deleted'));
      await expect(reading).rejects.toThrow('file deleted');
    } finally {
      await pool.destroy();
    }
  });
});
