import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { questionnaireKey } from './questionnaire';

type AnswerHistory = ResponseOf<
  Api['accounts'][':accountId']['questionnaire']['answers'][':questionId']['history']['$get']
>;
export type AnswerVersion = AnswerHistory['history'][number];

/** Every value an answer has had, newest first, with who saved it; loaded when the popover opens. */
export const answerHistoryQuery = (accountId: string, questionId: string) =>
  queryOptions({
    queryKey: [...questionnaireKey(accountId), 'history', questionId],
    queryFn: async ({ signal }) =>
      (await apiFetch<AnswerHistory>(paths.api.answerHistory(accountId, questionId), { signal })).history,
    staleTime: 0,
  });

export function useAnswerHistory(accountId: string, questionId: string, enabled: boolean) {
  return useQuery({ ...answerHistoryQuery(accountId, questionId), enabled });
}
