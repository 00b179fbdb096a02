import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { type Recommendation, type Recommendations, recommendationsQueryKey } from './recommendations';

export const GENERATE_FAILED = 'Failed to generate recommendations';

/**
 * The spec's generate-data-room-recommendations (POST …/recommendations, 202 with the processing
 * record; the running one when a run is already going). Completion is found by polling.
 */
export function useStartRecommendation(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<Recommendation>(`/api/accounts/${accountId}/recommendations`, { method: 'POST' }),
    onSuccess: async (record) => {
      // A poll that left before the run started must not overwrite it with the old state.
      await queryClient.cancelQueries({ queryKey: recommendationsQueryKey(accountId) });
      queryClient.setQueryData<Recommendations>(recommendationsQueryKey(accountId), (current) => ({
        latest: record,
        active: current?.active ?? null,
      }));
    },
    onError: (error) => {
      const description =
        error instanceof ApiError && (error.status === 409 || error.status === 0) ? error.message : undefined;
      toast.error(GENERATE_FAILED, description ? { description } : undefined);
    },
  });
}
