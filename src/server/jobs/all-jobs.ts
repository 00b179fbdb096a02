import { analyzeDataRoomFileJob } from '../modules/dataroom/analyze-data-room-file.job.ts';
import { ingestDataRoomFileJob } from '../modules/dataroom/ingest-data-room-file.job.ts';
import { generateRecommendationsJob } from '../modules/recommendations/generate-recommendations.job.ts';
import { scoreCompanyFactorsJob } from '../modules/scoring/score-company-factors.job.ts';
import { reindexCompanyChunksJob } from '../modules/search/reindex-company-chunks.job.ts';
import type { JobDefinition } from './define-job.ts';

/** Every background job: the queue creates their queues at start and the worker runs them. */
export const allJobs: readonly JobDefinition[] = [
  generateRecommendationsJob,
  ingestDataRoomFileJob,
  analyzeDataRoomFileJob,
  scoreCompanyFactorsJob,
  reindexCompanyChunksJob,
];
