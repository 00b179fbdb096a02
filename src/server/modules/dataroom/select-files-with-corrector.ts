import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { profiles } from '#server/db/schema/profiles.ts';

/** Files joined to the name of whoever corrected their match; callers add the account WHERE. */
export const selectFilesWithCorrector = (db: Db) =>
  db
    .select({ file: dataRoomFiles, correctedByName: profiles.name, correctedByEmail: profiles.email })
    .from(dataRoomFiles)
    .leftJoin(profiles, eq(profiles.id, dataRoomFiles.correctedBy));
