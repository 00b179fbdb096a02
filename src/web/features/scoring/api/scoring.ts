import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCORE_POLL_INTERVAL_MS } from '#domain/scoring.ts';
import { paths } from '#web/app/paths.ts';
import { accountKey } from '#web/lib/account.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type Scoring = Api['accounts'][':accountId']['scoring'];
export type ScoreOverview = ResponseOf<Scoring['$get']>;
export type FactorScore = ResponseOf<Scoring['factors']['$get']>['factors'][number];
export type RunResult = ResponseOf<Scoring['runs']['$post']>;

/** Spec 2 §4: while any factor is pending or processing, the page asks again every 2000 ms. */
const pollWhileBusy = (busy: boolean) => (busy ? SCORE_POLL_INTERVAL_MS : false);

export const scoreOverviewQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKey(accountId, 'score'),
    queryFn: ({ signal }) => apiFetch<ScoreOverview>(paths.api.score(accountId), { signal }),
    refetchInterval: (query) => {
      const counts = query.state.data?.counts;
      return pollWhileBusy(Boolean(counts && counts.processing + counts.pending > 0));
    },
  });

export function useScoreOverview(accountId: string) {
  return useQuery(scoreOverviewQuery(accountId));
}

export const factorScoresQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKey(accountId, 'factorScores'),
    queryFn: ({ signal }) =>
      apiFetch<{ factors: FactorScore[] }>(paths.api.factorScores(accountId), { signal }).then(
        (r) => r.factors,
      ),
    refetchInterval: (query) =>
      pollWhileBusy(
        Boolean(
          query.state.data?.some((factor) => factor.status === 'processing' || factor.status === 'pending'),
        ),
      ),
  });

/** Every factor score of the account with its factor (the area page filters by area). */
export function useFactorScores(accountId: string) {
  return useQuery(factorScoresQuery(accountId));
}
