import { type QueryClient, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { everyAccount } from '#web/lib/account.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { searchedListQuery } from './searched-list-query';

type Catalogue = ResponseOf<Api['admin']['questions']['$get']>;
export type CatalogueQuestion = Catalogue['questions'][number];

/** Every search of the catalogue list. */
const catalogueKey = ['admin', 'questions'] as const;

/** The global question catalogue in display order, filtered on the server by text or area. */
export const adminQuestionsQuery = searchedListQuery(
  catalogueKey,
  paths.api.catalogueQuestions,
  (answer: Catalogue) => answer.questions,
);

export function useAdminQuestions(search: string) {
  return useQuery(adminQuestionsQuery(search));
}

/** A catalogue change reaches every account's questionnaire: the admin list and each of them reload. */
export function invalidateCatalogue(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: catalogueKey });
  void queryClient.invalidateQueries({ queryKey: everyAccount('questionnaire') });
}
