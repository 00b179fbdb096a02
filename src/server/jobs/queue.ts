import { fromPglite, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { AppDeps } from '../app-env.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { allJobs } from './all-jobs.ts';
import type { JobDefinition } from './define-job.ts';

export type WorkerState = 'ready' | 'starting' | 'stopped' | 'disabled';

/** pg-boss's state of one job: 'created', 'retry', 'active', 'completed', 'cancelled' or 'failed'. */
export type JobState = JobWithMetadata['state'];

export type Queue = {
  /** pg-boss itself, for tests that park, cancel or fail jobs by hand. */
  boss: PgBoss;
  state(): WorkerState;
  /** Starts pg-boss and creates the queue of every job in `allJobs` with its retry policy. */
  start(): Promise<void>;
  /** Queues a job; the payload is checked against the job's schema. Returns the job id. */
  send<Payload extends z.ZodType>(
    job: JobDefinition<Payload>,
    payload: z.input<Payload>,
    /** `id`: a uuid chosen by the caller, so rows can name their job before it is queued. */
    options?: { id?: string },
  ): Promise<string | null>;
  /** The job's state, or null when pg-boss no longer knows it. */
  jobState(job: JobDefinition, jobId: string): Promise<JobState | null>;
  /** Runs the job's handler for each of its jobs (worker processes only). */
  work(job: JobDefinition, deps: AppDeps): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The job queue (pg-boss) on Keel's own database: its tables live in the `pgboss` schema.
 * Domain knowledge stays in each job's definition; this knows only how to send and run them.
 */
export function createQueue(
  database: Database,
  config: Pick<Config, 'shutdownTimeoutMs'>,
  logger: Logger,
): Queue {
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), schema: 'pgboss' })
    : new PgBoss({ connectionString: database.connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  let state: WorkerState = 'stopped';
  return {
    boss,
    state: () => state,
    async start() {
      state = 'starting';
      await boss.start();
      for (const job of allJobs) {
        if (await boss.getQueue(job.name)) continue;
        await boss.createQueue(job.name, {
          retryLimit: job.retry.limit,
          retryDelay: job.retry.delaySeconds ?? 0,
          retryBackoff: job.retry.backoff ?? false,
          ...(job.heartbeatSeconds ? { heartbeatSeconds: job.heartbeatSeconds } : {}),
          ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
        });
      }
      state = 'ready';
    },
    async send(job, payload, options) {
      return boss.send(job.name, job.payload.parse(payload) as object, options?.id ? { id: options.id } : {});
    },
    async jobState(job, jobId) {
      return (await boss.getJobById(job.name, jobId))?.state ?? null;
    },
    async work(job, deps) {
      await boss.work<unknown>(
        job.name,
        { includeMetadata: true, pollingIntervalSeconds: 0.5, localConcurrency: job.concurrency ?? 1 },
        async (jobs) => {
          // includeMetadata makes pg-boss hand over retryLimit, which decides the last attempt.
          const run = jobs[0] as JobWithMetadata<unknown> | undefined;
          if (run) await job.handle(deps, job.payload.parse(run.data), run);
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
