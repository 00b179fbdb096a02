import type Stripe from 'stripe';
import { type BillingEvent, WebhookSignatureError } from './billing-provider.ts';

type EventObject = {
  object?: string;
  id?: string;
  customer?: string | { id: string } | null;
  subscription?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription an event is about: the object itself, a completed checkout's or an invoice's. */
function subscriptionIdOf(object: EventObject): string | null {
  if (object.object === 'subscription') return object.id ?? null;
  return idOf(object.subscription) ?? idOf(object.parent?.subscription_details?.subscription);
}

/**
 * Stripe's own verification (HMAC-SHA256 over `timestamp.rawBody`, 5-minute tolerance) for both
 * providers: the sandbox signs its events the same way, so one code path checks every event.
 */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: string,
  signatureHeader: string | undefined,
  secret: string,
): BillingEvent {
  if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature.');
  }
  const object = (event.data?.object ?? {}) as EventObject;
  return {
    id: event.id,
    type: event.type,
    subscriptionId: subscriptionIdOf(object),
    customerId: object.object === 'customer' ? (object.id ?? null) : idOf(object.customer),
  };
}
