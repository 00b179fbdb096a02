import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { questionnaireQueryKey } from './questionnaire';

export type AnswerVersion = {
  value: string;
  current: boolean;
  savedAt: string;
  answeredByEmail: string | null;
};

export const answerHistoryQueryKey = (accountId: string, questionId: string) =>
  [...questionnaireQueryKey(accountId), 'history', questionId] as const;

/** Every value an answer has had, newest first, with who saved it; loaded when the popover opens. */
export function useAnswerHistory(accountId: string, questionId: string, enabled: boolean) {
  return useQuery({
    queryKey: answerHistoryQueryKey(accountId, questionId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ history: AnswerVersion[] }>(
          `/api/accounts/${accountId}/questionnaire/answers/${questionId}/history`,
          { signal },
        )
      ).history,
    enabled,
    staleTime: 0,
  });
}
