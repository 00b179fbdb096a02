import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { billingWebhookEvents } from '#server/db/schema/billing.ts';
import { createStripeKeel, inDays, WEBHOOK_SECRET } from './stripe-test-kit.ts';

const { stripe, keel, postWebhook, rowOf, accountWithCustomer, stripeHolds, subscriptionEvent } =
  await createStripeKeel();

describe('webhooks', () => {
  test('checkout.session.completed re-reads the subscription and activates the account', async () => {
    const { account, owner, customerId } = await accountWithCustomer();
    stripeHolds({ id: 'sub_activate', customer: customerId, status: 'active', currentPeriodEnd: inDays(30) });
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
      current_period_end: new Date(inDays(30) * 1000).toISOString(),
      cancel_at_period_end: false,
    });
    expect((await rowOf(account.id))!.stripeSubscriptionId).toBe('sub_activate');
  });

  test('a wrong signature, an expired timestamp, a missing header and an altered body are all refused', async () => {
    const { account, customerId } = await accountWithCustomer();
    stripeHolds({ id: 'sub_refused', customer: customerId, status: 'active', currentPeriodEnd: inDays(30) });
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
    stripeHolds({ id: 'sub_replay', customer: customerId, status: 'active', currentPeriodEnd: inDays(30) });
    const event = subscriptionEvent(
      'created',
      { id: 'sub_replay', customer: customerId },
      { id: 'evt_replayed' },
    );
    expect(await (await postWebhook(event)).json()).toEqual({ received: true, duplicate: false });
    stripeHolds({ id: 'sub_replay', customer: customerId, status: 'past_due', currentPeriodEnd: inDays(30) });
    stripe.received.length = 0;
    expect(await (await postWebhook(event)).json()).toEqual({ received: true, duplicate: true });
    expect(stripe.received).toEqual([]);
    expect((await rowOf(account.id))!.status).toBe('active');
    expect(
      await keel.db.select().from(billingWebhookEvents).where(eq(billingWebhookEvents.id, 'evt_replayed')),
    ).toHaveLength(1);
  });

  test('the same event delivered several times at once is applied exactly once', async () => {
    const { customerId } = await accountWithCustomer();
    stripeHolds({ id: 'sub_burst', customer: customerId, status: 'active', currentPeriodEnd: inDays(30) });
    const event = subscriptionEvent(
      'created',
      { id: 'sub_burst', customer: customerId },
      { id: 'evt_burst' },
    );
    const answers = await Promise.all([1, 2, 3, 4].map(async () => (await postWebhook(event)).json()));
    expect(answers.filter((a) => a.duplicate === false)).toHaveLength(1);
    expect(answers.filter((a) => a.duplicate === true)).toHaveLength(3);
  });

  test('events delivered out of order end in the state Stripe has now', async () => {
    const { account, customerId } = await accountWithCustomer();
    const subscription = { id: 'sub_order', object: 'subscription', customer: customerId };
    // Stripe: created (active), then canceled. Delivery: the deletion first, the creation late.
    stripeHolds({ id: 'sub_order', customer: customerId, status: 'canceled', currentPeriodEnd: inDays(30) });
    await postWebhook(
      stripe.event(WEBHOOK_SECRET, 'customer.subscription.deleted', { ...subscription, status: 'canceled' }),
    );
    await postWebhook(
      stripe.event(WEBHOOK_SECRET, 'customer.subscription.created', { ...subscription, status: 'active' }),
    );
    expect((await rowOf(account.id))!.status).toBe('canceled');

    // An event's own payload is never trusted: an update claiming past_due while Stripe says active.
    stripeHolds({ id: 'sub_order', customer: customerId, status: 'active', currentPeriodEnd: inDays(60) });
    await postWebhook(
      stripe.event(WEBHOOK_SECRET, 'customer.subscription.updated', { ...subscription, status: 'past_due' }),
    );
    expect(await rowOf(account.id)).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(inDays(60) * 1000),
    });

    // A late event about an older, ended subscription does not overwrite the one that stands.
    stripeHolds({ id: 'sub_old', customer: customerId, status: 'canceled', currentPeriodEnd: inDays(-5) });
    await postWebhook(subscriptionEvent('deleted', { id: 'sub_old', customer: customerId }));
    expect(await rowOf(account.id)).toMatchObject({ status: 'active', stripeSubscriptionId: 'sub_order' });
  });

  test('an invoice event updates through its subscription; an unknown customer is recorded and ignored', async () => {
    const { account, customerId } = await accountWithCustomer();
    stripeHolds({ id: 'sub_invoice', customer: customerId, status: 'past_due', currentPeriodEnd: inDays(3) });
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

    stripeHolds({
      id: 'sub_stranger',
      customer: 'cus_nobody',
      status: 'active',
      currentPeriodEnd: inDays(30),
    });
    const unknown = subscriptionEvent(
      'created',
      { id: 'sub_stranger', customer: 'cus_nobody' },
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
    const event = subscriptionEvent(
      'created',
      { id: 'sub_later', customer: customerId },
      { id: 'evt_retry' },
    );
    stripe.behaviour.failWith = 400;
    expect((await postWebhook(event)).status).toBe(502);
    expect(
      await keel.db.select().from(billingWebhookEvents).where(eq(billingWebhookEvents.id, 'evt_retry')),
    ).toEqual([]);
    stripe.behaviour.failWith = null;
    stripeHolds({ id: 'sub_later', customer: customerId, status: 'active', currentPeriodEnd: inDays(30) });
    expect((await postWebhook(event)).status).toBe(200);
    expect((await rowOf(account.id))!.status).toBe('active');
  });
});
