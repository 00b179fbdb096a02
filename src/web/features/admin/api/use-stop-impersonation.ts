import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { accountScope } from '../../../lib/account';
import { accountsQuery } from '../../../lib/accounts';
import { apiFetch } from '../../../lib/api-client';
import { meQuery } from '../../../lib/me';

/** Ends the session's impersonation; the account is then seen as any super admin sees it. */
export function useStopImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accountId: string) => {
      await apiFetch(paths.api.impersonation(), { method: 'DELETE' });
      return accountId;
    },
    onSuccess: (accountId) => {
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
