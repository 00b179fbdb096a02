import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { dataRoomRecommendations } from '#server/db/schema/recommendations.ts';
import { recommendationColumns } from './recommendation-columns.ts';

/** The account's recommendation runs (their visible columns) that match `where`; the account filter is never left out. */
export function selectRecommendations(db: Executor, accountId: string, where?: SQL) {
  return db
    .select(recommendationColumns)
    .from(dataRoomRecommendations)
    .where(and(eq(dataRoomRecommendations.accountId, accountId), where));
}
