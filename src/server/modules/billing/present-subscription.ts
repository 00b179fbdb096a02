import { isSubscribed, noSubscription, type SubscriptionView } from '#domain/billing.ts';
import type { accountSubscriptions } from '#server/db/schema/billing.ts';

type SubscriptionRow = typeof accountSubscriptions.$inferSelect;

/** check-subscription's answer: never the provider's ids. A missing row is 'not subscribed'. */
export function presentSubscription(row: SubscriptionRow | undefined): SubscriptionView {
  if (!row) return noSubscription;
  return {
    subscribed: isSubscribed(row.status),
    status: row.status,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}
