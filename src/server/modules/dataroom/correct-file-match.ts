import { and, eq } from 'drizzle-orm';
import type { EffectiveRole } from '#domain/roles.ts';
import { type CorrectFileMatchInput, dataRoomMessages } from '#domain/schemas/data-room.ts';
import type { AppDeps } from '#server/app-env.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { dataRoomRecommendationFiles, dataRoomRecommendations } from '#server/db/schema/recommendations.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { recommendedFileCounts } from '../recommendations/recommended-file-counts.ts';
import { invalidateFactorsForRecommendedFiles } from '../scoring/invalidate-factors.ts';
import { analyzeDataRoomFileJob } from './analyze-data-room-file.job.ts';
import { assertMayChangeFile } from './assert-may-change-file.ts';
import { getDataRoomFile } from './get-data-room-file.ts';

/**
 * A person corrects a match: another recommended file of the active recommendation (counted with
 * full confidence), 'Not a match', or back to the engine's choice (re-matched in the background).
 */
export async function correctFileMatch(
  deps: Pick<AppDeps, 'db' | 'queue'>,
  input: {
    accountId: string;
    fileId: string;
    userId: string;
    role: EffectiveRole;
    correction: CorrectFileMatchInput;
  },
) {
  const where = and(eq(dataRoomFiles.accountId, input.accountId), eq(dataRoomFiles.id, input.fileId));
  await deps.db.transaction(async (tx) => {
    const [file] = await tx.select().from(dataRoomFiles).where(where).for('update');
    if (!file) throw new AppError('not_found', dataRoomMessages.fileNotFound, 404);
    assertMayChangeFile(file, input);
    const now = new Date();
    const { correction } = input;
    if (correction.kind === 'file') {
      const [chosen] = await tx
        .select({
          id: dataRoomRecommendationFiles.id,
          key: dataRoomRecommendationFiles.documentKey,
          fileName: dataRoomRecommendationFiles.fileName,
        })
        .from(dataRoomRecommendationFiles)
        .innerJoin(
          dataRoomRecommendations,
          eq(dataRoomRecommendations.id, dataRoomRecommendationFiles.recommendationId),
        )
        .where(
          and(
            eq(dataRoomRecommendationFiles.accountId, input.accountId),
            eq(dataRoomRecommendationFiles.id, correction.recommendedFileId),
            recommendedFileCounts,
            eq(dataRoomRecommendations.isActive, true),
          ),
        );
      if (!chosen) {
        throw new AppError('validation_failed', 'Choose a file of the current recommendation.', 400, {
          recommendedFileId: 'Choose a file of the current recommendation.',
        });
      }
      await tx
        .update(dataRoomFiles)
        .set({
          correctionKind: 'file',
          correctionFileKey: chosen.key ?? chosen.fileName,
          correctedBy: input.userId,
          correctedAt: now,
          matchedFileId: chosen.id,
          confidenceScore: 1,
          updatedAt: now,
        })
        .where(where);
    } else if (correction.kind === 'none') {
      await tx
        .update(dataRoomFiles)
        .set({
          correctionKind: 'none',
          correctionFileKey: null,
          correctedBy: input.userId,
          correctedAt: now,
          matchedFileId: null,
          confidenceScore: 0,
          updatedAt: now,
        })
        .where(where);
    } else {
      await tx
        .update(dataRoomFiles)
        .set({
          correctionKind: null,
          correctionFileKey: null,
          correctedBy: null,
          correctedAt: null,
          updatedAt: now,
        })
        .where(where);
    }
    await invalidateFactorsForRecommendedFiles(
      { db: tx },
      {
        companyId: file.companyId,
        recommendedFileIds: [
          file.matchedFileId,
          correction.kind === 'file' ? correction.recommendedFileId : null,
        ],
      },
    );
    await recordAudit(tx, {
      actorId: input.userId,
      accountId: input.accountId,
      action: 'data_room_file.match_corrected',
      details: { id: file.id, correction },
    });
  });
  if (input.correction.kind === 'engine') {
    await deps.queue.send(analyzeDataRoomFileJob, { fileId: input.fileId, accountId: input.accountId });
  }
  return getDataRoomFile(deps.db, input);
}
