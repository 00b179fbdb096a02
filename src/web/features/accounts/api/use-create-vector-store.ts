import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { companyQuery } from './company';

type CreatedVectorStore = ResponseOf<Api['accounts'][':accountId']['vector-store']['$post']>;

/** The spec's create-vector-store {companyId}: the company's document-search store (idempotent). */
export async function requestVectorStore(queryClient: QueryClient, accountId: string, companyId: string) {
  const { vectorStore } = await apiFetch<CreatedVectorStore>(paths.api.vectorStore(accountId), {
    method: 'POST',
    body: { companyId },
  });
  queryClient.setQueryData(companyQuery(accountId).queryKey, (current) =>
    current ? { ...current, vectorStore } : current,
  );
  return vectorStore;
}

/**
 * Spec §7: fired without waiting after company creation, so the user is never held up by it; the
 * outcome arrives later as a toast (or silently, when the caller passes no success text).
 */
export function fireVectorStoreSetup(
  queryClient: QueryClient,
  input: { accountId: string; companyId: string; onReady?: () => void; onFailed: () => void },
) {
  void requestVectorStore(queryClient, input.accountId, input.companyId).then(
    () => input.onReady?.(),
    () => input.onFailed(),
  );
}

export const VECTOR_STORE_FAILED = 'Vector store setup failed - you can create it later in settings';

/** The 'Set up document search' button on the account page, for a company without a store. */
export function useCreateVectorStore(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => requestVectorStore(queryClient, accountId, companyId),
    onSuccess: () => {
      toast.success('Document search is ready');
    },
    onError: () => {
      toast.error('Failed to set up document search');
    },
  });
}
