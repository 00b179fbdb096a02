import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Asks the server for the 12-character code the owner must type; the server remembers what it issued. */
export function useIssueDeletionCode(accountId: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch<{ code: string; expiresAt: string }>(`/api/accounts/${accountId}/deletion-code`, {
        method: 'POST',
      }),
  });
}
