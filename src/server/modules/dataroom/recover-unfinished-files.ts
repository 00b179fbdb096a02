import { and, notInArray } from 'drizzle-orm';
import { dataRoomMessages } from '#domain/schemas/data-room.ts';
import type { AppDeps } from '#server/app-env.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { jobWillRun } from '#server/jobs/job-will-run.ts';
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
export async function recoverUnfinishedFiles(deps: Pick<AppDeps, 'db' | 'queue' | 'storage'>) {
  await purgePendingFileDeletions(deps);
  const unfinished = await deps.db
    .select({ id: dataRoomFiles.id, accountId: dataRoomFiles.accountId, jobId: dataRoomFiles.jobId })
    .from(dataRoomFiles)
    .where(and(notInArray(dataRoomFiles.status, ['complete', 'failed'])));
  let requeued = 0;
  for (const file of unfinished) {
    const state = file.jobId ? await deps.queue.jobState(ingestDataRoomFileJob, file.jobId) : null;
    if (jobWillRun(state)) continue;
    if (state === 'failed') {
      await markFileFailed(
        deps,
        { accountId: file.accountId, fileId: file.id },
        dataRoomMessages.processingFailed,
      );
      continue;
    }
    await queueFileIngestion(deps, file);
    requeued += 1;
  }
  return requeued;
}
