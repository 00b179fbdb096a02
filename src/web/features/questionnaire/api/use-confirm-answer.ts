import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { answerHistoryQuery } from './answer-history';
import { applySavedAnswer, SAVE_ANSWER_FAILED, saveFailureDetail } from './use-save-answer';

type ConfirmedAnswer = ResponseOf<
  Api['accounts'][':accountId']['questionnaire']['answers'][':questionId']['confirm']['$post']
>;

/** Confirms an expired answer is still accurate: the same value is saved again, so its age starts over. */
export function useConfirmAnswer(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) =>
      apiFetch<ConfirmedAnswer>(paths.api.confirmAnswer(accountId, questionId), { method: 'POST' }),
    onSuccess: ({ answer }) => {
      applySavedAnswer(queryClient, accountId, answer);
      void queryClient.invalidateQueries({
        queryKey: answerHistoryQuery(accountId, answer.questionId).queryKey,
      });
      toast.success('Answer confirmed');
    },
    onError: (error) => {
      const description = saveFailureDetail(error);
      toast.error(SAVE_ANSWER_FAILED, description ? { description } : undefined);
    },
  });
}
