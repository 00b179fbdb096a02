import { useMutation } from '@tanstack/react-query';
import type { SearchResponse } from '#domain/schemas/search.ts';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** search-vector-store (spec 2 §7): POST …/search with the question; up to 10 passages back. */
export function useSearchDocuments(accountId: string) {
  return useMutation({
    mutationFn: (query: string) =>
      apiFetch<SearchResponse>(paths.api.search(accountId), { method: 'POST', body: { query } }),
  });
}
