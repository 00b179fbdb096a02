import type { Recommendation } from '#web/features/recommendations/api/recommendations.ts';

/**
 * A recommendation run as the API answers it, for the component tests: a complete run is the active
 * one, an errored run says why. `extra` overrides any field.
 */
export function recommendationRecord(
  id: string,
  status: Recommendation['status'],
  extra: Partial<Recommendation> = {},
): Recommendation {
  return {
    id,
    accountId: 'acc-1',
    status,
    isActive: status === 'complete',
    startedBy: 'user-a',
    answeredQuestions: 10,
    totalQuestions: 10,
    governanceAreas: [],
    promptSummary: null,
    sourceAnswersHash: 'hash',
    engine: 'offline',
    errorMessage: status === 'errored' ? 'The engine failed' : null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    completedAt: null,
    ...extra,
  };
}
