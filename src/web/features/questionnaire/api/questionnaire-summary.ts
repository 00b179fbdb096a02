import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { questionnaireKey } from './questionnaire';

type QuestionnaireSummary = ResponseOf<Api['accounts'][':accountId']['questionnaire']['summary']['$get']>;

/** Progress and the expired-answer count of an account: the sidebar's Company Profile badge. */
export const questionnaireSummaryQuery = (accountId: string) =>
  queryOptions({
    // Under the questionnaire's key, so whatever refreshes every questionnaire refreshes this too.
    queryKey: [...questionnaireKey(accountId), 'summary'],
    queryFn: ({ signal }) =>
      apiFetch<QuestionnaireSummary>(paths.api.questionnaireSummary(accountId), { signal }),
  });

export function useQuestionnaireSummary(accountId: string | null) {
  return useQuery({ ...questionnaireSummaryQuery(accountId ?? ''), enabled: Boolean(accountId) });
}
