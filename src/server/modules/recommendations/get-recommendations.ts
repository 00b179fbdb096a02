import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dataRoomRecommendations } from '#server/db/schema/recommendations.ts';
import { listRecommendationFiles } from './list-recommendation-files.ts';
import { presentRecommendation } from './present-recommendation.ts';
import { recommendationColumns } from './recommendation-columns.ts';

/** The latest run (any status) and the active recommendation with its files ordered by category. */
export async function getRecommendations(
  db: Db,
  { accountId, showDetail }: { accountId: string; showDetail: boolean },
) {
  const [latest] = await db
    .select(recommendationColumns)
    .from(dataRoomRecommendations)
    .where(eq(dataRoomRecommendations.accountId, accountId))
    .orderBy(desc(dataRoomRecommendations.createdAt))
    .limit(1);
  const [active] = await db
    .select(recommendationColumns)
    .from(dataRoomRecommendations)
    .where(and(eq(dataRoomRecommendations.accountId, accountId), eq(dataRoomRecommendations.isActive, true)));
  const files = active ? await listRecommendationFiles(db, { accountId, recommendationId: active.id }) : [];
  return {
    latest: latest ? presentRecommendation(latest, showDetail) : null,
    active: active ? { ...presentRecommendation(active, showDetail), files } : null,
  };
}
