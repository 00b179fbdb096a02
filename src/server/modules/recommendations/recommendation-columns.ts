import { dataRoomRecommendationFiles, dataRoomRecommendations } from '#server/db/schema/recommendations.ts';

/**
 * What the API answers about a recommendation run: named columns, so the pg-boss job id (and any
 * column added later) stays on the server. The only place a run's visible fields are chosen.
 */
export const recommendationColumns = {
  id: dataRoomRecommendations.id,
  accountId: dataRoomRecommendations.accountId,
  status: dataRoomRecommendations.status,
  isActive: dataRoomRecommendations.isActive,
  startedBy: dataRoomRecommendations.startedBy,
  answeredQuestions: dataRoomRecommendations.answeredQuestions,
  totalQuestions: dataRoomRecommendations.totalQuestions,
  governanceAreas: dataRoomRecommendations.governanceAreas,
  promptSummary: dataRoomRecommendations.promptSummary,
  sourceAnswersHash: dataRoomRecommendations.sourceAnswersHash,
  engine: dataRoomRecommendations.engine,
  errorMessage: dataRoomRecommendations.errorMessage,
  createdAt: dataRoomRecommendations.createdAt,
  updatedAt: dataRoomRecommendations.updatedAt,
  completedAt: dataRoomRecommendations.completedAt,
};

/** What the API answers about a recommended file. */
export const recommendationFileColumns = {
  id: dataRoomRecommendationFiles.id,
  recommendationId: dataRoomRecommendationFiles.recommendationId,
  accountId: dataRoomRecommendationFiles.accountId,
  documentKey: dataRoomRecommendationFiles.documentKey,
  fileName: dataRoomRecommendationFiles.fileName,
  category: dataRoomRecommendationFiles.category,
  action: dataRoomRecommendationFiles.action,
  priority: dataRoomRecommendationFiles.priority,
  description: dataRoomRecommendationFiles.description,
  isActive: dataRoomRecommendationFiles.isActive,
  createdAt: dataRoomRecommendationFiles.createdAt,
};
