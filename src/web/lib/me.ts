import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../app/paths';
import { apiFetch } from './api-client';
import type { Api, ResponseOf } from './api-types';

/** The signed-in user, their profile and, for a super admin, the account they impersonate. */
export type Me = ResponseOf<Api['me']['$get']>;

/** The signed-in user and their profile (GET /api/me). A 401 sends the user to /auth via apiFetch. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => apiFetch<Me>(paths.api.me(), { signal }),
});

export function useMe() {
  return useQuery(meQuery);
}

/** Shows a change to the caller's profile at once; the server's answer follows on the next fetch. */
export function patchMyProfile(queryClient: QueryClient, change: Partial<Me['profile']>) {
  queryClient.setQueryData(meQuery.queryKey, (me) =>
    me ? { ...me, profile: { ...me.profile, ...change } } : me,
  );
}
