import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type AdminAccounts = ResponseOf<Api['admin']['accounts']['$get']>;
export type AdminAccount = AdminAccounts['accounts'][number];

/** Every account with its owner and counts, filtered on the server by name or owner email. */
export const adminAccountsQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'accounts', search],
    queryFn: async ({ signal }) =>
      (await apiFetch<AdminAccounts>(paths.api.adminAccounts(search), { signal })).accounts,
    placeholderData: keepPreviousData,
  });

export function useAdminAccounts(search: string) {
  return useQuery(adminAccountsQuery(search));
}
