import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataRoomRecommendationFiles, dataRoomRecommendations } from '../../db/schema/recommendations.ts';
import { AppError } from '../../errors.ts';

/** Spec §8: what a customer is told when a run errored. */
export const RECOMMENDATION_FAILED = 'Failed to generate recommendations due to an error. Please try again.';

/**
 * A run as the web app sees it. The stored error is for operators: it can name the AI endpoint,
 * its URL or its reply, so customers get the spec's message and only super admins the detail.
 */
function present(row: typeof dataRoomRecommendations.$inferSelect, showDetail: boolean) {
  const { jobId: _jobId, errorMessage, ...visible } = row;
  return {
    ...visible,
    errorMessage: row.status === 'errored' ? RECOMMENDATION_FAILED : null,
    ...(showDetail ? { errorDetail: errorMessage } : {}),
  };
}

/** The latest run (any status) and the active recommendation with its files ordered by category. */
export async function readRecommendations(db: Db, accountId: string, showDetail: boolean) {
  const [latest] = await db
    .select()
    .from(dataRoomRecommendations)
    .where(eq(dataRoomRecommendations.accountId, accountId))
    .orderBy(desc(dataRoomRecommendations.createdAt))
    .limit(1);
  const [active] = await db
    .select()
    .from(dataRoomRecommendations)
    .where(and(eq(dataRoomRecommendations.accountId, accountId), eq(dataRoomRecommendations.isActive, true)));
  const files = active ? await recommendationFiles(db, accountId, active.id) : [];
  return {
    latest: latest ? present(latest, showDetail) : null,
    active: active ? { ...present(active, showDetail), files } : null,
  };
}

/** One recommendation of this account, with its files. */
export async function readRecommendation(
  db: Db,
  input: { accountId: string; recommendationId: string; showDetail: boolean },
) {
  const { accountId, recommendationId } = input;
  const [row] = await db
    .select()
    .from(dataRoomRecommendations)
    .where(
      and(eq(dataRoomRecommendations.accountId, accountId), eq(dataRoomRecommendations.id, recommendationId)),
    );
  if (!row) throw new AppError('recommendation_not_found', 'Recommendation not found.', 404);
  return { ...present(row, input.showDetail), files: await recommendationFiles(db, accountId, row.id) };
}

function recommendationFiles(db: Db, accountId: string, recommendationId: string) {
  return db
    .select()
    .from(dataRoomRecommendationFiles)
    .where(
      and(
        eq(dataRoomRecommendationFiles.accountId, accountId),
        eq(dataRoomRecommendationFiles.recommendationId, recommendationId),
      ),
    )
    .orderBy(asc(dataRoomRecommendationFiles.category), asc(dataRoomRecommendationFiles.fileName));
}
