import { and, eq } from 'drizzle-orm';
import type { EffectiveRole } from '#domain/roles.ts';
import { dataRoomMessages } from '#domain/schemas/data-room.ts';
import type { AppDeps } from '#server/app-env.ts';
import { pendingFileDeletions } from '#server/db/schema/accounts.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { AppError } from '#server/errors.ts';
import { purgePendingFileDeletions } from '#server/storage/purge-pending-file-deletions.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { invalidateFactorsForRecommendedFiles } from '../scoring/invalidate-factors.ts';
import { assertMayChangeFile } from './assert-may-change-file.ts';

/**
 * The spec's delete-data-room-file: the row and its chunks go in one transaction that also queues
 * the stored object for removal, so a crash can leave neither a row without a file nor a file
 * without a row.
 */
export async function deleteDataRoomFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  input: { accountId: string; fileId: string; userId: string; role: EffectiveRole },
) {
  const deleted = await deps.db.transaction(async (tx) => {
    const [file] = await tx
      .select()
      .from(dataRoomFiles)
      .where(and(eq(dataRoomFiles.accountId, input.accountId), eq(dataRoomFiles.id, input.fileId)))
      .for('update');
    if (!file) throw new AppError('not_found', dataRoomMessages.fileNotFound, 404);
    assertMayChangeFile(file, input);
    await tx.insert(pendingFileDeletions).values({ storageKey: file.storageKey });
    await tx
      .delete(dataRoomFiles)
      .where(and(eq(dataRoomFiles.accountId, input.accountId), eq(dataRoomFiles.id, input.fileId)));
    await invalidateFactorsForRecommendedFiles(
      { db: tx },
      {
        companyId: file.companyId,
        recommendedFileIds: [file.matchedFileId],
      },
    );
    await recordAudit(tx, {
      actorId: input.userId,
      accountId: input.accountId,
      action: 'data_room_file.deleted',
      details: { id: file.id, fileName: file.fileName },
    });
    return file;
  });
  await purgePendingFileDeletions(deps);
  return { success: true, fileName: deleted.fileName };
}
