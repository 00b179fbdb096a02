import { useQuery } from '@tanstack/react-query';
import { accountQueryKey } from '../../../lib/account';
import { apiFetch } from '../../../lib/api-client';

export type RecommendationStatus = 'processing' | 'errored' | 'complete';
export type FileAction = 'new' | 'updated' | 'unchanged' | 'remove';
export type FilePriority = 'high' | 'medium' | 'low';

export type Recommendation = {
  id: string;
  accountId: string;
  status: RecommendationStatus;
  isActive: boolean;
  startedBy: string | null;
  answeredQuestions: number;
  totalQuestions: number;
  governanceAreas: string[];
  promptSummary: string | null;
  sourceAnswersHash: string | null;
  errorMessage: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
};

export type RecommendationFile = {
  id: string;
  fileName: string;
  category: string;
  action: FileAction;
  priority: FilePriority;
  description: string;
  isActive: boolean;
};

export type Recommendations = {
  /** The newest run, whatever its status. */
  latest: Recommendation | null;
  /** The one complete recommendation in force, with its files. */
  active: (Recommendation & { files: RecommendationFile[] }) | null;
};

/** Spec §4 and §9: the questionnaire polls every 5 seconds while a run is processing. */
export const QUESTIONNAIRE_POLL_MS = 5_000;

export const recommendationsQueryKey = (accountId: string) =>
  [...accountQueryKey(accountId), 'recommendations'] as const;

/** The latest run and the active recommendation (GET …/recommendations), polled while `poll` is on. */
export function useRecommendations(accountId: string, { poll }: { poll: boolean }) {
  return useQuery({
    queryKey: recommendationsQueryKey(accountId),
    queryFn: ({ signal }) =>
      apiFetch<Recommendations>(`/api/accounts/${accountId}/recommendations`, { signal }),
    refetchInterval: poll ? QUESTIONNAIRE_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
}
