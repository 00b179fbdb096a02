import { z } from 'zod';
import { defineJob, twoRetriesWithHeartbeat } from '#server/jobs/define-job.ts';
import { analyzeDataRoomFile } from './analyze-data-room-file.ts';

/**
 * Matches an already indexed file again: when a new recommendation becomes active, or when a person
 * hands a match back to the engine. A failure keeps the previous match; the next re-match retries.
 */
export const analyzeDataRoomFileJob = defineJob({
  name: 'analyze-data-room-file',
  payload: z.object({ fileId: z.uuid(), accountId: z.uuid() }),
  ...twoRetriesWithHeartbeat,
  expireInSeconds: 600,
  async handle(deps, payload, run) {
    await analyzeDataRoomFile(deps, payload, run.signal);
  },
});
