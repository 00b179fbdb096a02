import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, expect } from 'vitest';
import { accountSubscriptions } from '#server/db/schema/billing.ts';
import { type FakeSubscription, fakeStripe } from '#server/test/fake-stripe-server.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';

export const WEBHOOK_SECRET = 'whsec_keel_test_secret';
export const SECRET_KEY = 'sk_test_keel_secret_key';
const DAY = 86_400;
// One clock per file, so a period set and the period expected never straddle a second.
const NOW = Math.floor(Date.now() / 1000);
export const inDays = (days: number) => NOW + days * DAY;

/**
 * A Keel app billing through Stripe, with the real `stripe` library pointed at a local fake of
 * Stripe's API (one per test file): the fake, the app, factories and the webhook helpers.
 */
export async function createStripeKeel() {
  const stripe = fakeStripe();
  const apiUrl = await stripe.listen();
  afterAll(() => stripe.close());
  const keel = await createTestKeel({
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PRICE_ID: 'price_keel_monthly',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: apiUrl,
    },
  });
  const given = createGiven(keel);
  beforeEach(() => {
    stripe.received.length = 0;
    stripe.behaviour.checkoutUrl = true;
    stripe.behaviour.failWith = null;
  });

  /** The provider's POST: no cookie, no Origin, only the signature. */
  const postWebhook = (event: { rawBody: string; signature?: string }) =>
    keel.app.request('/api/billing/webhooks/stripe', {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(event.signature ? { 'stripe-signature': event.signature } : {}),
      },
      body: event.rawBody,
    });

  const rowOf = async (accountId: string) => {
    const [row] = await keel.db
      .select()
      .from(accountSubscriptions)
      .where(eq(accountSubscriptions.accountId, accountId));
    return row;
  };

  /** Stripe holds this subscription from now on: what webhooks and refreshes read back. */
  const stripeHolds = (subscription: FakeSubscription) => {
    stripe.subscriptions.set(subscription.id, subscription);
  };

  /** Stripe's signed `customer.subscription.<change>` event naming a subscription (Keel reads its state back). */
  const subscriptionEvent = (
    change: 'created' | 'updated' | 'deleted',
    subscription: { id: string; customer: string },
    options: { id?: string } = {},
  ) =>
    stripe.event(
      WEBHOOK_SECRET,
      `customer.subscription.${change}`,
      { id: subscription.id, object: 'subscription', customer: subscription.customer },
      options,
    );

  /** An account whose owner started a checkout (so its Stripe customer exists). */
  const accountWithCustomer = async () => {
    const { account, owner } = await given.accountWithOwner();
    const response = await owner.client.post(`/api/accounts/${account.id}/billing/checkout`);
    expect(response.status).toBe(200);
    return { account, owner, customerId: (await rowOf(account.id))!.stripeCustomerId };
  };

  return { stripe, keel, given, postWebhook, rowOf, accountWithCustomer, stripeHolds, subscriptionEvent };
}
