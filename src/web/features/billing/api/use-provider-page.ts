import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { billingMessages } from '#domain/billing.ts';
import { paths } from '#web/app/paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { reserveTab } from './open-in-new-tab';

type Billing = Api['accounts'][':accountId']['billing'];
type UrlResponse = ResponseOf<Billing['checkout']['$post']> | ResponseOf<Billing['portal']['$post']>;

const pages = {
  checkout: { path: paths.api.checkout, failed: billingMessages.checkoutFailed },
  portal: { path: paths.api.customerPortal, failed: billingMessages.portalFailed },
} as const;

/**
 * create-checkout and customer-portal (spec 2 §7): asks the server for the provider's page and opens
 * it in a new tab. A failure is toasted in the spec's words and kept as the page's 'Error: …' box;
 * an answer without a url is 'No checkout URL received from server'.
 */
export function useProviderPage(accountId: string, page: keyof typeof pages) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async () => {
      const tab = reserveTab();
      try {
        const answer = await apiFetch<Partial<UrlResponse>>(pages[page].path(accountId), { method: 'POST' });
        if (!answer?.url) throw new Error(billingMessages.noCheckoutUrl);
        tab.go(answer.url);
      } catch (failure) {
        tab.close();
        throw failure;
      }
    },
    onMutate: () => setError(null),
    onError: (failure) => {
      const message = failure instanceof Error ? failure.message : pages[page].failed;
      toast.error(message === billingMessages.noCheckoutUrl ? message : pages[page].failed);
      setError(message);
    },
  });
  return { open: () => mutation.mutate(), isPending: mutation.isPending, error };
}
