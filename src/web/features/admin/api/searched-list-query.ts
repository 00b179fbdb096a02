import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';

/**
 * The query options of an admin list the server filters by a search text. Each search is its own
 * cache entry under `key` (invalidating `key` reloads them all), and the rows of the last search stay
 * on screen while the next one loads. `rowsOf` takes the list out of the route's answer: type its
 * parameter with the route's ResponseOf<…>, so a field renamed on the server breaks the typecheck.
 */
export function searchedListQuery<Answer, Row>(
  key: readonly string[],
  path: (search: string) => string,
  rowsOf: (answer: Answer) => Row[],
) {
  return (search: string) =>
    queryOptions({
      queryKey: [...key, search],
      queryFn: async ({ signal }) => rowsOf(await apiFetch<Answer>(path(search), { signal })),
      placeholderData: keepPreviousData,
    });
}
