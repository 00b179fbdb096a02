import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { desc, eq } from 'drizzle-orm';
import { afterAll, inject } from 'vitest';
import type { AiEngine } from '../ai/engine.ts';
import { createOfflineEngine } from '../ai/offline/offline-engine.ts';
import { createApp } from '../app.ts';
import { buildAppDeps } from '../build-app-deps.ts';
import { type Config, loadConfig, testDatabaseUrl } from '../config.ts';
import { type Database, openDatabase, openPglite } from '../db/client.ts';
import { outbox } from '../db/schema/outbox.ts';
import { startWorker } from '../jobs/start-worker.ts';
import { createLogger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import { createStorage } from '../storage/create-storage.ts';
import { createDatabaseFromTemplate } from './postgres-databases.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const postgresTemplate = inject('postgresTemplate');
  if (postgresTemplate) {
    const copy = await createDatabaseFromTemplate(testDatabaseUrl()!, postgresTemplate);
    const database = await openDatabase({ databaseUrl: copy.url, dataDir: '.tmp' });
    return { database, drop: async () => void (await copy.drop()) };
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const pglite = await PGlite.create({ loadDataDir: dump, extensions: { vector } });
  return { database: openPglite(pglite), drop: async () => {} };
}

/**
 * A real Keel app on a fresh database for one test file: real Better Auth, real routes, and the
 * outbox mailer (so tests read the very mails a user would get). Closed after the file.
 */
export async function createTestKeel(
  options: { env?: Record<string, string>; mailer?: Mailer; engine?: AiEngine; worker?: boolean } = {},
) {
  const { database, drop } = await freshDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    DATA_DIR: '.tmp',
    TRUST_PROXY: 'true',
    SHUTDOWN_TIMEOUT_MS: '5000',
    ...options.env,
  });
  const logger = createLogger('silent');
  const deps = buildAppDeps({
    config,
    database,
    logger,
    secret: 'test-secret-that-is-at-least-32-characters',
    hasVectorSearch: database.kind === 'pglite',
    // Tests read the very mails a user would get from the outbox, unless a test brings its own mailer.
    mailer: options.mailer ?? createOutboxMailer(database.db, logger),
    engine: options.engine ?? createOfflineEngine(),
    // A fresh folder per file on disk; the S3 settings of `env` (startS3Server().env) select S3 instead.
    storage: createStorage({ ...config, dataDir: mkdtempSync(path.join(tmpdir(), 'keel-test-files-')) }),
  });
  // The real job queue on the test database; the worker runs only where a test needs jobs done.
  const { queue } = deps;
  await queue.start();
  const stopWorker = options.worker ? await startWorker(deps) : () => {};
  const app = createApp(deps, { serveWeb: false });
  afterAll(async () => {
    try {
      stopWorker();
      await queue.stop();
      await database.close();
    } finally {
      await drop();
    }
  });
  return { app, deps, db: database.db, database, config, queue };
}

export type TestKeel = Awaited<ReturnType<typeof createTestKeel>>;

/** The newest mail sent to an address, and the action link it carries. */
export async function latestMailTo(keel: TestKeel, email: string) {
  const [mail] = await keel.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email.toLowerCase()))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail;
}

export async function mailsTo(keel: TestKeel, email: string) {
  return keel.db.select().from(outbox).where(eq(outbox.to, email.toLowerCase()));
}
