import type { AppDeps } from '#server/app-env.ts';
import { callingProvider, providerFailed } from './billing-errors.ts';
import { type CustomerDetails, ensureCustomer } from './ensure-customer.ts';

type Customer = Awaited<ReturnType<typeof ensureCustomer>>;

/**
 * A page of the provider for the account's customer (checkout or portal): the customer is ensured
 * first, then `open` asks the provider for the page. A failure is logged and answered with
 * `failedMessage`; an answer without a URL, with `noUrlMessage` (by default the same).
 */
export function openProviderPage(
  deps: Pick<AppDeps, 'db' | 'billing' | 'logger'>,
  input: CustomerDetails,
  page: { action: string; failedMessage: string; noUrlMessage?: string },
  open: (customer: Customer) => Promise<string | null>,
) {
  const context = { accountId: input.accountId, action: page.action, message: page.failedMessage };
  return callingProvider(deps.logger, context, async () => {
    const url = await open(await ensureCustomer(deps, input));
    if (!url) throw providerFailed(page.noUrlMessage ?? page.failedMessage);
    return { url };
  });
}
