import { queryOptions, useQuery } from '@tanstack/react-query';
import { errorMessages } from '../../../../domain/errors';
import { paths } from '../../../app/paths';
import { ApiError, apiFetch } from '../../../lib/api-client';
import type { Api, ResponseOf } from '../../../lib/api-types';

/** The spec's get-invitation-details: what the invited person sees before accepting. */
export type InvitationDetails = ResponseOf<Api['invitations'][':token']['$get']>;

export const INVALID_INVITATION = errorMessages.invalidInvitation;

export const invitationDetailsQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => apiFetch<InvitationDetails>(paths.api.invitationDetails(token), { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useInvitationDetails(token: string | null) {
  return useQuery({ ...invitationDetailsQuery(token ?? ''), enabled: Boolean(token) });
}

/** Unknown, accepted, withdrawn or expired: the server answers the same 404 for all of them. */
export function isInvalidInvitation(error: unknown) {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
