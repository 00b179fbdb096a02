import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { type Member, membersQuery } from './members';

/** Removes a user from the account; the server refuses self-removal and losing the last owner. */
export function useRemoveMember(accountId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = membersQuery(accountId);
  return useMutation({
    mutationFn: (member: Member) =>
      apiFetch(paths.api.member(accountId, member.userId), { method: 'DELETE' }),
    onSuccess: (_, member) => {
      queryClient.setQueryData(queryKey, (members) => members?.filter((m) => m.userId !== member.userId));
      void queryClient.invalidateQueries({ queryKey });
      toast.success(`${member.name || member.email} was removed from the account`);
    },
    onError: (error) => {
      toast.error('Failed to remove user', {
        description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
      });
    },
  });
}
