import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { dataRoomFiles, documentChunks } from '#server/db/schema/data-room.ts';

/** A file that will not be processed: its chunks go, the message says why. */
export async function markFileFailed(
  deps: Pick<AppDeps, 'db'>,
  input: { accountId: string; fileId: string },
  message: string,
) {
  await deps.db.transaction(async (tx) => {
    await tx.delete(documentChunks).where(eq(documentChunks.fileId, input.fileId));
    await tx
      .update(dataRoomFiles)
      .set({ status: 'failed', errorMessage: message, totalChunks: 0, updatedAt: new Date() })
      .where(and(eq(dataRoomFiles.accountId, input.accountId), eq(dataRoomFiles.id, input.fileId)));
  });
}
