import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export type ManagedCompany = {
  companyId: string;
  companyName: string;
  accountId: string;
  vectorStore: { id: string; embeddingModel: string; createdAt: string } | null;
  files: number;
  chunks: number;
  reindex: { model: string; filesDone: number; filesTotal: number } | null;
};

/** Spec 2 §9: the bulk creation waits 1.5 seconds between companies. */
export const BULK_CREATE_PAUSE_MS = 1_500;

export const vectorStoresQuery = queryOptions({
  queryKey: ['admin', 'vectorStores'],
  queryFn: ({ signal }) =>
    apiFetch<{ currentModel: string; companies: ManagedCompany[] }>(paths.api.adminVectorStores(), {
      signal,
    }),
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
