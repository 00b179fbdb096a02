import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { accountQueryKey } from '../../../lib/account';
import { apiFetch } from '../../../lib/api-client';
import { type Me, meQueryKey } from '../../../lib/me';

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
    },
    onError: () => {
      toast.error('Failed to impersonate account');
    },
  });
}
