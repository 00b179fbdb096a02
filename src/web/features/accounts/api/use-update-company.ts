import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../../lib/api-client';
import { type Company, type CompanyInfo, companyQueryKey } from './company';
import type { CompanyValues } from './use-create-company';

/** Saves the company's name and website (the server adds 'https://' when the website has no scheme). */
export function useUpdateCompany(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CompanyValues) =>
      (
        await apiFetch<{ company: Company }>(`/api/accounts/${accountId}/company`, {
          method: 'PATCH',
          body: values,
        })
      ).company,
    onSuccess: (company) => {
      queryClient.setQueryData<CompanyInfo>(companyQueryKey(accountId), (current) => ({
        company,
        vectorStore: current?.vectorStore ?? null,
      }));
      toast.success('Company updated successfully!');
    },
    onError: () => {
      toast.error('Failed to update company');
    },
  });
}
