import { and, eq, ne } from 'drizzle-orm';
import { dataRoomRecommendationFiles } from '#server/db/schema/recommendations.ts';

/** A recommended file uploads may fulfil: still active, and not one the recommendation says to remove. */
export const recommendedFileCounts = and(
  eq(dataRoomRecommendationFiles.isActive, true),
  ne(dataRoomRecommendationFiles.action, 'remove'),
);
