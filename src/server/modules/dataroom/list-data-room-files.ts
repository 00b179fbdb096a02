import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { selectFilesWithCorrector } from './select-files-with-corrector.ts';
import { toDataRoomFileView } from './to-data-room-file-view.ts';

/** The account's uploaded files, newest first (spec 2 §7 data_room_files: select by account). */
export async function listDataRoomFiles(db: Db, input: { accountId: string }) {
  const rows = await selectFilesWithCorrector(db)
    .where(eq(dataRoomFiles.accountId, input.accountId))
    .orderBy(desc(dataRoomFiles.createdAt), desc(dataRoomFiles.id));
  return rows.map((row) => toDataRoomFileView(row.file, row.correctedByName ?? row.correctedByEmail));
}
