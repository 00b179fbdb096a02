import { and, notInArray } from 'drizzle-orm';
import { dataRoomMessages } from '#domain/schemas/data-room.ts';
import type { AppDeps } from '#server/app-env.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { recoverLostJobs } from '#server/jobs/recover-lost-jobs.ts';
import { purgePendingFileDeletions } from '#server/storage/purge-pending-file-deletions.ts';
import { ingestDataRoomFileJob } from './ingest-data-room-file.job.ts';
import { markFileFailed } from './mark-file-failed.ts';
import { queueFileIngestion } from './queue-file-ingestion.ts';

/**
 * A file whose job is gone (never queued, or lost with a crashed process) is queued again from its
 * stored bytes; one whose job has finally failed is marked failed. So after a kill -9 every file is
 * either resumed or failed with a message, never 'Analyzing' forever. Objects of uploads that died
 * before their row was written are removed once their guard is due.
 */
export async function recoverUnfinishedFiles(
  deps: Pick<AppDeps, 'db' | 'queue' | 'storage'>,
): Promise<number> {
  await purgePendingFileDeletions(deps);
  const unfinished = await deps.db
    .select({ id: dataRoomFiles.id, accountId: dataRoomFiles.accountId, jobId: dataRoomFiles.jobId })
    .from(dataRoomFiles)
    .where(and(notInArray(dataRoomFiles.status, ['complete', 'failed'])));
  return recoverLostJobs(deps.queue, ingestDataRoomFileJob, unfinished, {
    jobIdOf: (file) => file.jobId,
    failed: (file) =>
      markFileFailed(deps, { accountId: file.accountId, fileId: file.id }, dataRoomMessages.processingFailed),
    async requeue(file) {
      await queueFileIngestion(deps, file);
      return true;
    },
  });
}
