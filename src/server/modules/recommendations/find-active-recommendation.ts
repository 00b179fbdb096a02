import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { dataRoomRecommendations } from '#server/db/schema/recommendations.ts';

/** The account's active recommendation (the latest, should two ever be marked active), if any. */
export async function findActiveRecommendation(db: Executor, accountId: string) {
  const [active] = await db
    .select({ id: dataRoomRecommendations.id })
    .from(dataRoomRecommendations)
    .where(and(eq(dataRoomRecommendations.accountId, accountId), eq(dataRoomRecommendations.isActive, true)))
    .orderBy(desc(dataRoomRecommendations.createdAt))
    .limit(1);
  return active;
}
