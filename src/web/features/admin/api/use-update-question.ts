import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { questionInput } from '#domain/schemas/questions.ts';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { invalidateCatalogue } from './admin-questions';

export const UPDATE_QUESTION_FAILED = 'Failed to update question';

/** Edits a global question; seeding never undoes a super admin's edit. */
export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, question }: { id: string; question: z.output<typeof questionInput> }) =>
      apiFetch(paths.api.catalogueQuestion(id), { method: 'PATCH', body: question }),
    onSuccess: () => {
      invalidateCatalogue(queryClient);
      toast.success('Question updated');
    },
    onError: () => {
      toast.error(UPDATE_QUESTION_FAILED);
    },
  });
}
