import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { type BillingEvent, WebhookSignatureError } from '#server/billing/billing-provider.ts';
import { accountSubscriptions, billingWebhookEvents } from '#server/db/schema/billing.ts';
import { AppError } from '#server/errors.ts';
import { applyProviderSubscription } from './apply-provider-subscription.ts';

function verify(
  deps: Pick<AppDeps, 'billing'>,
  rawBody: string,
  signature: string | undefined,
): BillingEvent {
  try {
    return deps.billing.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      throw new AppError('invalid_signature', `Webhook signature verification failed: ${error.message}`, 400);
    }
    throw error;
  }
}

/**
 * POST /api/billing/webhooks/stripe. The signature is checked on the raw body; then the event's
 * subscription is read again from the provider, so events arriving out of order, late or twice all
 * leave the state the provider has now. The event id is recorded in the same transaction as the
 * change: a replay finds it and changes nothing. A provider failure is a 502, and the provider
 * delivers the event again later.
 */
export async function receiveWebhook(
  deps: Pick<AppDeps, 'db' | 'billing' | 'logger'>,
  input: { rawBody: string; signature: string | undefined },
) {
  const event = verify(deps, input.rawBody, input.signature);
  const [seen] = await deps.db
    .select({ id: billingWebhookEvents.id })
    .from(billingWebhookEvents)
    .where(eq(billingWebhookEvents.id, event.id));
  if (seen) return { received: true, duplicate: true };

  const subscription = event.subscriptionId
    ? await deps.billing.retrieveSubscription(event.subscriptionId).catch((error: unknown) => {
        deps.logger.error({ err: error, eventId: event.id }, 'webhook: subscription could not be read');
        throw new AppError(
          'billing_provider_failed',
          'The subscription could not be read from the provider.',
          502,
        );
      })
    : null;
  const customerId = subscription?.customerId ?? event.customerId;

  const applied = await deps.db.transaction(async (tx) => {
    // The account is the one whose customer this is: Keel created that customer before checkout.
    const [row] = customerId
      ? await tx
          .select()
          .from(accountSubscriptions)
          .where(
            and(
              eq(accountSubscriptions.provider, deps.billing.kind),
              eq(accountSubscriptions.stripeCustomerId, customerId),
            ),
          )
          .for('update')
      : [];
    const [recorded] = await tx
      .insert(billingWebhookEvents)
      .values({ id: event.id, type: event.type, accountId: row?.accountId ?? null })
      .onConflictDoNothing()
      .returning({ id: billingWebhookEvents.id });
    if (!recorded) return false;
    if (row && subscription) await applyProviderSubscription(tx, row, subscription);
    return true;
  });
  if (!applied) return { received: true, duplicate: true };
  if (!customerId || !subscription) {
    deps.logger.info({ eventId: event.id, type: event.type }, 'webhook: event recorded, nothing to apply');
  }
  return { received: true, duplicate: false };
}
