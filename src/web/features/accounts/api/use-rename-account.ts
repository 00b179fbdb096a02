import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { accountQuery } from '#web/lib/account.ts';
import { accountsQuery } from '#web/lib/accounts.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type RenamedAccount = ResponseOf<Api['accounts'][':accountId']['$patch']>;

/** Renames the account (owner or admin). */
export function useRenameAccount(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch<RenamedAccount>(paths.api.account(accountId), { method: 'PATCH', body: { name } }),
    onSuccess: (renamed) => {
      queryClient.setQueryData(accountQuery(accountId).queryKey, (current) =>
        current ? { ...current, name: renamed.name } : current,
      );
      void queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey, exact: true });
      toast.success('Account name updated');
    },
    onError: () => {
      toast.error('Failed to update account name');
    },
  });
}
