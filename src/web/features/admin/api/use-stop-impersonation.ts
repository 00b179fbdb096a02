import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { accountScope } from '#web/lib/account.ts';
import { accountsQuery } from '#web/lib/accounts.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { meQuery } from '#web/lib/me.ts';

/**
 * Ends the session's impersonation; the account is then seen as any super admin sees it.
 * `onStopped` runs before the caches change: a page of the account must be left first, or its own
 * redirect (no account any more) would win over the caller's navigation.
 */
export function useStopImpersonation({ onStopped }: { onStopped?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The session knows the account; it is passed for onSuccess, which refreshes what was seen of it.
    mutationFn: (_accountId: string) => apiFetch(paths.api.impersonation(), { method: 'DELETE' }),
    onSuccess: (_, accountId) => {
      onStopped?.();
      queryClient.setQueryData(meQuery.queryKey, (me) => (me ? { ...me, impersonation: null } : me));
      void queryClient.invalidateQueries({ queryKey: accountScope(accountId) });
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      // The session's account list holds the impersonated account only while impersonating.
      void queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey, exact: true });
    },
    onError: () => {
      toast.error('Failed to stop impersonating');
    },
  });
}
