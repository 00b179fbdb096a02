import { eq } from 'drizzle-orm';
import { isLiveStatus } from '#domain/billing.ts';
import type { ProviderSubscription } from '#server/billing/billing-provider.ts';
import type { Executor } from '#server/db/client.ts';
import { accountSubscriptions } from '#server/db/schema/billing.ts';

type SubscriptionRow = typeof accountSubscriptions.$inferSelect;

/**
 * Writes the provider's current view of a subscription into the account's row. An ended
 * subscription never overwrites a different one that still stands (a late event about an old
 * subscription after the customer subscribed again).
 */
export async function applyProviderSubscription(
  db: Executor,
  row: SubscriptionRow,
  subscription: ProviderSubscription | null,
) {
  const replacesOther =
    subscription !== null &&
    row.stripeSubscriptionId !== null &&
    row.stripeSubscriptionId !== subscription.id &&
    isLiveStatus(row.status);
  const keep = subscription === null || (replacesOther && !isLiveStatus(subscription.status));
  await db
    .update(accountSubscriptions)
    .set(
      keep
        ? { updatedAt: new Date() }
        : {
            status: subscription.status,
            currentPeriodEnd: subscription.currentPeriodEnd,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
            stripeSubscriptionId: subscription.id,
            stripePriceId: subscription.priceId,
            updatedAt: new Date(),
          },
    )
    .where(eq(accountSubscriptions.accountId, row.accountId));
}
