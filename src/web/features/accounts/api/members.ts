import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { accountKey } from '#web/lib/account.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

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
