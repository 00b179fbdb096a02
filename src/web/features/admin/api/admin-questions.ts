import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnswerSet, GovernanceArea } from '../../../../domain/questionnaire';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKey } from './admin-query-key';

export type CatalogueQuestion = {
  id: string;
  key: string | null;
  questionText: string;
  governanceArea: GovernanceArea;
  answerSet: AnswerSet;
  options: string[] | null;
  expirationDays: number;
  orderValue: number;
  createdAt: string;
  updatedAt: string;
  editedAt: string | null;
};

export const adminQuestionsQueryKey = (search: string) => [...adminQueryKey, 'questions', search] as const;

/** The global question catalogue in display order, filtered on the server by text or area. */
export function useAdminQuestions(search: string) {
  return useQuery({
    queryKey: adminQuestionsQueryKey(search),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ questions: CatalogueQuestion[] }>(
          `/api/admin/questions?search=${encodeURIComponent(search)}`,
          { signal },
        )
      ).questions,
    placeholderData: keepPreviousData,
  });
}
