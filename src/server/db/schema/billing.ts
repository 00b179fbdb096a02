import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountIdColumn, accounts } from './accounts.ts';
import { createdAtColumn, updatedAtColumn } from './columns.ts';

export const billingProviders = ['sandbox', 'stripe'] as const;

/**
 * One row per account that ever started a checkout (spec 2 §3 account_subscriptions): the
 * provider's customer, created before checkout, and the last known state of its subscription.
 * `updated_at` is when the state was last read from the provider or a webhook; check-subscription
 * trusts a row updated within the last 5 minutes. No row means 'not subscribed'.
 */
export const accountSubscriptions = pgTable(
  'account_subscriptions',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Which provider the ids below belong to: a sandbox customer means nothing to Stripe. */
    provider: text('provider', { enum: billingProviders }).notNull(),
    status: text('status'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripePriceId: text('stripe_price_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // Webhooks find the account by its customer.
    uniqueIndex('account_subscriptions_customer_idx').on(table.provider, table.stripeCustomerId),
  ],
);

/**
 * Every webhook event applied, written in the same transaction as its change: a second delivery of
 * the same event finds its id here and changes nothing.
 */
export const billingWebhookEvents = pgTable('billing_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's own side (what Stripe keeps on its servers): its subscriptions. Keel's
 * account_subscriptions rows are filled from here only through signed webhook events, as with Stripe.
 */
export const billingSandboxSubscriptions = pgTable(
  'billing_sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    customerId: text('customer_id').notNull(),
    priceId: text('price_id').notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('billing_sandbox_subscriptions_account_idx').on(table.accountId),
    index('billing_sandbox_subscriptions_customer_idx').on(table.customerId, table.createdAt),
  ],
);
