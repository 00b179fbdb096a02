import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { accountKey } from '#web/lib/account.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type Invitations = ResponseOf<Api['accounts'][':accountId']['invitations']['$get']>;

/** A pending invitation; the token (the invite link) is null for members, who may not copy links. */
export type Invitation = Invitations['invitations'][number];

/** Pending invitations only: not accepted and not expired (spec §9). */
export const invitationsQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKey(accountId, 'invitations'),
    queryFn: async ({ signal }) =>
      (await apiFetch<Invitations>(paths.api.invitations(accountId), { signal })).invitations,
  });

export function useInvitations(accountId: string) {
  return useQuery(invitationsQuery(accountId));
}
