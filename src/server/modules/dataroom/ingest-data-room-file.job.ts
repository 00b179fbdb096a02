import { z } from 'zod';
import { dataRoomMessages } from '#domain/schemas/data-room.ts';
import { defineJob, twoRetriesWithHeartbeat } from '#server/jobs/define-job.ts';
import { ingestDataRoomFile } from './ingest-data-room-file.ts';
import { markFileFailed } from './mark-file-failed.ts';
import { recoverUnfinishedFiles } from './recover-unfinished-files.ts';

/**
 * The spec's upload-to-vector-store then analyze-data-room-file for one stored file. Unreadable
 * files fail at once with their reason; anything else is retried, and the last attempt marks the
 * file failed so it never shows 'Analyzing' forever.
 */
export const ingestDataRoomFileJob = defineJob({
  name: 'ingest-data-room-file',
  payload: z.object({ fileId: z.uuid(), accountId: z.uuid() }),
  ...twoRetriesWithHeartbeat,
  // A long scan is read page by page within the extraction limits; this only catches a lost run.
  expireInSeconds: 1800,
  concurrency: 2,
  /** Files left mid-pipeline by a crash are queued again at start and every minute. */
  recover: (deps) => recoverUnfinishedFiles(deps),
  async handle(deps, payload, run) {
    try {
      await ingestDataRoomFile(deps, payload, run.signal);
    } catch (error) {
      const lastAttempt = run.retryCount >= run.retryLimit;
      deps.logger.warn(
        { fileId: payload.fileId, attempt: run.retryCount + 1, lastAttempt, err: error },
        'data room file processing failed',
      );
      if (!lastAttempt) throw error;
      await markFileFailed(deps, payload, dataRoomMessages.processingFailed);
    }
  },
});
