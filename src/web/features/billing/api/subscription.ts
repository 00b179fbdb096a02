import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { accountKey } from '#web/lib/account.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type BillingEndpoint = Api['accounts'][':accountId']['billing'];

/** check-subscription: subscribed, status, current period end (spec 2 §7). */
export type Subscription = ResponseOf<BillingEndpoint['subscription']['$get']>;

export const subscriptionQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKey(accountId, 'subscription'),
    queryFn: ({ signal }) => apiFetch<Subscription>(paths.api.subscription(accountId), { signal }),
    // Payment happens in another tab: coming back to this one asks again (the server caches 5 minutes).
    staleTime: 0,
  });

export function useSubscription(accountId: string, options: { pollUntilSubscribed?: boolean } = {}) {
  return useQuery({
    ...subscriptionQuery(accountId),
    enabled: Boolean(accountId),
    // After a payment the provider's webhook may land a moment after the customer does.
    refetchInterval: (query) =>
      options.pollUntilSubscribed && !query.state.data?.subscribed && query.state.dataUpdateCount < 15
        ? 2000
        : false,
  });
}
