import { and, desc, eq } from 'drizzle-orm';
import { sandboxCardDeclinedMessage, sandboxCards } from '#domain/billing.ts';
import type { AppDeps } from '#server/app-env.ts';
import { type SignedEvent, stripeShapedSubscription } from '#server/billing/sandbox-provider.ts';
import { billingSandboxSubscriptions } from '#server/db/schema/billing.ts';
import { AppError } from '#server/errors.ts';
import { addMonths } from './add-months.ts';
import { alreadySubscribed } from './billing-errors.ts';
import { STANDING_STATUSES } from './create-checkout.ts';
import { type CustomerDetails, ensureCustomer } from './ensure-customer.ts';
import { sandboxProviderOf } from './sandbox-provider-of.ts';

/**
 * The sandbox checkout's Pay button: the test card 4242… pays, 4000 0000 0000 0002 is declined,
 * any other number is not a test card. Paying creates the provider-side subscription for one month
 * and answers the two events Stripe would send (checkout completed, subscription created), signed.
 */
export async function completeSandboxCheckout(
  deps: Pick<AppDeps, 'db' | 'billing'>,
  input: CustomerDetails & { cardNumber: string; now?: Date },
): Promise<SignedEvent[]> {
  const sandbox = sandboxProviderOf(deps);
  if (input.cardNumber === sandboxCards.declined) {
    throw new AppError('card_declined', sandboxCardDeclinedMessage, 400, {
      cardNumber: sandboxCardDeclinedMessage,
    });
  }
  if (input.cardNumber !== sandboxCards.success) {
    const message = 'This is the sandbox: pay with the test card 4242 4242 4242 4242.';
    throw new AppError('validation_failed', message, 400, { cardNumber: message });
  }
  const customer = await ensureCustomer(deps, input);
  const [latest] = await deps.db
    .select()
    .from(billingSandboxSubscriptions)
    .where(
      and(
        eq(billingSandboxSubscriptions.accountId, input.accountId),
        eq(billingSandboxSubscriptions.customerId, customer.stripeCustomerId),
      ),
    )
    .orderBy(desc(billingSandboxSubscriptions.createdAt))
    .limit(1);
  if (latest && STANDING_STATUSES.has(latest.status)) throw alreadySubscribed();

  const now = input.now ?? new Date();
  const [subscription] = await deps.db
    .insert(billingSandboxSubscriptions)
    .values({
      id: sandbox.newId('sub'),
      accountId: input.accountId,
      customerId: customer.stripeCustomerId,
      priceId: sandbox.priceId,
      status: 'active',
      currentPeriodEnd: addMonths(now, 1),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return [
    sandbox.signEvent('checkout.session.completed', {
      id: sandbox.newId('cs'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      client_reference_id: input.accountId,
      metadata: { account_id: input.accountId },
      customer: customer.stripeCustomerId,
      subscription: subscription!.id,
    }),
    sandbox.signEvent('customer.subscription.created', stripeShapedSubscription(subscription!)),
  ];
}
