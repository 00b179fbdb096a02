import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { countExpired, progress } from '#domain/questionnaire.ts';
import { paths } from '#web/app/paths.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { type Answer, type Questionnaire, questionnaireQuery } from './questionnaire';
import { questionnaireSummaryQuery } from './questionnaire-summary';

export const SAVE_ANSWER_FAILED = 'Failed to save answer';

type SavedAnswer = ResponseOf<
  Api['accounts'][':accountId']['questionnaire']['answers'][':questionId']['$put']
>;

/** The questionnaire with one answer saved: progress, expiry and last-updated follow at once. */
export function withSavedAnswer(questionnaire: Questionnaire, answer: Answer): Questionnaire {
  const answers = [...questionnaire.answers.filter((a) => a.questionId !== answer.questionId), answer];
  const lastUpdatedAt =
    !questionnaire.lastUpdatedAt || answer.savedAt > questionnaire.lastUpdatedAt
      ? answer.savedAt
      : questionnaire.lastUpdatedAt;
  return {
    ...questionnaire,
    answers,
    lastUpdatedAt,
    progress: progress(
      questionnaire.questions.map((q) => q.id),
      answers,
    ),
    expiredCount: countExpired(
      questionnaire.questions,
      answers.map((a) => ({ questionId: a.questionId, value: a.value, savedAt: new Date(a.savedAt) })),
    ),
  };
}

/** Puts a saved answer into the cached questionnaire and refreshes the sidebar's expired badge. */
export function applySavedAnswer(queryClient: QueryClient, accountId: string, answer: Answer) {
  queryClient.setQueryData(questionnaireQuery(accountId).queryKey, (current) =>
    current ? withSavedAnswer(current, answer) : current,
  );
  void queryClient.invalidateQueries({
    queryKey: questionnaireSummaryQuery(accountId).queryKey,
    exact: true,
  });
}

/** Why a save failed, when the server said something the user can act on (e.g. no company yet). */
export function saveFailureDetail(error: unknown) {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'company_missing' || error.code === 'question_not_found' || error.status === 0) {
    return error.message;
  }
  return undefined;
}

/**
 * Saves one answer (PUT …/answers/:questionId). The server keeps every earlier value; a failure
 * says 'Failed to save answer' and leaves the field as the user typed it (the card owns the draft).
 */
export function useSaveAnswer(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, value }: { questionId: string; value: string }) =>
      apiFetch<SavedAnswer>(paths.api.answer(accountId, questionId), { method: 'PUT', body: { value } }),
    onSuccess: ({ answer }) => applySavedAnswer(queryClient, accountId, answer),
    onError: (error) => {
      const description = saveFailureDetail(error);
      toast.error(SAVE_ANSWER_FAILED, description ? { description } : undefined);
    },
  });
}
