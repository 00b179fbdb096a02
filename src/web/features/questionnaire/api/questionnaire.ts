import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/paths';
import { accountKey } from '../../../lib/account';
import { apiFetch } from '../../../lib/api-client';
import type { Api, ResponseOf } from '../../../lib/api-types';

/** The questions, the account's current answers, progress and expiry (GET …/questionnaire). */
export type Questionnaire = ResponseOf<Api['accounts'][':accountId']['questionnaire']['$get']>;
export type Question = Questionnaire['questions'][number];
export type Answer = Questionnaire['answers'][number];
export type QuestionnaireProgress = Questionnaire['progress'];

export const questionnaireQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKey(accountId, 'questionnaire'),
    queryFn: ({ signal }) => apiFetch<Questionnaire>(paths.api.questionnaire(accountId), { signal }),
  });

export function useQuestionnaire(accountId: string) {
  return useQuery(questionnaireQuery(accountId));
}
