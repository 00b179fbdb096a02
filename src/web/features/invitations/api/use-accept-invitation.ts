import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { accountsQuery } from '#web/lib/accounts.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { removeSessionValue, storageKeys } from '#web/lib/keel-storage.ts';
import { meQuery, patchMyProfile } from '#web/lib/me.ts';
import { INVALID_INVITATION } from './invitation-details';

type Accepted = ResponseOf<Api['invitations'][':token']['accept']['$post']>;

/**
 * The spec's accept-invitation. Only the invited address may accept; the server explains a wrong
 * address (403), and answers 404 for a used, withdrawn or expired invitation.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiFetch<Accepted>(paths.api.acceptInvitation(token), { method: 'POST' }),
    onSuccess: (accepted) => {
      removeSessionValue(storageKeys.pendingInvitationToken);
      // The new account becomes the selected one; the account list is reloaded, never shown stale.
      patchMyProfile(queryClient, { lastSelectedAccountId: accepted.accountId });
      queryClient.removeQueries({ queryKey: accountsQuery.queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'invitation_email_mismatch') {
        toast.error('Failed to accept invitation', { description: error.message });
      } else if (error instanceof ApiError && error.status === 404) {
        // No longer pending: the next sign-in must not bring the user back to it.
        removeSessionValue(storageKeys.pendingInvitationToken);
        toast.error(INVALID_INVITATION);
      } else {
        toast.error('Failed to accept invitation');
      }
    },
  });
}
