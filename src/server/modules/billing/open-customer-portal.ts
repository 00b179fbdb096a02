import { billingMessages } from '#domain/billing.ts';
import type { AppDeps } from '#server/app-env.ts';
import { callingProvider, providerFailed } from './billing-errors.ts';
import { billingUrls } from './billing-urls.ts';
import { ensureCustomer } from './ensure-customer.ts';

/** customer-portal (spec 2 §7): the provider's page to cancel or resume, returning to billing. */
export function openCustomerPortal(
  deps: Pick<AppDeps, 'db' | 'billing' | 'logger' | 'config'>,
  input: { accountId: string; accountName: string; email: string },
) {
  const context = { accountId: input.accountId, action: 'portal', message: billingMessages.portalFailed };
  return callingProvider(deps.logger, context, async () => {
    const row = await ensureCustomer(deps, input);
    const url = await deps.billing.createPortal({
      accountId: input.accountId,
      customerId: row.stripeCustomerId,
      returnUrl: billingUrls(deps.config.appUrl, input.accountId).billing,
    });
    if (!url) throw providerFailed(billingMessages.portalFailed);
    return { url };
  });
}
