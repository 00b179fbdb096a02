import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { questionInput } from '../../../../domain/schemas/questions';
import { apiFetch } from '../../../lib/api-client';
import type { CatalogueQuestion } from './admin-questions';
import { invalidateCatalogue } from './invalidate-catalogue';

export const CREATE_QUESTION_FAILED = 'Failed to create question';

/** Adds a global question; it appears in every account's questionnaire at once. */
export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: z.output<typeof questionInput>) =>
      apiFetch<CatalogueQuestion>('/api/admin/questions', { method: 'POST', body: question }),
    onSuccess: () => {
      invalidateCatalogue(queryClient);
      toast.success('Question created');
    },
    onError: () => {
      toast.error(CREATE_QUESTION_FAILED);
    },
  });
}
