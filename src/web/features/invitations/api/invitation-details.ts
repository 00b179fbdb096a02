import { queryOptions, useQuery } from '@tanstack/react-query';
import { errorMessages } from '#domain/errors.ts';
import { paths } from '#web/app/paths.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

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
