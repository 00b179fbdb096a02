import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type AssignableRole, roleLabels } from '../../../../domain/roles';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { type Member, membersQueryKey } from './members';

/** Changes another user's role between User (member) and Admin; the server re-checks every rule. */
export function useChangeMemberRole(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { member: Member; role: AssignableRole }) => {
      await apiFetch(`/api/accounts/${accountId}/members/${input.member.userId}`, {
        method: 'PATCH',
        body: { role: input.role },
      });
      return input;
    },
    onSuccess: ({ member, role }) => {
      queryClient.setQueryData<Member[]>(membersQueryKey(accountId), (members) =>
        members?.map((m) => (m.userId === member.userId ? { ...m, role } : m)),
      );
      void queryClient.invalidateQueries({ queryKey: membersQueryKey(accountId) });
      toast.success(`${member.name || member.email} is now ${roleLabels[role]}`);
    },
    onError: (error) => {
      // The spec's text, with the rule that refused the change (e.g. the last owner) when there is one.
      toast.error('Failed to update user role.', {
        description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
      });
    },
  });
}
