import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type AccountSummary, accountsQueryKey } from '../../../lib/accounts';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { type Me, meQueryKey } from '../../../lib/me';
import type { Company } from './company';
import { fireVectorStoreSetup, VECTOR_STORE_FAILED } from './use-create-vector-store';

export const NOT_SIGNED_IN = 'You must be logged in to create an account';

/**
 * Creates an account (the caller becomes its owner and it becomes their last selected account, in one
 * server transaction), then its company under the same name, so every account has one. The
 * document-search store is requested without waiting; its outcome arrives as a toast (spec §8).
 */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const account = await apiFetch<AccountSummary>('/api/accounts', { method: 'POST', body: { name } });
      let company: Company | null = null;
      try {
        ({ company } = await apiFetch<{ company: Company }>(`/api/accounts/${account.id}/company`, {
          method: 'POST',
          body: { name: account.name, websiteUrl: null },
        }));
      } catch {
        // The account exists; the company can still be created from Account Settings.
      }
      return { account, company };
    },
    onSuccess: ({ account, company }) => {
      // The next page (dashboard, or the list) shows the new account at once, then refetches to confirm.
      queryClient.setQueryData<AccountSummary[]>(accountsQueryKey, (accounts) =>
        accounts ? [account, ...accounts.filter((a) => a.id !== account.id)] : accounts,
      );
      queryClient.setQueryData<Me>(meQueryKey, (me) =>
        me ? { ...me, profile: { ...me.profile, lastSelectedAccountId: account.id } } : me,
      );
      void queryClient.invalidateQueries({ queryKey: accountsQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      if (!company) {
        toast.success('Account created successfully!');
        toast.error('Failed to create company');
        return;
      }
      fireVectorStoreSetup(queryClient, {
        accountId: account.id,
        companyId: company.id,
        onReady: () => toast.success('Account created with vector store ready!'),
        onFailed: () => {
          toast.success('Account created successfully!');
          toast.error(VECTOR_STORE_FAILED);
        },
      });
    },
    onError: (error) => {
      toast.error(
        error instanceof ApiError && error.status === 401 ? NOT_SIGNED_IN : 'Failed to create account',
      );
    },
  });
}
