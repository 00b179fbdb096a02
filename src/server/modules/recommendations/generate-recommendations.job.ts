import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { InvalidAiReplyError } from '#server/ai/engine.ts';
import type { AppDeps } from '#server/app-env.ts';
import { dataRoomRecommendations } from '#server/db/schema/recommendations.ts';
import { defineJob, twoRetriesWithHeartbeat } from '#server/jobs/define-job.ts';
import { recoverLostJobs } from '#server/jobs/recover-lost-jobs.ts';
import { withoutQueryValues } from '#server/logger.ts';
import { rematchDataRoomFiles } from '../dataroom/rematch-data-room-files.ts';
import { generateRecommendation } from './generate-recommendation.ts';
import { markRecommendationErrored } from './mark-recommendation-errored.ts';

/** The spec's generate-data-room-recommendations, run in the background for one processing run. */
export const generateRecommendationsJob = defineJob({
  name: 'generate-recommendations',
  payload: z.object({ recommendationId: z.uuid(), accountId: z.uuid() }),
  ...twoRetriesWithHeartbeat,
  expireInSeconds: 600,
  /** Runs left processing by a crash are queued again (or errored if their job failed). */
  recover: (deps) => recoverInterruptedRuns(deps),
  /**
   * pg-boss retries transient failures (timeouts, an unreachable endpoint); a permanent failure, or
   * the last attempt, marks the run errored so the web app stops polling and tells the user.
   */
  async handle(deps, { recommendationId, accountId }, run) {
    try {
      await generateRecommendation(deps, { recommendationId, signal: run.signal });
      // Uploads are matched again against the new recommendation (people's corrections kept).
      await rematchDataRoomFiles(deps, { accountId });
    } catch (error) {
      // The detail (endpoint, URL, reply) is for operators: logged here, stored for super admins only.
      const message = withoutQueryValues(error instanceof Error ? error.message : String(error));
      const lastAttempt = run.retryCount >= run.retryLimit || error instanceof InvalidAiReplyError;
      deps.logger.warn(
        { recommendationId, attempt: run.retryCount + 1, lastAttempt },
        `recommendation run failed: ${message}`,
      );
      if (!lastAttempt) throw error;
      await markRecommendationErrored(deps.db, { recommendationId, message });
    }
  },
});

/**
 * A processing run whose job is gone (never queued, or lost with a crashed process) is queued
 * again; one whose job has finally failed is marked errored. So a restart neither loses a run nor
 * leaves it processing forever.
 */
async function recoverInterruptedRuns(deps: Pick<AppDeps, 'db' | 'queue'>): Promise<number> {
  const processing = await deps.db
    .select({
      id: dataRoomRecommendations.id,
      accountId: dataRoomRecommendations.accountId,
      jobId: dataRoomRecommendations.jobId,
    })
    .from(dataRoomRecommendations)
    .where(eq(dataRoomRecommendations.status, 'processing'));
  return recoverLostJobs(deps.queue, generateRecommendationsJob, processing, {
    jobIdOf: (run) => run.jobId,
    failed: (run) =>
      markRecommendationErrored(deps.db, {
        recommendationId: run.id,
        message: 'Generating the recommendations failed. Please try again.',
      }),
    async requeue(run) {
      const jobId = await deps.queue.send(generateRecommendationsJob, {
        recommendationId: run.id,
        accountId: run.accountId,
      });
      await deps.db
        .update(dataRoomRecommendations)
        .set({ jobId })
        .where(eq(dataRoomRecommendations.id, run.id));
      return true;
    },
  });
}
