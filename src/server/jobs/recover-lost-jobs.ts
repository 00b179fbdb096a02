import type { JobDefinition } from './define-job.ts';
import type { JobState, Queue } from './queue.ts';

/** pg-boss states in which a job will still run: the work it was queued for is not lost. */
const LIVE_STATES: ReadonlySet<JobState> = new Set<JobState>(['created', 'retry', 'active']);

/**
 * The recovery sweep of a job whose rows name their pg-boss job: an unfinished item whose job will
 * still run is left alone; one whose job failed for good goes to `failed`; one whose job is gone
 * (never queued, or lost with a crashed process) goes to `requeue`, which answers whether it queued
 * the item again. Returns how many were queued again.
 */
export async function recoverLostJobs<Item>(
  queue: Pick<Queue, 'jobState'>,
  job: JobDefinition,
  items: Item[],
  handlers: {
    jobIdOf: (item: Item) => string | null;
    failed: (item: Item) => Promise<void>;
    requeue: (item: Item) => Promise<boolean>;
  },
): Promise<number> {
  let requeued = 0;
  for (const item of items) {
    const jobId = handlers.jobIdOf(item);
    const state = jobId ? await queue.jobState(job, jobId) : null;
    if (state && LIVE_STATES.has(state)) continue;
    if (state === 'failed') await handlers.failed(item);
    else if (await handlers.requeue(item)) requeued += 1;
  }
  return requeued;
}
