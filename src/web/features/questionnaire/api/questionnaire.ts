import { useQuery } from '@tanstack/react-query';
import type { AnswerSet, GovernanceArea } from '../../../../domain/questionnaire';
import { accountQueryKey } from '../../../lib/account';
import { apiFetch } from '../../../lib/api-client';

export type Question = {
  id: string;
  key: string | null;
  questionText: string;
  governanceArea: GovernanceArea;
  answerSet: AnswerSet;
  options: string[] | null;
  expirationDays: number;
  orderValue: number;
};

export type Answer = { questionId: string; value: string; savedAt: string; answeredBy: string | null };

export type QuestionnaireProgress = {
  completed: number;
  total: number;
  percent: number;
  isComplete: boolean;
};

export type Questionnaire = {
  /** Null until the account's company exists; answers belong to the company. */
  companyId: string | null;
  questions: Question[];
  answers: Answer[];
  progress: QuestionnaireProgress;
  expiredCount: number;
  lastUpdatedAt: string | null;
};

export const questionnaireQueryKey = (accountId: string) =>
  [...accountQueryKey(accountId), 'questionnaire'] as const;

/** The questions, the account's current answers, progress and expiry (GET …/questionnaire). */
export function useQuestionnaire(accountId: string) {
  return useQuery({
    queryKey: questionnaireQueryKey(accountId),
    queryFn: ({ signal }) => apiFetch<Questionnaire>(`/api/accounts/${accountId}/questionnaire`, { signal }),
  });
}
