import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type VectorStores = ResponseOf<Api['admin']['vector-stores']['$get']>;
export type ManagedCompany = VectorStores['companies'][number];

/** Spec 2 §9: the bulk creation waits 1.5 seconds between companies. */
export const BULK_CREATE_PAUSE_MS = 1_500;

export const vectorStoresQuery = queryOptions({
  queryKey: ['admin', 'vectorStores'],
  queryFn: ({ signal }) => apiFetch<VectorStores>(paths.api.adminVectorStores(), { signal }),
});

/** The list, polled while a re-index runs so its progress moves. */
export function useVectorStores() {
  return useQuery({
    ...vectorStoresQuery,
    refetchInterval: (query) => (query.state.data?.companies.some((c) => c.reindex) ? 2_000 : false),
  });
}

/** create-vector-store for one company (idempotent on the server). */
export function useCreateVectorStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: Pick<ManagedCompany, 'companyId' | 'companyName'>) =>
      apiFetch<{ vectorStore: { id: string } }>(paths.api.adminVectorStore(company.companyId), {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries(vectorStoresQuery),
  });
}

/** 'Re-index': the company's chunks are embedded again in the background. */
export function useReindexCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) =>
      apiFetch<{ queued: boolean }>(paths.api.adminReindex(companyId), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries(vectorStoresQuery),
  });
}
