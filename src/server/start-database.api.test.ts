import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, expect, inject, test } from 'vitest';
import { loadConfig } from './config.ts';
import { startKeel } from './start.ts';
import { createDatabaseFromTemplate } from './test/postgres-databases.ts';

const FALLBACK_LINE =
  'pgvector is not installed on this PostgreSQL server: semantic search will fall back to full-text search.';
const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-start-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)).msg);
      done();
    },
  });
  return { logger: pino({ level: 'info', base: undefined }, stream), lines };
}

// The suite runs on PGlite (which ships pgvector) and again on the machine's PostgreSQL
// (which has none): each run proves the start-up path of its own database.
test('start-up reports how document search will work on this database', { timeout: 90_000 }, async () => {
  const template = inject('postgresTemplate');
  const copy = template ? await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!, template) : null;
  const { logger, lines } = capturingLogger();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'info',
    ...(copy ? { DATABASE_URL: copy.url } : {}),
  });
  const keel = await startKeel(config, logger);
  try {
    const health = await (await fetch(`${keel.url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'ok', worker: 'ready' });
    if (copy) {
      expect(health).toMatchObject({ databaseKind: 'postgres', search: 'full-text' });
      expect(lines.filter((line) => line === FALLBACK_LINE)).toHaveLength(1);
    } else {
      expect(health).toMatchObject({ databaseKind: 'pglite', search: 'vector' });
      expect(lines).not.toContain(FALLBACK_LINE);
    }
  } finally {
    await keel.close();
    await copy?.drop();
  }
});
