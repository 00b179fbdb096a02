import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../../lib/api-client';
import { accountQueryKey } from '../../accounts/api/use-account';
import { accountsQueryKey } from '../../accounts/api/use-accounts';
import { type Me, meQueryKey } from '../../auth/api/use-me';

/** Ends the session's impersonation; the account is then seen as any super admin sees it. */
export function useStopImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accountId: string) => {
      await apiFetch('/api/admin/impersonation', { method: 'DELETE' });
      return accountId;
    },
    onSuccess: (accountId) => {
      queryClient.setQueryData<Me>(meQueryKey, (me) => (me ? { ...me, impersonation: null } : me));
      void queryClient.invalidateQueries({ queryKey: accountQueryKey(accountId) });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      // The session's account list holds the impersonated account only while impersonating.
      void queryClient.invalidateQueries({ queryKey: accountsQueryKey, exact: true });
    },
    onError: () => {
      toast.error('Failed to stop impersonating');
    },
  });
}
