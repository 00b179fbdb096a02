import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { ingestDataRoomFileJob } from './ingest-data-room-file.job.ts';

/** Queues the pipeline for a stored file and remembers the job, so a sweep can tell lost from running. */
export async function queueFileIngestion(
  deps: Pick<AppDeps, 'db' | 'queue'>,
  file: { id: string; accountId: string },
) {
  const jobId = await deps.queue.send(ingestDataRoomFileJob, { fileId: file.id, accountId: file.accountId });
  const [queued] = await deps.db
    .update(dataRoomFiles)
    .set({ jobId, status: 'queued', updatedAt: new Date() })
    .where(and(eq(dataRoomFiles.accountId, file.accountId), eq(dataRoomFiles.id, file.id)))
    .returning();
  return queued!;
}
