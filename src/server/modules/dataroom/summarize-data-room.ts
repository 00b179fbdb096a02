import { eq } from 'drizzle-orm';
import { dataRoomScore, dataRoomScoreLabel, type Fulfilment, fulfilmentOf } from '#domain/data-room.ts';
import type { Db } from '#server/db/client.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { listActiveRecommendedFiles } from '../recommendations/list-active-recommended-files.ts';

/**
 * The data room at a glance (spec 2 §4, §9): for each recommended file of the active
 * recommendation, the uploads that fulfil it and its best confidence; and the data room score,
 * the average best confidence over all recommended files (0 for unmatched) as a percentage.
 */
export async function summarizeDataRoom(db: Db, input: { accountId: string }) {
  const { recommendationId, files: recommended } = await listActiveRecommendedFiles(db, input.accountId);
  const files = await db
    .select({
      id: dataRoomFiles.id,
      matchedFileId: dataRoomFiles.matchedFileId,
      confidence: dataRoomFiles.confidenceScore,
    })
    .from(dataRoomFiles)
    .where(eq(dataRoomFiles.accountId, input.accountId));

  const fulfilment: Array<{
    recommendedFileId: string;
    bestConfidence: number | null;
    fulfilment: Fulfilment;
    fileIds: string[];
  }> = recommended.map(({ id }) => {
    const matches = files.filter((file) => file.matchedFileId === id);
    const best = matches.reduce<number | null>((top, file) => Math.max(top ?? 0, file.confidence ?? 0), null);
    return {
      recommendedFileId: id,
      bestConfidence: best,
      fulfilment: fulfilmentOf(best),
      fileIds: matches.sort((a, b) => (b.confidence ?? 0) - (a.confidence ?? 0)).map((file) => file.id),
    };
  });
  const score = dataRoomScore(fulfilment.map((item) => item.bestConfidence));
  return {
    recommendationId,
    score,
    label: dataRoomScoreLabel(score),
    fulfilledCount: fulfilment.filter((item) => item.fulfilment === 'fulfilled').length,
    partialCount: fulfilment.filter((item) => item.fulfilment === 'partial').length,
    recommendedCount: fulfilment.length,
    fileCount: files.length,
    fulfilment,
  };
}
