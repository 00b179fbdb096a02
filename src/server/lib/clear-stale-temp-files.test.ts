import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { clearStaleTempFiles } from './clear-stale-temp-files.ts';

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

    expect(await clearStaleTempFiles(tempDir, now)).toBe(3);
    expect(readdirSync(tempDir).sort()).toEqual(['ingest-reading-now', 'upload-arriving-now']);
  });

  test('a data folder without temporary files yet is fine', async () => {
    const missing = path.join(tmpdir(), `keel-no-temp-${crypto.randomUUID()}`);
    expect(await clearStaleTempFiles(missing)).toBe(0);
  });
});
