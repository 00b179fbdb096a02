import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../../lib/api-client';
import { type Company, type CompanyInfo, companyQueryKey } from './company';
import { fireVectorStoreSetup, VECTOR_STORE_FAILED } from './use-create-vector-store';

export type CompanyValues = { name: string; websiteUrl: string | null };

/** Creates the account's company, then asks for its document-search store without waiting. */
export function useCreateCompany(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CompanyValues) =>
      (
        await apiFetch<{ company: Company }>(`/api/accounts/${accountId}/company`, {
          method: 'POST',
          body: values,
        })
      ).company,
    onSuccess: (company) => {
      queryClient.setQueryData<CompanyInfo>(companyQueryKey(accountId), { company, vectorStore: null });
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
