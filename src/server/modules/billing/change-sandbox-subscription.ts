import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { type SignedEvent, stripeShapedSubscription } from '#server/billing/sandbox-provider.ts';
import { billingSandboxSubscriptions } from '#server/db/schema/billing.ts';
import { AppError } from '#server/errors.ts';
import { addMonths } from './add-months.ts';
import { sandboxProviderOf } from './sandbox-provider-of.ts';

/**
 * The sandbox portal: cancel ends the subscription now (status canceled); resume brings a canceled
 * one back for a new month. Answers the signed event Stripe would send about it.
 */
export async function changeSandboxSubscription(
  deps: Pick<AppDeps, 'db' | 'billing'>,
  input: { accountId: string; action: 'cancel' | 'resume'; now?: Date },
): Promise<SignedEvent[]> {
  const sandbox = sandboxProviderOf(deps);
  const [latest] = await deps.db
    .select()
    .from(billingSandboxSubscriptions)
    .where(eq(billingSandboxSubscriptions.accountId, input.accountId))
    .orderBy(desc(billingSandboxSubscriptions.createdAt))
    .limit(1);
  if (!latest) throw new AppError('no_subscription', 'This account has no subscription to manage.', 409);
  const canceled = latest.status === 'canceled';
  if (input.action === 'cancel' && canceled) {
    throw new AppError('conflict', 'The subscription is already canceled.', 409);
  }
  if (input.action === 'resume' && !canceled) {
    throw new AppError('conflict', 'Only a canceled subscription can be resumed.', 409);
  }
  const now = input.now ?? new Date();
  const [changed] = await deps.db
    .update(billingSandboxSubscriptions)
    .set(
      input.action === 'cancel'
        ? { status: 'canceled', cancelAtPeriodEnd: false, updatedAt: now }
        : { status: 'active', currentPeriodEnd: addMonths(now, 1), cancelAtPeriodEnd: false, updatedAt: now },
    )
    .where(eq(billingSandboxSubscriptions.id, latest.id))
    .returning();
  const type = input.action === 'cancel' ? 'customer.subscription.deleted' : 'customer.subscription.updated';
  return [sandbox.signEvent(type, stripeShapedSubscription(changed!))];
}
