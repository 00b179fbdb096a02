import { generateRecommendationsJob } from '../modules/recommendations/generate-recommendations.job.ts';
import type { JobDefinition } from './define-job.ts';

/** Every background job: the queue creates their queues at start and the worker runs them. */
export const allJobs: readonly JobDefinition[] = [generateRecommendationsJob];
