import type { QueryClient } from '@tanstack/react-query';
import { adminQueryKey } from './admin-query-key';

/**
 * A catalogue change reaches every account's questionnaire: drop the admin lists and any cached
 * questionnaire (keys ['account', id, 'questionnaire', …]) so they load the new questions.
 */
export function invalidateCatalogue(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'questions'] });
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'account' && query.queryKey[2] === 'questionnaire',
  });
}
