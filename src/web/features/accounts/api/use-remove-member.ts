import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { type Member, membersQueryKey } from './members';

/** Removes a user from the account; the server refuses self-removal and losing the last owner. */
export function useRemoveMember(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (member: Member) => {
      await apiFetch(`/api/accounts/${accountId}/members/${member.userId}`, { method: 'DELETE' });
      return member;
    },
    onSuccess: (member) => {
      queryClient.setQueryData<Member[]>(membersQueryKey(accountId), (members) =>
        members?.filter((m) => m.userId !== member.userId),
      );
      void queryClient.invalidateQueries({ queryKey: membersQueryKey(accountId) });
      toast.success(`${member.name || member.email} was removed from the account`);
    },
    onError: (error) => {
      toast.error('Failed to remove user', {
        description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
      });
    },
  });
}
