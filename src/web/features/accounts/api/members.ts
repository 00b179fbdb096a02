import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/paths';
import { accountKey } from '../../../lib/account';
import { apiFetch } from '../../../lib/api-client';
import type { Api, ResponseOf } from '../../../lib/api-types';

type Members = ResponseOf<Api['accounts'][':accountId']['members']['$get']>;
export type Member = Members['members'][number];

/** The account's users, oldest membership first. */
export const membersQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKey(accountId, 'members'),
    queryFn: async ({ signal }) =>
      (await apiFetch<Members>(paths.api.members(accountId), { signal })).members,
  });

export function useMembers(accountId: string) {
  return useQuery(membersQuery(accountId));
}
