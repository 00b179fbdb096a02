import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { dataRoomFiles, documentChunks } from '#server/db/schema/data-room.ts';
import { listActiveRecommendedFiles } from '../recommendations/list-active-recommended-files.ts';
import { invalidateFactorsForRecommendedFiles } from '../scoring/invalidate-factors.ts';

/** Enough of a document for any engine to judge it; engines truncate further as they need. */
const ANALYSIS_TEXT_LIMIT = 60_000;

/**
 * The spec's analyze-data-room-file: matches a file's text against the active recommendation's
 * files. A person's correction wins over the engine's choice, on this and every later re-match:
 * 'Not a match' keeps it unmatched; a chosen file is found again in the new recommendation by its
 * knowledge-base key, or by name for keyless files, and counts with full confidence.
 */
export async function analyzeDataRoomFile(
  deps: Pick<AppDeps, 'db' | 'engine'>,
  input: { accountId: string; fileId: string },
  signal?: AbortSignal,
) {
  const where = and(eq(dataRoomFiles.accountId, input.accountId), eq(dataRoomFiles.id, input.fileId));
  const [file] = await deps.db.select().from(dataRoomFiles).where(where);
  if (!file || file.totalChunks === 0) return;
  const { recommendationId, files: recommendedFiles } = await listActiveRecommendedFiles(
    deps.db,
    input.accountId,
  );
  const text = await documentText(deps, file.id);
  const result = await deps.engine.analyzeDocument(
    { fileName: file.fileName, title: file.title, text, recommendedFiles },
    signal,
  );
  const known = recommendedFiles.find((candidate) => candidate.id === result.matchedFileId);
  let matchedFileId = known ? known.id : null;
  let confidence = known ? clamp(result.confidence) : 0;
  if (file.correctionKind === 'none') {
    matchedFileId = null;
    confidence = 0;
  } else if (file.correctionKind === 'file') {
    const chosen = recommendedFiles.find(
      (candidate) => (candidate.documentKey ?? candidate.fileName) === file.correctionFileKey,
    );
    if (chosen) {
      matchedFileId = chosen.id;
      confidence = 1;
    }
  }
  await deps.db
    .update(dataRoomFiles)
    .set({
      status: 'complete',
      errorMessage: null,
      aiAnalysisSummary: result.summary,
      aiReasoning: result.reasoning,
      matchedFileId,
      confidenceScore: confidence,
      analyzedRecommendationId: recommendationId,
      updatedAt: new Date(),
    })
    .where(where);
  // Factors drawing on the documents it fulfilled and now fulfils wait for re-analysis.
  await invalidateFactorsForRecommendedFiles(deps, {
    companyId: file.companyId,
    recommendedFileIds: [file.matchedFileId, matchedFileId],
  });
}

async function documentText(deps: Pick<AppDeps, 'db'>, fileId: string) {
  const chunks = await deps.db
    .select({ content: documentChunks.content })
    .from(documentChunks)
    .where(eq(documentChunks.fileId, fileId))
    .orderBy(asc(documentChunks.ordinal));
  let text = '';
  for (const chunk of chunks) {
    if (text.length >= ANALYSIS_TEXT_LIMIT) break;
    text += `${chunk.content}\n\n`;
  }
  return text.slice(0, ANALYSIS_TEXT_LIMIT);
}

function clamp(value: number) {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}
