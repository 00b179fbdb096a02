import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, test } from 'vitest';
import { billingMessages } from '#domain/billing.ts';
import type { SandboxBillingProvider } from '#server/billing/sandbox-provider.ts';
import {
  accountSubscriptions,
  billingSandboxSubscriptions,
  billingWebhookEvents,
} from '#server/db/schema/billing.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel, TEST_ORIGIN } from '#server/test/harness.ts';
import { notSubscribed } from './billing-test-kit.ts';

const keel = await createTestKeel();
const given = createGiven(keel);
const sandbox = keel.deps.billing as SandboxBillingProvider;
const card = { nameOnCard: 'Ada Owner', cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

/** A POST straight to the webhook route, as the provider sends it: no cookie, no Origin. */
const postWebhook = (rawBody: string, signature?: string) =>
  keel.app.request('/api/billing/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: rawBody,
  });

async function rowOf(accountId: string) {
  const [row] = await keel.db
    .select()
    .from(accountSubscriptions)
    .where(eq(accountSubscriptions.accountId, accountId));
  return row;
}

describe('the sandbox provider (the embedded default)', () => {
  test('is selected when no Stripe settings are given', () => {
    expect(keel.config.billing.kind).toBe('sandbox');
    expect(sandbox.kind).toBe('sandbox');
  });

  test('a full cycle: checkout page, test card, signed events through the webhook route, portal, cancel, resume', async () => {
    const { account, owner } = await given.accountWithOwner();
    const at = `/api/accounts/${account.id}/billing`;

    // No row yet: not subscribed, and not an error.
    const before = await owner.client.get(`${at}/subscription`);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual(notSubscribed);

    const checkout = await owner.client.post(`${at}/checkout`);
    expect(checkout.status).toBe(200);
    expect(await checkout.json()).toEqual({ url: `${TEST_ORIGIN}/billing/${account.id}/sandbox/checkout` });
    // The customer exists before the checkout completes.
    expect(await rowOf(account.id)).toMatchObject({ provider: 'sandbox', status: null });
    expect((await rowOf(account.id))!.stripeCustomerId).toMatch(/^cus_sandbox_/);

    const declined = await owner.client.post(`${at}/sandbox/checkout`, {
      ...card,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(400);
    expect((await declined.json()).error).toMatchObject({
      code: 'card_declined',
      fields: { cardNumber: 'Your card was declined.' },
    });
    expect((await rowOf(account.id))!.status).toBeNull();

    const paid = await owner.client.post(`${at}/sandbox/checkout`, card);
    expect(paid.status).toBe(200);
    const view = await paid.json();
    expect(view).toMatchObject({ subscribed: true, status: 'active', cancel_at_period_end: false });
    const periodEnd = new Date(view.current_period_end).getTime();
    expect(periodEnd - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(periodEnd - Date.now()).toBeLessThan(32 * 86_400_000);

    // The state arrived through the webhook route: both events are recorded against the account.
    const events = await keel.db
      .select()
      .from(billingWebhookEvents)
      .where(eq(billingWebhookEvents.accountId, account.id));
    expect(events.map((e) => e.type).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
    ]);

    const again = await owner.client.post(`${at}/checkout`);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      code: 'already_subscribed',
      message: billingMessages.alreadySubscribed,
    });

    const portal = await owner.client.post(`${at}/portal`);
    expect(await portal.json()).toEqual({ url: `${TEST_ORIGIN}/billing/${account.id}/sandbox/portal` });

    const canceled = await owner.client.put(`${at}/sandbox/subscription`, { action: 'cancel' });
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toMatchObject({ subscribed: false, status: 'canceled' });
    expect((await owner.client.put(`${at}/sandbox/subscription`, { action: 'cancel' })).status).toBe(409);

    const resumed = await owner.client.put(`${at}/sandbox/subscription`, { action: 'resume' });
    expect(await resumed.json()).toMatchObject({ subscribed: true, status: 'active' });
  });

  test('the card form is checked on the server, each field named', async () => {
    const { account, owner } = await given.accountWithOwner();
    const at = `/api/accounts/${account.id}/billing/sandbox/checkout`;
    const expired = await owner.client.post(at, { ...card, expiry: '01/20' });
    expect(expired.status).toBe(400);
    expect((await expired.json()).error.fields).toEqual({ expiry: 'The card has expired' });
    const notTest = await owner.client.post(at, { ...card, cardNumber: '5555 5555 5555 4444' });
    expect((await notTest.json()).error.fields.cardNumber).toMatch(/test card 4242/);
    const short = await owner.client.post(at, { ...card, cardNumber: '4242', cvc: '1' });
    expect((await short.json()).error.fields).toMatchObject({
      cardNumber: 'Enter a card number of 12 to 19 digits',
      cvc: 'Enter the 3 or 4 digit security code',
    });
    expect(await rowOf(account.id)).toBeUndefined();
    expect(
      await keel.db
        .select()
        .from(billingSandboxSubscriptions)
        .where(eq(billingSandboxSubscriptions.accountId, account.id)),
    ).toEqual([]);
  });

  test('a member reads the status but may not buy or manage (403)', async () => {
    const { account } = await given.accountWithOwner();
    const member = await given.member(account, 'member');
    const at = `/api/accounts/${account.id}/billing`;
    expect((await member.client.get(`${at}/subscription`)).status).toBe(200);
    for (const response of [
      await member.client.post(`${at}/checkout`),
      await member.client.post(`${at}/portal`),
      await member.client.post(`${at}/sandbox/checkout`, card),
    ]) {
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('forbidden');
    }
    expect(await rowOf(account.id)).toBeUndefined();
  });
});

describe('the webhook route with sandbox events', () => {
  async function subscribedAccount() {
    const { account, owner } = await given.accountWithOwner();
    await owner.client.post(`/api/accounts/${account.id}/billing/sandbox/checkout`, card);
    const [subscription] = await keel.db
      .select()
      .from(billingSandboxSubscriptions)
      .where(eq(billingSandboxSubscriptions.accountId, account.id));
    return { account, owner, subscription: subscription! };
  }

  test('an event signed with another secret is refused with 400 and changes nothing', async () => {
    const { account, subscription } = await subscribedAccount();
    const forger = new Stripe('sk_test_forger');
    const rawBody = JSON.stringify({
      id: 'evt_forged_1',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          id: subscription.id,
          object: 'subscription',
          customer: subscription.customerId,
          status: 'canceled',
        },
      },
    });
    const signature = forger.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: 'whsec_not_the_sandbox',
    });
    await keel.db
      .update(billingSandboxSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(billingSandboxSubscriptions.id, subscription.id));
    const response = await postWebhook(rawBody, signature);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_signature');
    expect((await postWebhook(rawBody)).status).toBe(400);
    expect((await rowOf(account.id))!.status).toBe('active');
    expect(
      await keel.db.select().from(billingWebhookEvents).where(eq(billingWebhookEvents.id, 'evt_forged_1')),
    ).toEqual([]);
  });

  test('a replayed sandbox event does nothing the second time', async () => {
    const { account, subscription } = await subscribedAccount();
    const event = sandbox.signEvent('customer.subscription.updated', {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customerId,
    });
    expect(await (await postWebhook(event.rawBody, event.signature)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    // The provider's side changes after the first delivery; the replay must not apply it.
    await keel.db
      .update(billingSandboxSubscriptions)
      .set({ status: 'past_due' })
      .where(eq(billingSandboxSubscriptions.id, subscription.id));
    expect(await (await postWebhook(event.rawBody, event.signature)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect((await rowOf(account.id))!.status).toBe('active');
  });
});
