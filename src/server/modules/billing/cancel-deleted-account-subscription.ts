import type { AppDeps } from '#server/app-env.ts';
import type { Executor } from '#server/db/client.ts';
import { STANDING_STATUSES } from './create-checkout.ts';
import { findSubscriptionRow } from './find-subscription-row.ts';

/** The subscription an account being deleted still pays for, read inside the deleting transaction. */
export async function findStandingSubscription(db: Executor, accountId: string) {
  const row = await findSubscriptionRow(db, accountId);
  if (!row?.stripeSubscriptionId || !STANDING_STATUSES.has(row.status ?? '')) return null;
  return { provider: row.provider, subscriptionId: row.stripeSubscriptionId };
}

/**
 * A deleted account must stop being charged: its subscription is cancelled at the provider once the
 * account is gone. A failure cannot undo the deletion, so it is logged loudly with the ids an
 * operator needs to cancel by hand.
 */
export async function cancelDeletedAccountSubscription(
  deps: Pick<AppDeps, 'billing' | 'logger'>,
  standing: { provider: string; subscriptionId: string } | null,
  accountId: string,
) {
  if (!standing || standing.provider !== deps.billing.kind) return;
  try {
    await deps.billing.cancelSubscription(standing.subscriptionId);
  } catch (error) {
    deps.logger.error(
      { err: error, accountId, subscriptionId: standing.subscriptionId },
      'the deleted account subscription could not be cancelled at the provider: cancel it by hand',
    );
  }
}
