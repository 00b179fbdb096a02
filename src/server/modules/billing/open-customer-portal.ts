import { billingMessages } from '#domain/billing.ts';
import type { AppDeps } from '#server/app-env.ts';
import { billingUrls } from './billing-urls.ts';
import type { CustomerDetails } from './ensure-customer.ts';
import { openProviderPage } from './open-provider-page.ts';

/** customer-portal (spec 2 §7): the provider's page to cancel or resume, returning to billing. */
export function openCustomerPortal(
  deps: Pick<AppDeps, 'db' | 'billing' | 'logger' | 'config'>,
  input: CustomerDetails,
) {
  const page = { action: 'portal', failedMessage: billingMessages.portalFailed };
  return openProviderPage(deps, input, page, (customer) =>
    deps.billing.createPortal({
      accountId: input.accountId,
      customerId: customer.stripeCustomerId,
      returnUrl: billingUrls(deps.config.appUrl, input.accountId).billing,
    }),
  );
}
