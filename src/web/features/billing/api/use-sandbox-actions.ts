import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SandboxCardInput } from '#domain/schemas/billing.ts';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { subscriptionQuery } from './subscription';

type Sandbox = Api['accounts'][':accountId']['billing']['sandbox'];

/** The sandbox checkout's Pay button: the answer is the subscription after the signed events. */
export function useSandboxCheckout(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: SandboxCardInput) =>
      apiFetch<ResponseOf<Sandbox['checkout']['$post']>>(paths.api.sandboxCheckout(accountId), {
        method: 'POST',
        body: card,
      }),
    onSuccess: (subscription) =>
      queryClient.setQueryData(subscriptionQuery(accountId).queryKey, subscription),
  });
}

/** The sandbox portal's Cancel and Resume buttons. */
export function useChangeSandboxSubscription(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') =>
      apiFetch<ResponseOf<Sandbox['subscription']['$put']>>(paths.api.sandboxSubscription(accountId), {
        method: 'PUT',
        body: { action },
      }),
    onSuccess: (subscription) =>
      queryClient.setQueryData(subscriptionQuery(accountId).queryKey, subscription),
  });
}
