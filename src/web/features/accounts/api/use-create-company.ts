import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { companyQuery } from './company';
import { fireVectorStoreSetup, VECTOR_STORE_FAILED } from './use-create-vector-store';

export type CompanyValues = { name: string; websiteUrl: string | null };

type CreatedCompany = ResponseOf<Api['accounts'][':accountId']['company']['$post']>;

/** Posts the account's company and returns it: the request alone, which account creation sends too. */
export async function createCompany(accountId: string, values: CompanyValues) {
  const { company } = await apiFetch<CreatedCompany>(paths.api.company(accountId), {
    method: 'POST',
    body: values,
  });
  return company;
}

/** Creates the account's company, then asks for its document-search store without waiting. */
export function useCreateCompany(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CompanyValues) => createCompany(accountId, values),
    onSuccess: (company) => {
      queryClient.setQueryData(companyQuery(accountId).queryKey, { company, vectorStore: null });
      toast.success('Company created successfully!');
      fireVectorStoreSetup(queryClient, {
        accountId,
        companyId: company.id,
        onFailed: () => toast.error(VECTOR_STORE_FAILED),
      });
    },
    onError: () => {
      toast.error('Failed to create company');
    },
  });
}
