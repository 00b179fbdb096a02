import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../../lib/api-client';
import { accountQueryKey } from '../../accounts/api/use-account';
import { accountsQueryKey } from '../../accounts/api/use-accounts';
import { type Me, meQueryKey } from '../../auth/api/use-me';

type Impersonation = { accountId: string; accountName: string };

/** Impersonates an account in this session (pseudo-role super_admin_impersonation). */
export function useStartImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      apiFetch<Impersonation>('/api/admin/impersonation', { method: 'POST', body: { accountId } }),
    onSuccess: (impersonation) => {
      queryClient.setQueryData<Me>(meQueryKey, (me) => (me ? { ...me, impersonation } : me));
      // The caller's role in that account is now the impersonation role.
      void queryClient.invalidateQueries({ queryKey: accountQueryKey(impersonation.accountId) });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      // The session's account list holds the impersonated account only while impersonating.
      void queryClient.invalidateQueries({ queryKey: accountsQueryKey, exact: true });
    },
    onError: () => {
      toast.error('Failed to impersonate account');
    },
  });
}
