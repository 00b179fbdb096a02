import { billingMessages } from '#domain/billing.ts';
import type { AppDeps } from '#server/app-env.ts';
import { alreadySubscribed } from './billing-errors.ts';
import { billingUrls } from './billing-urls.ts';
import type { CustomerDetails } from './ensure-customer.ts';
import { openProviderPage } from './open-provider-page.ts';

/** Statuses under which a second checkout would charge the account twice. */
export const STANDING_STATUSES = new Set(['active', 'trialing', 'past_due']);

/**
 * create-checkout (spec 2 §7): the customer first, then a checkout in subscription mode that carries
 * the account id and returns to the billing success or cancel page. Answers the page's URL.
 */
export function createCheckout(
  deps: Pick<AppDeps, 'db' | 'billing' | 'logger' | 'config'>,
  input: CustomerDetails,
) {
  const page = {
    action: 'checkout',
    failedMessage: billingMessages.checkoutFailed,
    noUrlMessage: billingMessages.noCheckoutUrl,
  };
  return openProviderPage(deps, input, page, (customer) => {
    if (STANDING_STATUSES.has(customer.status ?? '')) throw alreadySubscribed();
    const urls = billingUrls(deps.config.appUrl, input.accountId);
    return deps.billing.createCheckout({
      accountId: input.accountId,
      customerId: customer.stripeCustomerId,
      successUrl: urls.success,
      cancelUrl: urls.cancel,
    });
  });
}
