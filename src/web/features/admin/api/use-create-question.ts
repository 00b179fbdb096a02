import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { questionInput } from '#domain/schemas/questions.ts';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { invalidateCatalogue } from './admin-questions';

export const CREATE_QUESTION_FAILED = 'Failed to create question';

/** Adds a global question; it appears in every account's questionnaire at once. */
export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: z.output<typeof questionInput>) =>
      apiFetch(paths.api.catalogueQuestions(), { method: 'POST', body: question }),
    onSuccess: () => {
      invalidateCatalogue(queryClient);
      toast.success('Question created');
    },
    onError: () => {
      toast.error(CREATE_QUESTION_FAILED);
    },
  });
}
