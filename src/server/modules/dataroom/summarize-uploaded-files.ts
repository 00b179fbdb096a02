import { eq } from 'drizzle-orm';
import { meanConfidencePercent } from '#domain/dashboard.ts';
import { isIngestionFinished } from '#domain/data-room.ts';
import type { Db } from '#server/db/client.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';

/**
 * The dashboard's data room step (spec 2 §7 data_room_files: id and confidence_score by account;
 * §9): how many files are uploaded, their mean match confidence as a percentage, and how many are
 * still being analysed.
 */
export async function summarizeUploadedFiles(db: Db, input: { accountId: string }) {
  const files = await db
    .select({ id: dataRoomFiles.id, confidence: dataRoomFiles.confidenceScore, status: dataRoomFiles.status })
    .from(dataRoomFiles)
    .where(eq(dataRoomFiles.accountId, input.accountId));
  return {
    fileCount: files.length,
    meanConfidence: meanConfidencePercent(files.map((file) => file.confidence)),
    /** Files still in the pipeline: their confidence is not known yet. */
    analyzingCount: files.filter((file) => !isIngestionFinished(file.status)).length,
  };
}
