import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dataRoomRecommendations } from '#server/db/schema/recommendations.ts';

/** Gives up on a run: errored with a message, so the web app stops polling and says so. */
export async function markRecommendationErrored(
  db: Db,
  { recommendationId, message }: { recommendationId: string; message: string },
) {
  await db
    .update(dataRoomRecommendations)
    .set({ status: 'errored', errorMessage: message.slice(0, 1000), updatedAt: new Date() })
    .where(
      and(eq(dataRoomRecommendations.id, recommendationId), eq(dataRoomRecommendations.status, 'processing')),
    );
}
