import type { AppEnv } from '#server/app-env.ts';
import type { SignedEvent } from '#server/billing/sandbox-provider.ts';
import { AppError } from '#server/errors.ts';

export const WEBHOOK_PATH = '/api/billing/webhooks/stripe';

/**
 * Sends the sandbox's signed events through the very route Stripe posts to, inside this process:
 * signature check, replay record and re-read of the subscription all run as in production.
 */
export async function postToWebhookRoute(
  internalFetch: AppEnv['Variables']['internalFetch'],
  events: SignedEvent[],
) {
  for (const event of events) {
    const response = await internalFetch(
      new Request(`http://keel.internal${WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.rawBody,
      }),
    );
    if (!response.ok) {
      throw new AppError(
        'billing_provider_failed',
        `The sandbox event was refused (${response.status}).`,
        502,
      );
    }
  }
}
