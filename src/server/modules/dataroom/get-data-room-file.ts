import { and, eq } from 'drizzle-orm';
import { dataRoomMessages } from '#domain/schemas/data-room.ts';
import type { Db } from '#server/db/client.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { AppError } from '#server/errors.ts';
import { selectFilesWithCorrector } from './select-files-with-corrector.ts';
import { toDataRoomFileView } from './to-data-room-file-view.ts';

/** One file of the account, or a 404 (also for another account's file). */
export async function getDataRoomFile(db: Db, input: { accountId: string; fileId: string }) {
  const [row] = await selectFilesWithCorrector(db).where(
    and(eq(dataRoomFiles.accountId, input.accountId), eq(dataRoomFiles.id, input.fileId)),
  );
  if (!row) throw new AppError('not_found', dataRoomMessages.fileNotFound, 404);
  return toDataRoomFileView(row.file, row.correctedByName ?? row.correctedByEmail);
}
