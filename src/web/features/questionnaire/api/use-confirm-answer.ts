import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../../lib/api-client';
import { answerHistoryQueryKey } from './answer-history';
import { applySavedAnswer, SAVE_ANSWER_FAILED, type SavedAnswer, saveFailureDetail } from './use-save-answer';

/** Confirms an expired answer is still accurate: the same value is saved again, so its age starts over. */
export function useConfirmAnswer(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) =>
      apiFetch<SavedAnswer>(`/api/accounts/${accountId}/questionnaire/answers/${questionId}/confirm`, {
        method: 'POST',
      }),
    onSuccess: ({ answer }) => {
      applySavedAnswer(queryClient, accountId, answer);
      void queryClient.invalidateQueries({ queryKey: answerHistoryQueryKey(accountId, answer.questionId) });
      toast.success('Answer confirmed');
    },
    onError: (error) => {
      const description = saveFailureDetail(error);
      toast.error(SAVE_ANSWER_FAILED, description ? { description } : undefined);
    },
  });
}
