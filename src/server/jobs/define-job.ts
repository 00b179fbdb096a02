import type { z } from 'zod';
import type { AppDeps } from '../app-env.ts';

/** What a handler learns about the run it is in: which attempt, and a signal that stops it. */
export type JobRun = { id: string; retryCount: number; retryLimit: number; signal: AbortSignal };

/**
 * One background job, owned by its module: its queue name, the payload it accepts (checked when
 * sent and again when run), how pg-boss retries it, the handler and an optional recovery sweep.
 */
export type JobDefinition<Payload extends z.ZodType = z.ZodType> = {
  name: string;
  payload: Payload;
  /** pg-boss retries a throwing handler `limit` times, `delaySeconds` apart (doubling with `backoff`). */
  retry: { limit: number; delaySeconds?: number; backoff?: boolean };
  /** A worker that dies mid-run stops its heartbeat; the job is then retried instead of hanging. */
  heartbeatSeconds?: number;
  /** How many of its jobs one worker process runs at once (default 1). */
  concurrency?: number;
  /** A run longer than this is failed (and retried while retries remain). */
  expireInSeconds?: number;
  /** Runs at worker start and every minute; returns how many lost runs it queued again. */
  recover?: (deps: AppDeps) => Promise<number>;
  handle: (deps: AppDeps, payload: z.output<Payload>, run: JobRun) => Promise<void>;
};

/**
 * The policy most jobs share: two retries 5 s apart (doubling), and a heartbeat every 30 s so the
 * run of a worker that died is retried instead of hanging.
 */
export const twoRetriesWithHeartbeat = {
  retry: { limit: 2, delaySeconds: 5, backoff: true },
  heartbeatSeconds: 30,
} satisfies Pick<JobDefinition, 'retry' | 'heartbeatSeconds'>;

/** Declares a job; the identity function exists so TypeScript infers the payload type once. */
export function defineJob<Payload extends z.ZodType>(definition: JobDefinition<Payload>) {
  return definition;
}

/** The payload `queue.send(job, …)` accepts for a job. */
export type JobPayload<Job extends JobDefinition> = z.input<Job['payload']>;
