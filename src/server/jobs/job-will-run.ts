import type { JobState } from './queue.ts';

/** pg-boss states in which a job will still run: the work it was queued for is not lost. */
const LIVE_STATES: ReadonlySet<JobState> = new Set<JobState>(['created', 'retry', 'active']);

/** Whether a job in this state (null: pg-boss no longer knows it) will still run. */
export function jobWillRun(state: JobState | null) {
  return state !== null && LIVE_STATES.has(state);
}
