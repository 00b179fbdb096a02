import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_POLL_MS } from '#domain/dashboard.ts';
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
    // A file's confidence arrives when its analysis ends: follow it until none is left analysing.
    refetchInterval: (query) => (query.state.data?.dataRoom.analyzingCount ? DASHBOARD_POLL_MS : false),
  });

export function useDashboard(accountId: string) {
  return useQuery(dashboardQuery(accountId));
}
