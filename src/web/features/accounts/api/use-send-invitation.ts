import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AssignableRole } from '../../../../domain/roles';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { type Invitation, invitationsQueryKey } from './invitations';

/** The spec's send-invitation: the invitation is kept even when the mail could not be sent. */
export function useSendInvitation(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: AssignableRole }) =>
      apiFetch<{ invitation: Invitation; emailSent: boolean }>(`/api/accounts/${accountId}/invitations`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: ({ emailSent }) => {
      void queryClient.invalidateQueries({ queryKey: invitationsQueryKey(accountId) });
      if (emailSent) toast.success('Invitation sent successfully!');
      else toast.warning('Invitation created! Email sending failed - please share the invite link manually.');
    },
    onError: (error) => {
      // e.g. 'This user is already a member of the account.' explains itself; other failures keep the spec text.
      toast.error('Failed to send invitation', {
        description: error instanceof ApiError && error.status === 409 ? error.message : undefined,
      });
    },
  });
}
