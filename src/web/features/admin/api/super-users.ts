import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKey } from './admin-query-key';

export type SuperUser = { id: string; email: string; name: string | null; createdAt: string };

export const superUsersQueryKey = (search: string) => [...adminQueryKey, 'super-users', search] as const;

/** The platform's super admins, filtered on the server by email or name. */
export function useSuperUsers(search: string) {
  return useQuery({
    queryKey: superUsersQueryKey(search),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ superUsers: SuperUser[] }>(
          `/api/admin/super-users?search=${encodeURIComponent(search)}`,
          { signal },
        )
      ).superUsers,
    placeholderData: keepPreviousData,
  });
}
