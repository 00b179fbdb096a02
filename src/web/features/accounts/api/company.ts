import { useQuery } from '@tanstack/react-query';
import { accountQueryKey } from '../../../lib/account';
import { apiFetch } from '../../../lib/api-client';

export type Company = {
  id: string;
  accountId: string;
  name: string;
  websiteUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The account's company (null until created) and its document-search store (null until set up). */
export type CompanyInfo = {
  company: Company | null;
  vectorStore: { id: string; embeddingModel: string; createdAt: string } | null;
};

export const companyQueryKey = (accountId: string) => [...accountQueryKey(accountId), 'company'] as const;

export function useCompany(accountId: string) {
  return useQuery({
    queryKey: companyQueryKey(accountId),
    queryFn: ({ signal }) => apiFetch<CompanyInfo>(`/api/accounts/${accountId}/company`, { signal }),
  });
}
