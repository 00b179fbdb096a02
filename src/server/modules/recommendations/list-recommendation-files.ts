import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dataRoomRecommendationFiles } from '#server/db/schema/recommendations.ts';
import { recommendationFileColumns } from './recommendation-columns.ts';

/** One recommendation's files in this account, ordered by category, then name. */
export function listRecommendationFiles(db: Db, input: { accountId: string; recommendationId: string }) {
  return db
    .select(recommendationFileColumns)
    .from(dataRoomRecommendationFiles)
    .where(
      and(
        eq(dataRoomRecommendationFiles.accountId, input.accountId),
        eq(dataRoomRecommendationFiles.recommendationId, input.recommendationId),
      ),
    )
    .orderBy(asc(dataRoomRecommendationFiles.category), asc(dataRoomRecommendationFiles.fileName));
}
