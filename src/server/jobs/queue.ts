import { fromPglite, PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';

export type WorkerState = 'ready' | 'starting' | 'stopped' | 'disabled';

/**
 * The job queue (pg-boss) on Keel's own database: its tables live in the `pgboss` schema.
 * Job handlers register in later modules through `boss.work(...)`.
 */
export function createQueue(database: Database, config: Config, logger: Logger) {
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), schema: 'pgboss' })
    : new PgBoss({ connectionString: config.databaseUrl, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  let state: WorkerState = 'stopped';
  return {
    boss,
    state: () => state,
    async start() {
      state = 'starting';
      await boss.start();
      state = 'ready';
    },
    async stop() {
      if (state === 'stopped') return;
      // Graceful: running jobs finish (or are retried later) before the database closes.
      await boss.stop({ graceful: true, timeout: config.shutdownTimeoutMs });
      state = 'stopped';
    },
  };
}

export type Queue = ReturnType<typeof createQueue>;
