import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataRoomRecommendationFiles, dataRoomRecommendations } from '../../db/schema/recommendations.ts';
import { AppError } from '../../errors.ts';

function present(row: typeof dataRoomRecommendations.$inferSelect) {
  const { jobId: _jobId, ...visible } = row;
  return visible;
}

/** The latest run (any status) and the active recommendation with its files ordered by category. */
export async function readRecommendations(db: Db, accountId: string) {
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
  return { latest: latest ? present(latest) : null, active: active ? { ...present(active), files } : null };
}

/** One recommendation of this account, with its files. */
export async function readRecommendation(db: Db, accountId: string, recommendationId: string) {
  const [row] = await db
    .select()
    .from(dataRoomRecommendations)
    .where(
      and(eq(dataRoomRecommendations.accountId, accountId), eq(dataRoomRecommendations.id, recommendationId)),
    );
  if (!row) throw new AppError('recommendation_not_found', 'Recommendation not found.', 404);
  return { ...present(row), files: await recommendationFiles(db, accountId, row.id) };
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
