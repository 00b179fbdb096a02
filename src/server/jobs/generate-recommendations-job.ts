import type { AiEngine } from '../ai/engine.ts';
import { InvalidAiReplyError } from '../ai/engine.ts';
import type { Db } from '../db/client.ts';
import { type Logger, withoutQueryValues } from '../logger.ts';
import { generateRecommendation } from '../modules/recommendations/generate-recommendation.ts';
import { markRecommendationErrored } from '../modules/recommendations/mark-recommendation-errored.ts';
import type { JobHandler } from './queue.ts';

/**
 * pg-boss retries transient failures (timeouts, an unreachable endpoint); a permanent failure, or
 * the last attempt, marks the run errored so the web app stops polling and tells the user.
 */
export function generateRecommendationsJob(db: Db, engine: AiEngine, logger: Logger): JobHandler {
  return async (job) => {
    const recommendationId = String(job.data.recommendationId);
    try {
      await generateRecommendation(db, engine, recommendationId, job.signal);
    } catch (error) {
      // The detail (endpoint, URL, reply) is for operators: logged here, stored for super admins only.
      const message = withoutQueryValues(error instanceof Error ? error.message : String(error));
      const lastAttempt = job.retryCount >= job.retryLimit || error instanceof InvalidAiReplyError;
      logger.warn(
        { recommendationId, attempt: job.retryCount + 1, lastAttempt },
        `recommendation run failed: ${message}`,
      );
      if (!lastAttempt) throw error;
      await markRecommendationErrored(db, recommendationId, message);
    }
  };
}
