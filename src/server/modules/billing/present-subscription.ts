import { isSubscribed, noSubscription, type SubscriptionView } from '#domain/billing.ts';
import type { accountSubscriptions } from '#server/db/schema/billing.ts';

type SubscriptionRow = typeof accountSubscriptions.$inferSelect;

/** check-subscription's answer: never the provider's ids. A missing row is 'not subscribed'. */
export function presentSubscription(row: SubscriptionRow | undefined): SubscriptionView {
  if (!row) return noSubscription;
  return {
    subscribed: isSubscribed(row.status),
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}
