import { and, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { analyzeDataRoomFileJob } from './analyze-data-room-file.job.ts';

/**
 * When a new recommendation becomes active, every indexed file of the account is matched again
 * against it in the background; people's corrections are kept (analyze-data-room-file applies them).
 */
export async function rematchDataRoomFiles(
  deps: Pick<AppDeps, 'db' | 'queue'>,
  input: { accountId: string },
) {
  const files = await deps.db
    .select({ id: dataRoomFiles.id })
    .from(dataRoomFiles)
    .where(
      and(
        eq(dataRoomFiles.accountId, input.accountId),
        eq(dataRoomFiles.status, 'complete'),
        gt(dataRoomFiles.totalChunks, 0),
      ),
    );
  for (const file of files) {
    await deps.queue.send(analyzeDataRoomFileJob, { fileId: file.id, accountId: input.accountId });
  }
  return files.length;
}
