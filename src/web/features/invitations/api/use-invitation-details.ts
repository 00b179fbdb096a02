import { useQuery } from '@tanstack/react-query';
import { errorMessages } from '../../../../domain/errors';
import type { AssignableRole } from '../../../../domain/roles';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** The spec's get-invitation-details: what the invited person sees before accepting. */
export type InvitationDetails = {
  account: { name: string };
  role: AssignableRole;
  email: string;
  expires_at: string;
};

export const INVALID_INVITATION = errorMessages.invalidInvitation;

export const invitationDetailsQueryKey = (token: string) => ['invitation', token] as const;

export function useInvitationDetails(token: string | null) {
  return useQuery({
    queryKey: invitationDetailsQueryKey(token ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<InvitationDetails>(`/api/invitations/${encodeURIComponent(token ?? '')}`, { signal }),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Unknown, accepted, withdrawn or expired: the server answers the same 404 for all of them. */
export function isInvalidInvitation(error: unknown) {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
