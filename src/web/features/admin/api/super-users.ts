import type { QueryClient } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { searchedListQuery } from './searched-list-query';

type SuperUsers = ResponseOf<Api['admin']['super-users']['$get']>;
export type SuperUser = SuperUsers['superUsers'][number];

/** Every search of the list; a promotion or demotion changes them all. */
const superUsersKey = ['admin', 'super-users'] as const;

/** The platform's super admins, filtered on the server by email or name. */
export const superUsersQuery = searchedListQuery(
  superUsersKey,
  paths.api.superUsers,
  (answer: SuperUsers) => answer.superUsers,
);

export function invalidateSuperUsers(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: superUsersKey });
}
