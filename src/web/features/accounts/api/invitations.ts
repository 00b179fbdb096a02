import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/paths';
import { accountKey } from '../../../lib/account';
import { apiFetch } from '../../../lib/api-client';
import type { Api, ResponseOf } from '../../../lib/api-types';

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
