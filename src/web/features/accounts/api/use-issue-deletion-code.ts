import { useMutation } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type DeletionCode = ResponseOf<Api['accounts'][':accountId']['deletion-code']['$post']>;

/** Asks the server for the 12-character code the owner must type; the server remembers what it issued. */
export function useIssueDeletionCode(accountId: string) {
  return useMutation({
    mutationFn: () => apiFetch<DeletionCode>(paths.api.deletionCode(accountId), { method: 'POST' }),
  });
}
