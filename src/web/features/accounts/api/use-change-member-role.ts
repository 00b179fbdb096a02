import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type AssignableRole, roleLabels } from '#domain/roles.ts';
import { paths } from '#web/app/paths.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { type Member, membersQuery } from './members';

/** Changes another user's role between User (member) and Admin; the server re-checks every rule. */
export function useChangeMemberRole(accountId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = membersQuery(accountId);
  return useMutation({
    mutationFn: async (input: { member: Member; role: AssignableRole }) => {
      await apiFetch(paths.api.member(accountId, input.member.userId), {
        method: 'PATCH',
        body: { role: input.role },
      });
      return input;
    },
    onSuccess: ({ member, role }) => {
      queryClient.setQueryData(queryKey, (members) =>
        members?.map((m) => (m.userId === member.userId ? { ...m, role } : m)),
      );
      void queryClient.invalidateQueries({ queryKey });
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
