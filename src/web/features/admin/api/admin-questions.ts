import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { everyAccount } from '#web/lib/account.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type Catalogue = ResponseOf<Api['admin']['questions']['$get']>;
export type CatalogueQuestion = Catalogue['questions'][number];

/** Every search of the catalogue list. */
const catalogueKey = ['admin', 'questions'] as const;

/** The global question catalogue in display order, filtered on the server by text or area. */
export const adminQuestionsQuery = (search: string) =>
  queryOptions({
    queryKey: [...catalogueKey, search],
    queryFn: async ({ signal }) =>
      (await apiFetch<Catalogue>(paths.api.catalogueQuestions(search), { signal })).questions,
    placeholderData: keepPreviousData,
  });

export function useAdminQuestions(search: string) {
  return useQuery(adminQuestionsQuery(search));
}

/** A catalogue change reaches every account's questionnaire: the admin list and each of them reload. */
export function invalidateCatalogue(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: catalogueKey });
  void queryClient.invalidateQueries({ queryKey: everyAccount('questionnaire') });
}
