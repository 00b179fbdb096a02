import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { companyQuery } from './company';
import type { CompanyValues } from './use-create-company';

type UpdatedCompany = ResponseOf<Api['accounts'][':accountId']['company']['$patch']>;

/** Saves the company's name and website (the server adds 'https://' when the website has no scheme). */
export function useUpdateCompany(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CompanyValues) =>
      (await apiFetch<UpdatedCompany>(paths.api.company(accountId), { method: 'PATCH', body: values }))
        .company,
    onSuccess: (company) => {
      queryClient.setQueryData(companyQuery(accountId).queryKey, (current) => ({
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
