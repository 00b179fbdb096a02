import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { billingMessages } from '#domain/billing.ts';
import { accountSubscriptions, billingWebhookEvents } from '#server/db/schema/billing.ts';
import { fakeStripe } from '#server/test/fake-stripe-server.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel, TEST_ORIGIN } from '#server/test/harness.ts';

const WEBHOOK_SECRET = 'whsec_keel_test_secret';
const SECRET_KEY = 'sk_test_keel_secret_key';
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
const DAY = 86_400;
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * DAY;

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

async function rowOf(accountId: string) {
  const [row] = await keel.db
    .select()
    .from(accountSubscriptions)
    .where(eq(accountSubscriptions.accountId, accountId));
  return row;
}

/** An account whose owner started a checkout (so its Stripe customer exists). */
async function accountWithCustomer() {
  const { account, owner } = await given.accountWithOwner();
  const response = await owner.client.post(`/api/accounts/${account.id}/billing/checkout`);
  expect(response.status).toBe(200);
  return { account, owner, customerId: (await rowOf(account.id))!.stripeCustomerId };
}

describe('checkout and portal through the stripe library', () => {
  test('creates the customer first, then a subscription-mode Checkout Session carrying the account id', async () => {
    const { account, owner } = await given.accountWithOwner('Stripe Buyer Ltd');
    const response = await owner.client.post(`/api/accounts/${account.id}/billing/checkout`);
    expect(response.status).toBe(200);
    const { url } = await response.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    expect(stripe.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
    ]);
    const [customer, session] = stripe.received;
    expect(customer!.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(customer!.form).toMatchObject({
      name: 'Stripe Buyer Ltd',
      email: owner.email,
      'metadata[account_id]': account.id,
    });
    const row = await rowOf(account.id);
    expect(row).toMatchObject({
      provider: 'stripe',
      status: null,
      stripeCustomerId: expect.stringMatching(/^cus_fake/),
    });
    expect(session!.form).toMatchObject({
      mode: 'subscription',
      customer: row!.stripeCustomerId,
      'line_items[0][price]': 'price_keel_monthly',
      'line_items[0][quantity]': '1',
      client_reference_id: account.id,
      'metadata[account_id]': account.id,
      'subscription_data[metadata][account_id]': account.id,
      success_url: `${TEST_ORIGIN}/billing/${account.id}/success`,
      cancel_url: `${TEST_ORIGIN}/billing/${account.id}/cancel`,
    });

    // A second checkout reuses the customer.
    stripe.received.length = 0;
    await owner.client.post(`/api/accounts/${account.id}/billing/checkout`);
    expect(stripe.received.map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
  });

  test("a session without a url is 'No checkout URL received from server'", async () => {
    const { account, owner } = await given.accountWithOwner();
    stripe.behaviour.checkoutUrl = false;
    const response = await owner.client.post(`/api/accounts/${account.id}/billing/checkout`);
    expect(response.status).toBe(502);
    expect((await response.json()).error).toEqual({
      code: 'billing_provider_failed',
      message: billingMessages.noCheckoutUrl,
    });
  });

  test("Stripe failing is 'Failed to create checkout session' / 'Failed to open customer portal', never a secret", async () => {
    const { account, owner } = await given.accountWithOwner();
    stripe.behaviour.failWith = 400;
    const checkout = await owner.client.post(`/api/accounts/${account.id}/billing/checkout`);
    const portal = await owner.client.post(`/api/accounts/${account.id}/billing/portal`);
    expect([checkout.status, portal.status]).toEqual([502, 502]);
    const bodies = [await checkout.text(), await portal.text()];
    expect(JSON.parse(bodies[0]!).error.message).toBe(billingMessages.checkoutFailed);
    expect(JSON.parse(bodies[1]!).error.message).toBe(billingMessages.portalFailed);
    for (const body of bodies) expect(body).not.toContain(SECRET_KEY);
    expect(await rowOf(account.id)).toBeUndefined();
  });

  test('the Customer Portal session is for the account customer and returns to its billing page', async () => {
    const { account, owner, customerId } = await accountWithCustomer();
    stripe.received.length = 0;
    const response = await owner.client.post(`/api/accounts/${account.id}/billing/portal`);
    expect(await response.json()).toEqual({
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\//),
    });
    expect(stripe.received).toHaveLength(1);
    expect(stripe.received[0]).toMatchObject({
      path: '/v1/billing_portal/sessions',
      form: { customer: customerId, return_url: `${TEST_ORIGIN}/billing/${account.id}` },
    });
  });

  test('the sandbox pages do not exist when Stripe is configured', async () => {
    const { account, owner } = await given.accountWithOwner();
    const response = await owner.client.post(`/api/accounts/${account.id}/billing/sandbox/checkout`, {
      nameOnCard: 'A',
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(response.status).toBe(404);
  });
});

describe('webhooks', () => {
  test('checkout.session.completed re-reads the subscription and activates the account', async () => {
    const { account, owner, customerId } = await accountWithCustomer();
    stripe.subscriptions.set('sub_activate', {
      id: 'sub_activate',
      customer: customerId,
      status: 'active',
      currentPeriodEnd: inDays(30),
    });
    const response = await postWebhook(
      stripe.event(WEBHOOK_SECRET, 'checkout.session.completed', {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'subscription',
        customer: customerId,
        subscription: 'sub_activate',
        client_reference_id: account.id,
      }),
    );
    expect(response.status).toBe(200);
    expect(stripe.received.at(-1)).toMatchObject({ method: 'GET', path: '/v1/subscriptions/sub_activate' });
    const view = await (await owner.client.get(`/api/accounts/${account.id}/billing/subscription`)).json();
    expect(view).toEqual({
      subscribed: true,
      status: 'active',
      currentPeriodEnd: new Date(inDays(30) * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
    expect((await rowOf(account.id))!.stripeSubscriptionId).toBe('sub_activate');
  });

  test('a wrong signature, an expired timestamp, a missing header and an altered body are all refused', async () => {
    const { account, customerId } = await accountWithCustomer();
    stripe.subscriptions.set('sub_refused', {
      id: 'sub_refused',
      customer: customerId,
      status: 'active',
      currentPeriodEnd: inDays(30),
    });
    const object = { id: 'sub_refused', object: 'subscription', customer: customerId, status: 'active' };
    const wrongSecret = stripe.event('whsec_someone_else', 'customer.subscription.created', object);
    const expired = stripe.event(WEBHOOK_SECRET, 'customer.subscription.created', object, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const good = stripe.event(WEBHOOK_SECRET, 'customer.subscription.created', object);
    const altered = { rawBody: good.rawBody.replace('"active"', '"trialing"'), signature: good.signature };
    const reserialised = { rawBody: JSON.stringify(JSON.parse(good.rawBody)), signature: good.signature };
    for (const event of [wrongSecret, expired, { rawBody: good.rawBody }, altered, reserialised]) {
      const response = await postWebhook(event);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_signature');
    }
    expect(stripe.received.filter((r) => r.method === 'GET')).toEqual([]);
    expect((await rowOf(account.id))!.status).toBeNull();
    // The exact bytes Stripe signed (pretty-printed JSON) are accepted.
    expect((await postWebhook(good)).status).toBe(200);
    expect((await rowOf(account.id))!.status).toBe('active');
  });

  test('a replayed event changes nothing and reads nothing', async () => {
    const { account, customerId } = await accountWithCustomer();
    stripe.subscriptions.set('sub_replay', {
      id: 'sub_replay',
      customer: customerId,
      status: 'active',
      currentPeriodEnd: inDays(30),
    });
    const event = stripe.event(
      WEBHOOK_SECRET,
      'customer.subscription.created',
      { id: 'sub_replay', object: 'subscription', customer: customerId },
      { id: 'evt_replayed' },
    );
    expect(await (await postWebhook(event)).json()).toEqual({ received: true, duplicate: false });
    stripe.subscriptions.set('sub_replay', {
      id: 'sub_replay',
      customer: customerId,
      status: 'past_due',
      currentPeriodEnd: inDays(30),
    });
    stripe.received.length = 0;
    expect(await (await postWebhook(event)).json()).toEqual({ received: true, duplicate: true });
    expect(stripe.received).toEqual([]);
    expect((await rowOf(account.id))!.status).toBe('active');
    expect(
      await keel.db.select().from(billingWebhookEvents).where(eq(billingWebhookEvents.id, 'evt_replayed')),
    ).toHaveLength(1);
  });

  test('events delivered out of order end in the state Stripe has now', async () => {
    const { account, customerId } = await accountWithCustomer();
    const subscription = { id: 'sub_order', object: 'subscription', customer: customerId };
    // Stripe: created (active), then canceled. Delivery: the deletion first, the creation late.
    stripe.subscriptions.set('sub_order', {
      id: 'sub_order',
      customer: customerId,
      status: 'canceled',
      currentPeriodEnd: inDays(30),
    });
    await postWebhook(
      stripe.event(WEBHOOK_SECRET, 'customer.subscription.deleted', { ...subscription, status: 'canceled' }),
    );
    await postWebhook(
      stripe.event(WEBHOOK_SECRET, 'customer.subscription.created', { ...subscription, status: 'active' }),
    );
    expect((await rowOf(account.id))!.status).toBe('canceled');

    // An event's own payload is never trusted: an update claiming past_due while Stripe says active.
    stripe.subscriptions.set('sub_order', {
      id: 'sub_order',
      customer: customerId,
      status: 'active',
      currentPeriodEnd: inDays(60),
    });
    await postWebhook(
      stripe.event(WEBHOOK_SECRET, 'customer.subscription.updated', { ...subscription, status: 'past_due' }),
    );
    expect(await rowOf(account.id)).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(inDays(60) * 1000),
    });

    // A late event about an older, ended subscription does not overwrite the one that stands.
    stripe.subscriptions.set('sub_old', {
      id: 'sub_old',
      customer: customerId,
      status: 'canceled',
      currentPeriodEnd: inDays(-5),
    });
    await postWebhook(
      stripe.event(WEBHOOK_SECRET, 'customer.subscription.deleted', {
        id: 'sub_old',
        object: 'subscription',
        customer: customerId,
      }),
    );
    expect(await rowOf(account.id)).toMatchObject({ status: 'active', stripeSubscriptionId: 'sub_order' });
  });

  test('an invoice event updates through its subscription; an unknown customer is recorded and ignored', async () => {
    const { account, customerId } = await accountWithCustomer();
    stripe.subscriptions.set('sub_invoice', {
      id: 'sub_invoice',
      customer: customerId,
      status: 'past_due',
      currentPeriodEnd: inDays(3),
    });
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: customerId,
      parent: { subscription_details: { subscription: 'sub_invoice' } },
    };
    expect((await postWebhook(stripe.event(WEBHOOK_SECRET, 'invoice.payment_failed', invoice))).status).toBe(
      200,
    );
    expect((await rowOf(account.id))!.status).toBe('past_due');

    stripe.subscriptions.set('sub_stranger', {
      id: 'sub_stranger',
      customer: 'cus_nobody',
      status: 'active',
      currentPeriodEnd: inDays(30),
    });
    const unknown = stripe.event(
      WEBHOOK_SECRET,
      'customer.subscription.created',
      { id: 'sub_stranger', object: 'subscription', customer: 'cus_nobody' },
      { id: 'evt_unknown_customer' },
    );
    expect((await postWebhook(unknown)).status).toBe(200);
    const [recorded] = await keel.db
      .select()
      .from(billingWebhookEvents)
      .where(eq(billingWebhookEvents.id, 'evt_unknown_customer'));
    expect(recorded!.accountId).toBeNull();
  });

  test('when Stripe cannot be read the event is refused (502) and not recorded, so Stripe sends it again', async () => {
    const { account, customerId } = await accountWithCustomer();
    const event = stripe.event(
      WEBHOOK_SECRET,
      'customer.subscription.created',
      { id: 'sub_later', object: 'subscription', customer: customerId },
      { id: 'evt_retry' },
    );
    stripe.behaviour.failWith = 400;
    expect((await postWebhook(event)).status).toBe(502);
    expect(
      await keel.db.select().from(billingWebhookEvents).where(eq(billingWebhookEvents.id, 'evt_retry')),
    ).toEqual([]);
    stripe.behaviour.failWith = null;
    stripe.subscriptions.set('sub_later', {
      id: 'sub_later',
      customer: customerId,
      status: 'active',
      currentPeriodEnd: inDays(30),
    });
    expect((await postWebhook(event)).status).toBe(200);
    expect((await rowOf(account.id))!.status).toBe('active');
  });
});

describe('check-subscription and its 5-minute cache', () => {
  async function activeAccount() {
    const { account, owner, customerId } = await accountWithCustomer();
    const id = `sub_cache_${account.id.slice(0, 8)}`;
    stripe.subscriptions.set(id, {
      id,
      customer: customerId,
      status: 'active',
      currentPeriodEnd: inDays(30),
    });
    await postWebhook(
      stripe.event(WEBHOOK_SECRET, 'customer.subscription.created', {
        id,
        object: 'subscription',
        customer: customerId,
      }),
    );
    return { account, owner, customerId, id };
  }
  const ageRow = (accountId: string, minutes: number) =>
    keel.db
      .update(accountSubscriptions)
      .set({ updatedAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(accountSubscriptions.accountId, accountId));

  test('a row updated within 5 minutes is used as is; an older one is refreshed from Stripe', async () => {
    const { account, owner, customerId, id } = await activeAccount();
    stripe.subscriptions.set(id, {
      id,
      customer: customerId,
      status: 'canceled',
      currentPeriodEnd: inDays(30),
    });
    await ageRow(account.id, 4);
    stripe.received.length = 0;
    const fresh = await (await owner.client.get(`/api/accounts/${account.id}/billing/subscription`)).json();
    expect(fresh).toMatchObject({ subscribed: true, status: 'active' });
    expect(stripe.received).toEqual([]);

    await ageRow(account.id, 6);
    const refreshed = await (
      await owner.client.get(`/api/accounts/${account.id}/billing/subscription`)
    ).json();
    expect(refreshed).toMatchObject({ subscribed: false, status: 'canceled' });
    expect(stripe.received.map((r) => r.path)).toEqual([`/v1/subscriptions/${id}`]);
    expect(Date.now() - (await rowOf(account.id))!.updatedAt.getTime()).toBeLessThan(60_000);
  });

  test('a customer with no subscription named yet is looked up by customer (a lost webhook)', async () => {
    const { account, owner, customerId } = await accountWithCustomer();
    stripe.subscriptions.set('sub_lost_event', {
      id: 'sub_lost_event',
      customer: customerId,
      status: 'trialing',
      currentPeriodEnd: inDays(14),
      created: 10,
    });
    await ageRow(account.id, 10);
    const view = await (await owner.client.get(`/api/accounts/${account.id}/billing/subscription`)).json();
    expect(view).toMatchObject({ subscribed: false, status: 'trialing' });
    expect(stripe.received.at(-1)).toMatchObject({
      path: '/v1/subscriptions',
      form: { customer: customerId, status: 'all', limit: '1' },
    });
  });

  test('no row is not subscribed and asks Stripe nothing; Stripe down shows the stored state', async () => {
    const { account, owner } = await given.accountWithOwner();
    const none = await owner.client.get(`/api/accounts/${account.id}/billing/subscription`);
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({
      subscribed: false,
      status: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    expect(stripe.received).toEqual([]);

    const active = await activeAccount();
    await ageRow(active.account.id, 10);
    stripe.behaviour.failWith = 400;
    const stale = await active.owner.client.get(`/api/accounts/${active.account.id}/billing/subscription`);
    expect(stale.status).toBe(200);
    expect(await stale.json()).toMatchObject({ subscribed: true, status: 'active' });
  });
});
