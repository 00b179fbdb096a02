import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { accountKey } from '#web/lib/account.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type CompanyEndpoint = Api['accounts'][':accountId']['company'];

export type Company = ResponseOf<CompanyEndpoint['$post']>['company'];
export type VectorStore = ResponseOf<Api['accounts'][':accountId']['vector-store']['$post']>['vectorStore'];

/** The account's company (null until created) and its document-search store (null until set up). */
export type CompanyInfo = { company: Company | null; vectorStore: VectorStore | null };

export const companyQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKey(accountId, 'company'),
    queryFn: ({ signal }): Promise<CompanyInfo> =>
      apiFetch<ResponseOf<CompanyEndpoint['$get']>>(paths.api.company(accountId), { signal }),
  });

export function useCompany(accountId: string) {
  return useQuery(companyQuery(accountId));
}
