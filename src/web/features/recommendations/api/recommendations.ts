import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { accountKey } from '#web/lib/account.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type RecommendationsResponse = ResponseOf<Api['accounts'][':accountId']['recommendations']['$get']>;

export type Recommendations = {
  /** The newest run, whatever its status. */
  latest: RecommendationsResponse['latest'];
  /** The one complete recommendation in force, with its files. */
  active: RecommendationsResponse['active'];
};
export type Recommendation = NonNullable<Recommendations['latest']>;
export type RecommendationFile = NonNullable<Recommendations['active']>['files'][number];
export type RecommendationStatus = Recommendation['status'];
export type FileAction = RecommendationFile['action'];
export type FilePriority = RecommendationFile['priority'];

/** Spec §4 and §9: the questionnaire polls every 5 seconds while a run is processing. */
export const QUESTIONNAIRE_POLL_MS = 5_000;
/** Spec 2 §4 and §9: the data room polls every 2000 ms. */
export const DATA_ROOM_POLL_MS = 2_000;

/** The latest run and the active recommendation (GET …/recommendations). */
export const recommendationsQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKey(accountId, 'recommendations'),
    queryFn: ({ signal }) => apiFetch<Recommendations>(paths.api.recommendations(accountId), { signal }),
  });

/** Polled every `pollMs` while `poll` is on. */
export function useRecommendations(
  accountId: string,
  { poll, pollMs = QUESTIONNAIRE_POLL_MS }: { poll: boolean; pollMs?: number },
) {
  return useQuery({
    ...recommendationsQuery(accountId),
    refetchInterval: poll ? pollMs : false,
    refetchIntervalInBackground: true,
  });
}
