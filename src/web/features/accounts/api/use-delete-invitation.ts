import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { type Invitation, invitationsQuery } from './invitations';

/** Withdraws a pending invitation; its link stops working. */
export function useDeleteInvitation(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) =>
      apiFetch(paths.api.invitation(accountId, invitation.id), { method: 'DELETE' }),
    onSuccess: (_, invitation) => {
      queryClient.setQueryData(invitationsQuery(accountId).queryKey, (invitations) =>
        invitations?.filter((i) => i.id !== invitation.id),
      );
      toast.success(`Invitation to ${invitation.email} deleted`);
    },
    onError: () => {
      toast.error('Failed to delete invitation');
    },
  });
}
