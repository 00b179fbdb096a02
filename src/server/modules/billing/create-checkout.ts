import { billingMessages } from '#domain/billing.ts';
import type { AppDeps } from '#server/app-env.ts';
import { alreadySubscribed, callingProvider, providerFailed } from './billing-errors.ts';
import { billingUrls } from './billing-urls.ts';
import { ensureCustomer } from './ensure-customer.ts';

/** Statuses under which a second checkout would charge the account twice. */
export const STANDING_STATUSES = new Set(['active', 'trialing', 'past_due']);

/**
 * create-checkout (spec 2 §7): the customer first, then a checkout in subscription mode that carries
 * the account id and returns to the billing success or cancel page. Answers the page's URL.
 */
export function createCheckout(
  deps: Pick<AppDeps, 'db' | 'billing' | 'logger' | 'config'>,
  input: { accountId: string; accountName: string; email: string },
) {
  const context = { accountId: input.accountId, action: 'checkout', message: billingMessages.checkoutFailed };
  return callingProvider(deps.logger, context, async () => {
    const row = await ensureCustomer(deps, input);
    if (STANDING_STATUSES.has(row.status ?? '')) throw alreadySubscribed();
    const urls = billingUrls(deps.config.appUrl, input.accountId);
    const url = await deps.billing.createCheckout({
      accountId: input.accountId,
      customerId: row.stripeCustomerId,
      successUrl: urls.success,
      cancelUrl: urls.cancel,
    });
    if (!url) throw providerFailed(billingMessages.noCheckoutUrl);
    return { url };
  });
}
