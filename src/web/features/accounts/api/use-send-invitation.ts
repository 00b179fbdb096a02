import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AssignableRole } from '#domain/roles.ts';
import { paths } from '#web/app/paths.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { invitationsQuery } from './invitations';

type SentInvitation = ResponseOf<Api['accounts'][':accountId']['invitations']['$post']>;

/** The spec's send-invitation: the invitation is kept even when the mail could not be sent. */
export function useSendInvitation(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: AssignableRole }) =>
      apiFetch<SentInvitation>(paths.api.invitations(accountId), { method: 'POST', body: input }),
    onSuccess: ({ invitation, emailSent, replacedPending }) => {
      void queryClient.invalidateQueries({ queryKey: invitationsQuery(accountId).queryKey });
      if (!emailSent) {
        toast.warning('Invitation created! Email sending failed - please share the invite link manually.');
      } else if (replacedPending) {
        // Sent, but a link the invitee may already hold stopped working: the spec's "issue" toast says which.
        toast.warning(
          `Invitation created but there was an issue: the earlier invitation to ${invitation.email} was replaced, so its link no longer works.`,
        );
      } else {
        toast.success('Invitation sent successfully!');
      }
    },
    onError: (error) => {
      // e.g. 'This user is already a member of the account.' explains itself; other failures keep the spec text.
      toast.error('Failed to send invitation', {
        description: error instanceof ApiError && error.status === 409 ? error.message : undefined,
      });
    },
  });
}
