import { isLiveStatus, SUBSCRIPTION_CACHE_MS } from '#domain/billing.ts';
import type { AppDeps } from '#server/app-env.ts';
import { applyProviderSubscription } from './apply-provider-subscription.ts';
import { findSubscriptionRow } from './find-subscription-row.ts';
import { presentSubscription } from './present-subscription.ts';

/**
 * check-subscription (spec 2 §7, §9): the stored row as it is when updated within the last 5
 * minutes, otherwise refreshed from the provider first. No row: not subscribed, not an error. When
 * the provider cannot be reached the stored state is still the best answer, so it is given.
 */
export async function checkSubscription(
  deps: Pick<AppDeps, 'db' | 'billing' | 'logger'>,
  input: { accountId: string; now?: Date },
) {
  const row = await findSubscriptionRow(deps.db, input.accountId);
  const now = input.now ?? new Date();
  if (!row || now.getTime() - row.updatedAt.getTime() < SUBSCRIPTION_CACHE_MS)
    return presentSubscription(row);
  // A row another provider wrote (the sandbox, before Stripe was configured) cannot be refreshed.
  if (row.provider !== deps.billing.kind) return presentSubscription(row);
  try {
    // A standing subscription is read by id; otherwise the customer's newest one, which also finds
    // a subscription whose events never arrived.
    const subscription =
      row.stripeSubscriptionId && isLiveStatus(row.status)
        ? await deps.billing.retrieveSubscription(row.stripeSubscriptionId)
        : await deps.billing.latestSubscription(row.stripeCustomerId);
    await applyProviderSubscription(deps.db, row, subscription);
  } catch (error) {
    deps.logger.warn(
      { err: error, accountId: input.accountId },
      'subscription refresh failed; stored state shown',
    );
    return presentSubscription(row);
  }
  return presentSubscription(await findSubscriptionRow(deps.db, input.accountId));
}
