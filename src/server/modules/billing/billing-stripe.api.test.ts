import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { billingMessages } from '#domain/billing.ts';
import { accountSubscriptions } from '#server/db/schema/billing.ts';
import { TEST_ORIGIN } from '#server/test/harness.ts';
import { notSubscribed } from './billing-test-kit.ts';
import { createStripeKeel, inDays, SECRET_KEY } from './stripe-test-kit.ts';

const { stripe, keel, given, postWebhook, rowOf, accountWithCustomer, stripeHolds, subscriptionEvent } =
  await createStripeKeel();

/** An account whose Stripe subscription `id` is active, as its webhook told Keel. */
async function activeAccount() {
  const { account, owner, customerId } = await accountWithCustomer();
  const id = `sub_active_${account.id.slice(0, 8)}`;
  stripeHolds({ id, customer: customerId, status: 'active', currentPeriodEnd: inDays(30) });
  await postWebhook(subscriptionEvent('created', { id, customer: customerId }));
  return { account, owner, customerId, id };
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

  test('checkouts started at once share one customer (one idempotency key, one stored row)', async () => {
    const { account, owner } = await given.accountWithOwner();
    const responses = await Promise.all(
      [1, 2, 3].map(() => owner.client.post(`/api/accounts/${account.id}/billing/checkout`)),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const customerCalls = stripe.received.filter((r) => r.path === '/v1/customers');
    expect(new Set(customerCalls.map((r) => r.idempotencyKey))).toEqual(
      new Set([`keel-customer-${account.id}`]),
    );
    const stored = await keel.db
      .select()
      .from(accountSubscriptions)
      .where(eq(accountSubscriptions.accountId, account.id));
    expect(stored).toHaveLength(1);
    const sessions = stripe.received.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sessions.map((r) => r.form.customer)).toEqual([1, 2, 3].map(() => stored[0]!.stripeCustomerId));
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

describe('check-subscription and its 5-minute cache', () => {
  const ageRow = (accountId: string, minutes: number) =>
    keel.db
      .update(accountSubscriptions)
      .set({ updatedAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(accountSubscriptions.accountId, accountId));

  test('a row updated within 5 minutes is used as is; an older one is refreshed from Stripe', async () => {
    const { account, owner, customerId, id } = await activeAccount();
    stripeHolds({ id, customer: customerId, status: 'canceled', currentPeriodEnd: inDays(30) });
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
    stripeHolds({
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
    expect(await none.json()).toEqual(notSubscribed);
    expect(stripe.received).toEqual([]);

    const active = await activeAccount();
    await ageRow(active.account.id, 10);
    stripe.behaviour.failWith = 400;
    const stale = await active.owner.client.get(`/api/accounts/${active.account.id}/billing/subscription`);
    expect(stale.status).toBe(200);
    expect(await stale.json()).toMatchObject({ subscribed: true, status: 'active' });
  });
});

describe('deleting the account', () => {
  test('cancels its standing subscription at Stripe, so a deleted account is not charged', async () => {
    const { account, owner, id } = await activeAccount();
    const issued = await owner.client.post(`/api/accounts/${account.id}/deletion-code`);
    const { code } = (await issued.json()) as { code: string };
    const deleted = await owner.client.delete(`/api/accounts/${account.id}`, { confirmationText: code });
    expect(deleted.status).toBe(200);
    expect(stripe.received.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v1/subscriptions/${id}`,
    });
    expect(stripe.subscriptions.get(id)!.status).toBe('canceled');
    expect(await rowOf(account.id)).toBeUndefined();
  });
});
