import { useQuery } from '@tanstack/react-query';
import type { AccountSummary } from './accounts';
import { ApiError, apiFetch } from './api-client';

/** Everything cached about one account lives under this key, so deleting the account drops it all. */
export const accountQueryKey = (accountId: string) => ['account', accountId] as const;

/**
 * One account with the caller's role in it (GET /api/accounts/:id). A platform super admin who is
 * not a member gets the derived role super_admin. Not a member: 404.
 */
export function useAccount(accountId: string | null | undefined) {
  return useQuery({
    queryKey: accountQueryKey(accountId ?? ''),
    queryFn: ({ signal }) => apiFetch<AccountSummary>(`/api/accounts/${accountId}`, { signal }),
    enabled: Boolean(accountId),
  });
}

/** The server answers 404 to a non-member, never revealing whether the account exists. */
export function isAccountMissing(error: unknown) {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
