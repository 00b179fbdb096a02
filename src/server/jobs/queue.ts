import { fromPglite, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { queuePolicies } from './queue-names.ts';

export type WorkerState = 'ready' | 'starting' | 'stopped' | 'disabled';
export type JobHandler = (job: {
  id: string;
  data: Record<string, unknown>;
  retryCount: number;
  retryLimit: number;
  signal: AbortSignal;
}) => Promise<void>;

/**
 * The job queue (pg-boss) on Keel's own database: its tables live in the `pgboss` schema.
 * `start()` creates the queues; `work()` registers handlers (worker processes only).
 */
export function createQueue(
  database: Database,
  config: Pick<Config, 'databaseUrl' | 'shutdownTimeoutMs'>,
  logger: Logger,
) {
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
      for (const [name, policy] of Object.entries(queuePolicies)) {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, policy);
      }
      state = 'ready';
    },
    async send(name: keyof typeof queuePolicies, data: Record<string, unknown>) {
      return boss.send(name, data);
    },
    async work(name: keyof typeof queuePolicies, handler: JobHandler) {
      await boss.work<Record<string, unknown>>(
        name,
        { includeMetadata: true, pollingIntervalSeconds: 0.5 },
        async (jobs) => {
          // includeMetadata makes pg-boss hand over retryLimit, which decides the last attempt.
          const job = jobs[0] as JobWithMetadata<Record<string, unknown>> | undefined;
          if (job) await handler(job);
        },
      );
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
