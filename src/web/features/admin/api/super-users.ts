import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type SuperUsers = ResponseOf<Api['admin']['super-users']['$get']>;
export type SuperUser = SuperUsers['superUsers'][number];

/** Every search of the list; a promotion or demotion changes them all. */
const superUsersKey = ['admin', 'super-users'] as const;

/** The platform's super admins, filtered on the server by email or name. */
export const superUsersQuery = (search: string) =>
  queryOptions({
    queryKey: [...superUsersKey, search],
    queryFn: async ({ signal }) =>
      (await apiFetch<SuperUsers>(paths.api.superUsers(search), { signal })).superUsers,
    placeholderData: keepPreviousData,
  });

export function useSuperUsers(search: string) {
  return useQuery(superUsersQuery(search));
}

export function invalidateSuperUsers(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: superUsersKey });
}
