import { createEngine } from './ai/create-engine.ts';
import type { AiEngine } from './ai/engine.ts';
import type { AppDeps } from './app-env.ts';
import { createAuth } from './auth/auth.ts';
import { createSessionCache } from './auth/session-cache.ts';
import type { BillingProvider } from './billing/billing-provider.ts';
import { createBillingProvider } from './billing/create-billing-provider.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createExtractionPool } from './documents/extraction-pool.ts';
import { createQueue } from './jobs/queue.ts';
import { createTtlCache } from './lib/ttl-cache.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { createHeldSearchIndexes } from './modules/search/held-search-indexes.ts';
import { createStorage } from './storage/create-storage.ts';
import type { Storage } from './storage/storage.ts';

/**
 * Every dependency the HTTP app and the job worker share, built one way for start-up and for the
 * API tests. The configuration picks each part (SMTP or outbox, AI engine, disk or S3 storage); a test may
 * hand in its own mailer, engine or storage. The queue is created, not started.
 */
export function buildAppDeps(input: {
  config: Config;
  database: Database;
  logger: Logger;
  /** The key that signs sessions (see resolveSecret). */
  secret: string;
  hasVectorSearch: boolean;
  mailer?: Mailer;
  engine?: AiEngine;
  storage?: Storage;
  billing?: BillingProvider;
}): AppDeps {
  const { config, database, logger } = input;
  const mailer =
    input.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(database.db, logger));
  const queue = createQueue(database, config, logger);
  return {
    config,
    database,
    db: database.db,
    auth: createAuth({ config, db: database.db, mailer, logger, secret: input.secret }),
    sessionCache: createSessionCache({ ttlSeconds: config.sessionCacheSeconds }),
    meCache: createTtlCache({ ttlSeconds: config.sessionCacheSeconds }),
    mailer,
    storage: input.storage ?? createStorage(config),
    queue,
    engine: input.engine ?? createEngine(config),
    logger,
    hasVectorSearch: input.hasVectorSearch,
    searchIndexes: createHeldSearchIndexes({ maxBytes: config.search.indexMemoryBytes }),
    // Threads start on the first file and stop when idle; two read text at once, one runs OCR.
    extractionPool: createExtractionPool({
      maxThreads: 2,
      timeoutMs: 60_000,
      maxOldGenerationMb: 512,
      ocrPageCap: 50,
    }),
    billing: input.billing ?? createBillingProvider({ config, db: database.db, secret: input.secret }),
    workerState: () => (config.role === 'api' ? 'disabled' : queue.state()),
  };
}
