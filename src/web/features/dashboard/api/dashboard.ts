import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { accountKey } from '#web/lib/account.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

export type Dashboard = ResponseOf<Api['accounts'][':accountId']['dashboard']['$get']>;

/** The three steps' values and completion of one account (spec 2 §2 'Dashboard'). */
export const dashboardQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKey(accountId, 'dashboard'),
    queryFn: ({ signal }) => apiFetch<Dashboard>(paths.api.dashboard(accountId), { signal }),
    // Answers, uploads and scores change on other pages: every visit reads the values afresh.
    staleTime: 0,
  });

export function useDashboard(accountId: string) {
  return useQuery(dashboardQuery(accountId));
}
