import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dataRoomRecommendations } from '#server/db/schema/recommendations.ts';
import { listRecommendationFiles } from './list-recommendation-files.ts';
import { presentRecommendation } from './present-recommendation.ts';
import { selectRecommendations } from './select-recommendations.ts';

/** The latest run (any status) and the active recommendation with its files ordered by category. */
export async function getRecommendations(
  db: Db,
  { accountId, showDetail }: { accountId: string; showDetail: boolean },
) {
  const [latest] = await selectRecommendations(db, accountId)
    .orderBy(desc(dataRoomRecommendations.createdAt))
    .limit(1);
  const [active] = await selectRecommendations(db, accountId, eq(dataRoomRecommendations.isActive, true));
  const files = active ? await listRecommendationFiles(db, { accountId, recommendationId: active.id }) : [];
  return {
    latest: latest ? presentRecommendation(latest, showDetail) : null,
    active: active ? { ...presentRecommendation(active, showDetail), files } : null,
  };
}
