import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';

/** What the HTTP app needs from start-up; tests build the same thing around a fresh database. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Readiness of the job worker, reported by /api/health. */
  workerState: () => 'ready' | 'starting' | 'stopped' | 'disabled';
  hasVectorSearch: boolean;
};

export type SessionUser = { id: string; email: string; emailVerified: boolean };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    db: Db;
    user: SessionUser;
  };
};
