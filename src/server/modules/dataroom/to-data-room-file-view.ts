import type { dataRoomFiles } from '#server/db/schema/data-room.ts';

type FileRow = typeof dataRoomFiles.$inferSelect;

/**
 * What the web app sees of an uploaded file: never its storage key or job id. `correctedByName`
 * says who set a correction, so the page can show the choice as that person's.
 */
export function toDataRoomFileView(row: FileRow, correctedByName: string | null) {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    format: row.format,
    status: row.status,
    errorMessage: row.errorMessage,
    totalChunks: row.totalChunks,
    pageCount: row.pageCount,
    usedOcr: row.usedOcr,
    title: row.title,
    aiAnalysisSummary: row.aiAnalysisSummary,
    aiReasoning: row.aiReasoning,
    matchedFileId: row.matchedFileId,
    confidenceScore: row.confidenceScore,
    correction: row.correctionKind
      ? { kind: row.correctionKind, by: correctedByName, at: row.correctedAt?.toISOString() ?? null }
      : null,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type DataRoomFileView = ReturnType<typeof toDataRoomFileView>;
