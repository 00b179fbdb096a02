import type { AppDeps } from '../app-env.ts';
import { allJobs } from './all-jobs.ts';

const RECOVERY_INTERVAL_MS = 60_000;

/** Runs every job's handler and recovery sweep; returns a function that stops the sweeps. */
export async function startWorker(deps: AppDeps, jobs = allJobs) {
  for (const job of jobs) await deps.queue.work(job, deps);
  const sweep = async () => {
    for (const job of jobs) {
      if (!job.recover) continue;
      try {
        const requeued = await job.recover(deps);
        if (requeued) deps.logger.info(`Re-queued ${requeued} interrupted ${job.name} job(s).`);
      } catch (error) {
        deps.logger.error({ err: error, job: job.name }, 'job recovery sweep failed');
      }
    }
  };
  await sweep();
  const timer = setInterval(sweep, RECOVERY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
