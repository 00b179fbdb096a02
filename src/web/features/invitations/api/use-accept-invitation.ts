import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { removeSessionValue, storageKeys } from '../../../lib/keel-storage';
import { type Me, meQueryKey } from '../../auth/api/use-me';
import { INVALID_INVITATION } from './use-invitation-details';

type Accepted = { message: string; accountId: string; accountName: string };

/**
 * The spec's accept-invitation. Only the invited address may accept; the server explains a wrong
 * address (403), and answers 404 for a used, withdrawn or expired invitation.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<Accepted>(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' }),
    onSuccess: (accepted) => {
      removeSessionValue(storageKeys.pendingInvitationToken);
      // The new account becomes the selected one; the account list is reloaded, never shown stale.
      queryClient.setQueryData<Me>(meQueryKey, (me) =>
        me ? { ...me, profile: { ...me.profile, lastSelectedAccountId: accepted.accountId } } : me,
      );
      queryClient.removeQueries({ queryKey: ['accounts'], exact: true });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
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
