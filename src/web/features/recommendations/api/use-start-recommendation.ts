import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { recommendationsQuery } from './recommendations';

type StartedRecommendation = ResponseOf<Api['accounts'][':accountId']['recommendations']['$post']>;

export const GENERATE_FAILED = 'Failed to generate recommendations';

/**
 * The spec's generate-data-room-recommendations (POST …/recommendations, 202 with the processing
 * record; the running one when a run is already going). Completion is found by polling.
 */
export function useStartRecommendation(accountId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = recommendationsQuery(accountId);
  return useMutation({
    mutationFn: () =>
      apiFetch<StartedRecommendation>(paths.api.recommendations(accountId), { method: 'POST' }),
    onSuccess: async (record) => {
      // A poll that left before the run started must not overwrite it with the old state.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (current) => ({
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
