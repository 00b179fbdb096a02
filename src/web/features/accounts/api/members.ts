import { useQuery } from '@tanstack/react-query';
import type { AccountRole } from '../../../../domain/roles';
import { accountQueryKey } from '../../../lib/account';
import { apiFetch } from '../../../lib/api-client';

export type Member = {
  userId: string;
  role: AccountRole;
  joinedAt: string;
  email: string;
  name: string | null;
  initials: string | null;
  profilePhotoUrl: string | null;
};

export const membersQueryKey = (accountId: string) => [...accountQueryKey(accountId), 'members'] as const;

/** The account's users, oldest membership first. */
export function useMembers(accountId: string) {
  return useQuery({
    queryKey: membersQueryKey(accountId),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ members: Member[] }>(`/api/accounts/${accountId}/members`, { signal })).members,
  });
}
