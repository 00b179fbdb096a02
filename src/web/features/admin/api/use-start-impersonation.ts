import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { accountScope } from '#web/lib/account.ts';
import { accountsQuery } from '#web/lib/accounts.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { meQuery } from '#web/lib/me.ts';

type Impersonation = ResponseOf<Api['admin']['impersonation']['$post']>;

/** Impersonates an account in this session (pseudo-role super_admin_impersonation). */
export function useStartImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      apiFetch<Impersonation>(paths.api.impersonation(), { method: 'POST', body: { accountId } }),
    onSuccess: (impersonation) => {
      queryClient.setQueryData(meQuery.queryKey, (me) => (me ? { ...me, impersonation } : me));
      // The caller's role in that account is now the impersonation role.
      void queryClient.invalidateQueries({ queryKey: accountScope(impersonation.accountId) });
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      // The session's account list holds the impersonated account only while impersonating.
      void queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey, exact: true });
    },
    onError: () => {
      toast.error('Failed to impersonate account');
    },
  });
}
