import { createHmac, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import { billingSandboxSubscriptions } from '../db/schema/billing.ts';
import type { BillingProvider, ProviderSubscription } from './billing-provider.ts';
import { verifyStripeEvent } from './stripe-events.ts';

export const SANDBOX_PRICE_ID = 'price_sandbox_monthly';

type SandboxRow = typeof billingSandboxSubscriptions.$inferSelect;

function toProviderSubscription(row: SandboxRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    priceId: row.priceId,
  };
}

/** The subscription as Stripe would put it in an event (API 2025+: the period is on the item). */
export function stripeShapedSubscription(row: SandboxRow) {
  return {
    id: row.id,
    object: 'subscription',
    customer: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    metadata: { account_id: row.accountId },
    items: {
      object: 'list',
      data: [
        {
          object: 'subscription_item',
          current_period_end: Math.floor(row.currentPeriodEnd.getTime() / 1000),
          price: { id: row.priceId, object: 'price' },
        },
      ],
    },
  };
}

export type SignedEvent = { rawBody: string; signature: string };

export type SandboxBillingProvider = BillingProvider & {
  readonly kind: 'sandbox';
  /** The secret the sandbox signs its events with, as Stripe signs with a webhook's secret. */
  readonly webhookSecret: string;
  /** An event in Stripe's shape, signed in the Stripe-Signature format. */
  signEvent(type: string, object: Record<string, unknown>): SignedEvent;
  newId(prefix: 'cus' | 'sub' | 'cs' | 'evt'): string;
};

/**
 * The embedded provider: customers and subscriptions live in Keel's database (its own table, the
 * part Stripe would keep), checkout and portal are Keel's own pages, and every change reaches Keel's
 * account state only as a signed event through the webhook route. No network.
 */
export function createSandboxProvider(input: {
  db: Db;
  appUrl: string;
  secret: string;
}): SandboxBillingProvider {
  const { db, appUrl } = input;
  const webhookSecret = `whsec_${createHmac('sha256', input.secret).update('keel billing sandbox webhooks').digest('hex')}`;
  // Only the webhook helpers are used: this client never makes a request.
  const stripe = new Stripe('sk_test_sandbox_offline');
  const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
  return {
    kind: 'sandbox',
    priceId: SANDBOX_PRICE_ID,
    webhookSecret,
    newId,
    async createCustomer() {
      return newId('cus');
    },
    async createCheckout({ accountId }) {
      return `${appUrl}/billing/${accountId}/sandbox/checkout`;
    },
    async createPortal({ accountId }) {
      return `${appUrl}/billing/${accountId}/sandbox/portal`;
    },
    async retrieveSubscription(subscriptionId) {
      const [row] = await db
        .select()
        .from(billingSandboxSubscriptions)
        .where(eq(billingSandboxSubscriptions.id, subscriptionId));
      return row ? toProviderSubscription(row) : null;
    },
    async latestSubscription(customerId) {
      const [row] = await db
        .select()
        .from(billingSandboxSubscriptions)
        .where(eq(billingSandboxSubscriptions.customerId, customerId))
        .orderBy(desc(billingSandboxSubscriptions.createdAt))
        .limit(1);
      return row ? toProviderSubscription(row) : null;
    },
    async cancelSubscription(subscriptionId) {
      await db
        .update(billingSandboxSubscriptions)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(eq(billingSandboxSubscriptions.id, subscriptionId));
    },
    signEvent(type, object) {
      const rawBody = JSON.stringify({
        id: newId('evt'),
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object },
      });
      return {
        rawBody,
        signature: stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: webhookSecret }),
      };
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeEvent(stripe, rawBody, signatureHeader, webhookSecret);
    },
  };
}
