import Stripe from 'stripe';
import type { StripeSettings } from '../config.ts';
import type { BillingProvider, ProviderSubscription } from './billing-provider.ts';
import { verifyStripeEvent } from './stripe-events.ts';

/** Since API version 2025-03-31 the period lives on the subscription's items, not the subscription. */
function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items?.data?.[0];
  const legacyPeriodEnd = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const periodEnd = item?.current_period_end ?? legacyPeriodEnd;
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    priceId: item?.price?.id ?? null,
  };
}

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const base = { maxNetworkRetries: 2, timeout: 20_000 };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...base,
    host: url.hostname,
    port: Number(url.port) || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** Stripe Checkout, the Customer Portal and signed webhooks, through the official library. */
export function createStripeProvider(settings: StripeSettings): BillingProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiUrl));
  return {
    kind: 'stripe',
    priceId: settings.priceId,
    async createCustomer({ accountId, accountName, email }) {
      const customer = await stripe.customers.create(
        { name: accountName, email, metadata: { account_id: accountId } },
        // Two checkouts started at once create one customer.
        { idempotencyKey: `keel-customer-${accountId}` },
      );
      return customer.id;
    },
    async createCheckout({ accountId, customerId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        line_items: [{ price: settings.priceId, quantity: 1 }],
        client_reference_id: accountId,
        metadata: { account_id: accountId },
        subscription_data: { metadata: { account_id: accountId } },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      return session.url ?? null;
    },
    async createPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url ?? null;
    },
    async retrieveSubscription(subscriptionId) {
      try {
        return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async latestSubscription(customerId) {
      const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 });
      const [newest] = list.data;
      return newest ? toProviderSubscription(newest) : null;
    },
    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeEvent(stripe, rawBody, signatureHeader, settings.webhookSecret);
    },
  };
}
