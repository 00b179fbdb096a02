import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AccountSummary } from '../../../lib/accounts';
import { apiFetch } from '../../../lib/api-client';
import { type Me, meQueryKey } from '../../../lib/me';

/** Saves the account as the caller's last selected one (spec §2 account switcher). */
export function useSelectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (account: Pick<AccountSummary, 'id' | 'name'>) => {
      await apiFetch(`/api/accounts/${account.id}/select`, { method: 'POST' });
      return account;
    },
    onSuccess: (account) => {
      queryClient.setQueryData<Me>(meQueryKey, (me) =>
        me ? { ...me, profile: { ...me.profile, lastSelectedAccountId: account.id } } : me,
      );
      toast.success(`Switched to ${account.name}`);
    },
    onError: () => {
      toast.error('Failed to switch account');
    },
  });
}
