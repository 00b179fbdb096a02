import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { accountQueryKey } from '../../../lib/account';
import { type AccountSummary, accountsQueryKey } from '../../../lib/accounts';
import { apiFetch } from '../../../lib/api-client';

/** Renames the account (owner or admin). */
export function useRenameAccount(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch<AccountSummary>(`/api/accounts/${accountId}`, { method: 'PATCH', body: { name } }),
    onSuccess: (renamed) => {
      queryClient.setQueryData<AccountSummary>(accountQueryKey(accountId), (current) =>
        current ? { ...current, name: renamed.name } : current,
      );
      void queryClient.invalidateQueries({ queryKey: accountsQueryKey, exact: true });
      toast.success('Account name updated');
    },
    onError: () => {
      toast.error('Failed to update account name');
    },
  });
}
