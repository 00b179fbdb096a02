import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dataRoomRecommendations } from '#server/db/schema/recommendations.ts';
import { AppError } from '#server/errors.ts';
import { listRecommendationFiles } from './list-recommendation-files.ts';
import { presentRecommendation } from './present-recommendation.ts';
import { selectRecommendations } from './select-recommendations.ts';

/** One recommendation of this account, with its files. */
export async function getRecommendation(
  db: Db,
  input: { accountId: string; recommendationId: string; showDetail: boolean },
) {
  const [recommendation] = await selectRecommendations(
    db,
    input.accountId,
    eq(dataRoomRecommendations.id, input.recommendationId),
  );
  if (!recommendation) throw new AppError('recommendation_not_found', 'Recommendation not found.', 404);
  return {
    ...presentRecommendation(recommendation, input.showDetail),
    files: await listRecommendationFiles(db, input),
  };
}
