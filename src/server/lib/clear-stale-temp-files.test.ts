import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { clearStaleTempFiles } from './clear-stale-temp-files.ts';

// A file another program holds open (EBUSY on some systems) cannot be removed; root ignores modes,
// so the failure is made here, for names saying so, and every other removal is the real one.
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...real,
    rm: async (file: string, options?: Parameters<typeof real.rm>[1]) => {
      if (String(file).includes('held-open')) throw Object.assign(new Error('EBUSY'), { code: 'EBUSY' });
      return real.rm(file, options);
    },
  };
});

describe('clearStaleTempFiles (start-up)', () => {
  test('removes what a crash left an hour or more ago and keeps what another process is writing', async () => {
    const tempDir = mkdtempSync(path.join(tmpdir(), 'keel-temp-files-'));
    const now = Date.now();
    const leftAt = (name: string, msAgo: number) => {
      const file = path.join(tempDir, name);
      if (name.endsWith('/')) mkdirSync(file);
      else writeFileSync(file, 'partial upload');
      utimesSync(file, new Date(now - msAgo), new Date(now - msAgo));
    };
    leftAt('upload-cut-off-yesterday', 24 * 60 * 60 * 1000);
    leftAt('ingest-crashed-an-hour-ago', 60 * 60 * 1000);
    leftAt('extract-folder/', 2 * 60 * 60 * 1000);
    leftAt('upload-arriving-now', 1000);
    leftAt('ingest-reading-now', 59 * 60 * 1000);

    expect(await clearStaleTempFiles(tempDir, now)).toEqual({ removed: 3, failed: [] });
    expect(readdirSync(tempDir).sort()).toEqual(['ingest-reading-now', 'upload-arriving-now']);
  });

  test('a data folder without temporary files yet is fine', async () => {
    const missing = path.join(tmpdir(), `keel-no-temp-${crypto.randomUUID()}`);
    expect(await clearStaleTempFiles(missing)).toEqual({ removed: 0, failed: [] });
  });

  test('a file that cannot be removed is reported and the others still go', async () => {
    const tempDir = mkdtempSync(path.join(tmpdir(), 'keel-temp-files-'));
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    for (const name of ['a-upload', 'b-held-open', 'c-upload']) {
      writeFileSync(path.join(tempDir, name), 'partial upload');
      utimesSync(path.join(tempDir, name), dayAgo, dayAgo);
    }
    expect(await clearStaleTempFiles(tempDir)).toEqual({ removed: 2, failed: ['b-held-open'] });
    expect(readdirSync(tempDir)).toEqual(['b-held-open']);
  });
});
