import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { accountsQuery } from '#web/lib/accounts.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { meQuery, patchMyProfile } from '#web/lib/me.ts';
import type { Company } from './company';
import { createCompany } from './use-create-company';
import { fireVectorStoreSetup, VECTOR_STORE_FAILED } from './use-create-vector-store';

export const NOT_SIGNED_IN = 'You must be logged in to create an account';

type CreatedAccount = ResponseOf<Api['accounts']['$post']>;

/**
 * Creates an account (the caller becomes its owner and it becomes their last selected account, in one
 * server transaction), then its company under the same name, so every account has one. The
 * document-search store is requested without waiting; its outcome arrives as a toast (spec §8).
 */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const account = await apiFetch<CreatedAccount>(paths.api.accounts(), {
        method: 'POST',
        body: { name },
      });
      let company: Company | null = null;
      try {
        company = await createCompany(account.id, { name: account.name, websiteUrl: null });
      } catch {
        // The account exists; the company can still be created from Account Settings.
      }
      return { account, company };
    },
    onSuccess: ({ account, company }) => {
      // The next page (dashboard, or the list) shows the new account at once, then refetches to confirm.
      queryClient.setQueryData(accountsQuery.queryKey, (accounts) =>
        accounts ? [account, ...accounts.filter((a) => a.id !== account.id)] : accounts,
      );
      patchMyProfile(queryClient, { lastSelectedAccountId: account.id });
      void queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
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
