import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type QuestionnaireProgress, questionnaireQueryKey } from './questionnaire';

export type QuestionnaireSummary = { progress: QuestionnaireProgress; expiredCount: number };

export const questionnaireSummaryQueryKey = (accountId: string) =>
  [...questionnaireQueryKey(accountId), 'summary'] as const;

/** Progress and the expired-answer count of an account: the sidebar's Company Profile badge. */
export function useQuestionnaireSummary(accountId: string | null) {
  return useQuery({
    queryKey: questionnaireSummaryQueryKey(accountId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<QuestionnaireSummary>(`/api/accounts/${accountId}/questionnaire/summary`, { signal }),
    enabled: Boolean(accountId),
  });
}
