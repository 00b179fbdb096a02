import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../app/paths';
import { apiFetch } from './api-client';
import type { Api, ResponseOf } from './api-types';

type MyAccounts = ResponseOf<Api['accounts']['$get']>;

/** The caller's accounts with their role in each, newest membership first (GET /api/accounts). */
export const accountsQuery = queryOptions({
  queryKey: ['accounts'],
  queryFn: async ({ signal }) => (await apiFetch<MyAccounts>(paths.api.accounts(), { signal })).accounts,
});

export function useAccounts() {
  return useQuery(accountsQuery);
}
