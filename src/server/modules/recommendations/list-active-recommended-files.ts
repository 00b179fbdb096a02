import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { dataRoomRecommendationFiles } from '#server/db/schema/recommendations.ts';
import { findActiveRecommendation } from './find-active-recommendation.ts';
import { recommendedFileCounts } from './recommended-file-counts.ts';

/**
 * The files of the account's active recommendation that uploads may fulfil, with the id of that
 * recommendation (null and no files when there is none).
 */
export async function listActiveRecommendedFiles(db: Executor, accountId: string) {
  const active = await findActiveRecommendation(db, accountId);
  if (!active) return { recommendationId: null, files: [] };
  const files = await db
    .select({
      id: dataRoomRecommendationFiles.id,
      fileName: dataRoomRecommendationFiles.fileName,
      category: dataRoomRecommendationFiles.category,
      description: dataRoomRecommendationFiles.description,
      documentKey: dataRoomRecommendationFiles.documentKey,
    })
    .from(dataRoomRecommendationFiles)
    .where(
      and(
        eq(dataRoomRecommendationFiles.accountId, accountId),
        eq(dataRoomRecommendationFiles.recommendationId, active.id),
        recommendedFileCounts,
      ),
    );
  return { recommendationId: active.id, files };
}
