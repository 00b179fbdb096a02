import type { EffectiveRole } from '#domain/roles.ts';
import type { AiEngine } from './ai/engine.ts';
import type { Auth } from './auth/auth.ts';
import type { SessionCache } from './auth/session-cache.ts';
import type { BillingProvider } from './billing/billing-provider.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { ExtractionPool } from './documents/extraction-pool.ts';
import type { Queue } from './jobs/queue.ts';
import type { TtlCache } from './lib/ttl-cache.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Me } from './modules/profile/get-me.ts';
import type { HeldSearchIndexes } from './modules/search/held-search-indexes.ts';
import type { Storage } from './storage/storage.ts';

/** What the HTTP app and the job worker need; built by buildAppDeps for start-up and the API tests alike. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  sessionCache: SessionCache;
  /** GET /api/me answers per session for a few seconds; any write through this process clears it. */
  meCache: TtlCache<Me>;
  mailer: Mailer;
  storage: Storage;
  /** Sends jobs (`queue.send(job, payload)`); in API-only processes the worker elsewhere runs them. */
  queue: Queue;
  engine: AiEngine;
  logger: Logger;
  /** Readiness of the job worker, reported by /api/health. */
  workerState: () => 'ready' | 'starting' | 'stopped' | 'disabled';
  hasVectorSearch: boolean;
  /** Companies' vectors held in memory for exact cosine search (config.search.indexMemoryBytes). */
  searchIndexes: HeldSearchIndexes;
  /** Worker threads that read uploaded documents, with time and memory limits per file. */
  extractionPool: ExtractionPool;
  /** Stripe when configured, the embedded sandbox otherwise. */
  billing: BillingProvider;
};

export type SessionUser = { id: string; email: string; emailVerified: boolean };

/** The account a request works in, with the caller's effective role in it (set by requireAccount). */
export type CurrentAccount = { id: string; name: string; createdAt: Date; role: EffectiveRole };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    db: Db;
    user: SessionUser;
    /** The Better Auth session row id, for per-session state such as impersonation. */
    sessionId: string;
    account: CurrentAccount;
    /** Sends a request through this app in-process (the billing sandbox posts its webhooks so). */
    internalFetch: (request: Request) => Promise<Response>;
  };
};
