import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { accountKey } from '#web/lib/account.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

/** The questions, the account's current answers, progress and expiry (GET …/questionnaire). */
export type Questionnaire = ResponseOf<Api['accounts'][':accountId']['questionnaire']['$get']>;
export type Question = Questionnaire['questions'][number];
export type Answer = Questionnaire['answers'][number];
export type QuestionnaireProgress = Questionnaire['progress'];

/** The questionnaire's key, under which its summary and answer histories live too. */
export const questionnaireKey = (accountId: string) => accountKey(accountId, 'questionnaire');

export const questionnaireQuery = (accountId: string) =>
  queryOptions({
    queryKey: questionnaireKey(accountId),
    queryFn: ({ signal }) => apiFetch<Questionnaire>(paths.api.questionnaire(accountId), { signal }),
  });

export function useQuestionnaire(accountId: string) {
  return useQuery(questionnaireQuery(accountId));
}
