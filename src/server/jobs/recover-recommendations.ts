import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dataRoomRecommendations } from '../db/schema/recommendations.ts';
import { markRecommendationErrored } from '../modules/recommendations/mark-recommendation-errored.ts';
import type { Queue } from './queue.ts';
import { GENERATE_RECOMMENDATIONS } from './queue-names.ts';

const LIVE_STATES = new Set(['created', 'retry', 'active']);

/**
 * Runs at worker start and then every minute: a processing run whose job is gone (never queued,
 * or lost with a crashed process) is queued again; one whose job has finally failed is marked
 * errored. So a restart neither loses a run nor leaves it processing forever.
 */
export async function recoverRecommendations(db: Db, queue: Pick<Queue, 'boss' | 'send'>) {
  const processing = await db
    .select()
    .from(dataRoomRecommendations)
    .where(eq(dataRoomRecommendations.status, 'processing'));
  let requeued = 0;
  for (const run of processing) {
    const job = run.jobId ? await queue.boss.getJobById(GENERATE_RECOMMENDATIONS, run.jobId) : null;
    if (job && LIVE_STATES.has(job.state)) continue;
    if (job?.state === 'failed') {
      await markRecommendationErrored(db, run.id, 'Generating the recommendations failed. Please try again.');
      continue;
    }
    const jobId = await queue.send(GENERATE_RECOMMENDATIONS, {
      recommendationId: run.id,
      accountId: run.accountId,
    });
    await db.update(dataRoomRecommendations).set({ jobId }).where(eq(dataRoomRecommendations.id, run.id));
    requeued += 1;
  }
  return requeued;
}
