import type { AiEngine } from '../ai/engine.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { generateRecommendationsJob } from './generate-recommendations-job.ts';
import type { Queue } from './queue.ts';
import { GENERATE_RECOMMENDATIONS } from './queue-names.ts';
import { recoverRecommendations } from './recover-recommendations.ts';

const RECOVERY_INTERVAL_MS = 60_000;

/** Registers every job handler and the recovery sweep; returns a function that stops the sweep. */
export async function startWorker(deps: { db: Db; queue: Queue; engine: AiEngine; logger: Logger }) {
  await deps.queue.work(
    GENERATE_RECOMMENDATIONS,
    generateRecommendationsJob(deps.db, deps.engine, deps.logger),
  );
  const sweep = async () => {
    try {
      const requeued = await recoverRecommendations(deps.db, deps.queue);
      if (requeued) deps.logger.info(`Re-queued ${requeued} interrupted recommendation run(s).`);
    } catch (error) {
      deps.logger.error({ err: error }, 'recommendation recovery sweep failed');
    }
  };
  await sweep();
  const timer = setInterval(sweep, RECOVERY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
