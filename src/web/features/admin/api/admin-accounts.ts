import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKey } from './admin-query-key';

export type AdminAccount = {
  id: string;
  name: string;
  createdAt: string;
  owner: { email: string; name: string | null } | null;
  memberCount: number;
  answeredCount: number;
};

export const adminAccountsQueryKey = (search: string) => [...adminQueryKey, 'accounts', search] as const;

/** Every account with its owner and counts, filtered on the server by name or owner email. */
export function useAdminAccounts(search: string) {
  return useQuery({
    queryKey: adminAccountsQueryKey(search),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ accounts: AdminAccount[] }>(
          `/api/admin/accounts?search=${encodeURIComponent(search)}`,
          { signal },
        )
      ).accounts,
    placeholderData: keepPreviousData,
  });
}
