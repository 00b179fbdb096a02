import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { accountMessages } from '#domain/schemas/accounts.ts';
import { paths } from '#web/app/paths.ts';
import { accountScope } from '#web/lib/account.ts';
import { accountsQuery } from '#web/lib/accounts.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { meQuery } from '#web/lib/me.ts';

/** True when the server refused the typed code; the dialog shows that under the field instead of a toast. */
export function isConfirmationMismatch(error: unknown) {
  return error instanceof ApiError && error.code === 'confirmation_mismatch';
}

/** Deletes the account with the code the owner typed; the server checks it against the one it issued. */
export function useDeleteAccount(accountId: string, { onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmationText: string) =>
      apiFetch(paths.api.account(accountId), { method: 'DELETE', body: { confirmationText } }),
    onSuccess: () => {
      // Leave the account's pages before dropping its cached data in the same tick, so no page still
      // showing it refetches it and meets a 404 ("Account not found…").
      onDeleted();
      queryClient.removeQueries({ queryKey: accountScope(accountId) });
      queryClient.setQueryData(meQuery.queryKey, (me) =>
        me?.profile.lastSelectedAccountId === accountId
          ? { ...me, profile: { ...me.profile, lastSelectedAccountId: null } }
          : me,
      );
      void queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      toast.success('Account deleted successfully');
    },
    onError: (error) => {
      if (isConfirmationMismatch(error)) {
        toast.error(accountMessages.confirmationMismatch);
        return;
      }
      const status = error instanceof ApiError && error.status > 0 ? ` (status ${error.status})` : '';
      toast.error(`Failed to delete account${status}`);
    },
  });
}
