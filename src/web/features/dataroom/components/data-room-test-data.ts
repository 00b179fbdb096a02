import { recommendationRecord } from '#web/test/recommendation-record.ts';
import type { ActiveRecommendation, DataRoomFile, DataRoomSummary, RecommendedFile } from '../api/data-room';

/** Builders of what the data room API answers, for the component tests. */
export const ACCOUNT = '5f0c3a52-8a3c-4c55-9d49-0a4f4b0d2a11';
export const USER = 'user-a';

export function recommendedFile(
  id: string,
  fileName: string,
  extra: Partial<RecommendedFile> = {},
): RecommendedFile {
  return {
    id,
    recommendationId: 'rec-1',
    accountId: ACCOUNT,
    documentKey: id,
    fileName,
    category: 'Data Security & IT',
    action: 'new',
    priority: 'high',
    description: `Why ${fileName} matters.`,
    isActive: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

export function activeRecommendation(files: RecommendedFile[], extra: Partial<ActiveRecommendation> = {}) {
  return {
    ...recommendationRecord('rec-1', 'complete', {
      accountId: ACCOUNT,
      startedBy: USER,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      completedAt: '2026-11-20T10:00:05.000Z',
    }),
    files,
    ...extra,
  } as ActiveRecommendation;
}

export function uploadedFile(id: string, fileName: string, extra: Partial<DataRoomFile> = {}): DataRoomFile {
  return {
    id,
    fileName,
    fileSize: 5359,
    format: 'md',
    status: 'complete',
    errorMessage: null,
    totalChunks: 3,
    pageCount: null,
    usedOcr: false,
    title: null,
    aiAnalysisSummary: null,
    aiReasoning: null,
    matchedFileId: null,
    confidenceScore: null,
    correction: null,
    uploadedBy: USER,
    createdAt: '2026-11-23T12:00:00.000Z',
    updatedAt: '2026-11-23T12:00:00.000Z',
    ...extra,
  };
}

export function summaryOf(fulfilment: DataRoomSummary['fulfilment'], score: number): DataRoomSummary {
  return {
    recommendationId: 'rec-1',
    score,
    label: score >= 80 ? 'Excellent' : score >= 60 ? 'Good' : score >= 40 ? 'Fair' : 'Needs Work',
    fulfilledCount: fulfilment.filter((item) => item.fulfilment === 'fulfilled').length,
    partialCount: fulfilment.filter((item) => item.fulfilment === 'partial').length,
    recommendedCount: fulfilment.length,
    fileCount: 0,
    fulfilment,
  };
}
