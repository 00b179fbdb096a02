import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import type { AccountSummary } from '#web/lib/account.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { patchMyProfile } from '#web/lib/me.ts';

/** Saves the account as the caller's last selected one (spec §2 account switcher). */
export function useSelectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: Pick<AccountSummary, 'id' | 'name'>) =>
      apiFetch(paths.api.selectAccount(account.id), { method: 'POST' }),
    onSuccess: (_, account) => {
      patchMyProfile(queryClient, { lastSelectedAccountId: account.id });
      toast.success(`Switched to ${account.name}`);
    },
    onError: () => {
      toast.error('Failed to switch account');
    },
  });
}
