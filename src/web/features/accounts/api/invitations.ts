import { useQuery } from '@tanstack/react-query';
import type { AssignableRole } from '../../../../domain/roles';
import { accountQueryKey } from '../../../lib/account';
import { apiFetch } from '../../../lib/api-client';

/** A pending invitation; the token (the invite link) is null for members, who may not copy links. */
export type Invitation = {
  id: string;
  email: string;
  role: AssignableRole;
  createdAt: string;
  expiresAt: string;
  token: string | null;
};

export const invitationsQueryKey = (accountId: string) =>
  [...accountQueryKey(accountId), 'invitations'] as const;

/** Pending invitations only: not accepted and not expired (spec §9). */
export function useInvitations(accountId: string) {
  return useQuery({
    queryKey: invitationsQueryKey(accountId),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ invitations: Invitation[] }>(`/api/accounts/${accountId}/invitations`, { signal }))
        .invitations,
  });
}

/** Invite link format (spec §7): the site origin, '/accept-invitation?token=' and the token. */
export function inviteLink(token: string) {
  return `${window.location.origin}/accept-invitation?token=${token}`;
}
