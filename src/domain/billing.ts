/**
 * Billing rules shared by the server and the web app (spec 2 §3, §4, §9): one monthly plan, the
 * subscription view, the badge colour of each status and the sandbox's test cards.
 */

/** A stored subscription row older than this is refreshed from the provider before it is shown. */
export const SUBSCRIPTION_CACHE_MS = 5 * 60 * 1000;

/**
 * What check-subscription answers, in the spec's field names (§3 'Subscription view', §7):
 * `subscribed` is true only when the status is active.
 */
export type SubscriptionView = {
  subscribed: boolean;
  status: string | null;
  /** ISO date-time, or null when there is no period. */
  current_period_end: string | null;
  /** The subscription ends at the period end unless it is resumed. */
  cancel_at_period_end: boolean;
};

export const noSubscription: SubscriptionView = {
  subscribed: false,
  status: null,
  current_period_end: null,
  cancel_at_period_end: false,
};

export function isSubscribed(status: string | null | undefined): boolean {
  return status === 'active';
}

/** A subscription that still stands (or could recover); the others are over for good. */
export function isLiveStatus(status: string | null | undefined): boolean {
  return (
    status !== null &&
    status !== undefined &&
    !['canceled', 'cancelled', 'incomplete_expired'].includes(status)
  );
}

export type StatusTone = 'green' | 'blue' | 'yellow' | 'red' | 'grey';

/** Spec §4: active green; trialing blue; past_due yellow; canceled or cancelled red; other grey. */
export function subscriptionStatusTone(status: string | null | undefined): StatusTone {
  switch (status) {
    case 'active':
      return 'green';
    case 'trialing':
      return 'blue';
    case 'past_due':
      return 'yellow';
    case 'canceled':
    case 'cancelled':
      return 'red';
    default:
      return 'grey';
  }
}

/**
 * The sandbox checkout's test cards, as Stripe's test mode has them: one that pays, one that is
 * declined. Any other number is refused as not a test card.
 */
export const sandboxCards = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const sandboxCardDeclinedMessage = 'Your card was declined.';

/** Spec 2 §8 billing messages, shown by the web and sent by the server. */
export const billingMessages = {
  checkoutFailed: 'Failed to create checkout session',
  noCheckoutUrl: 'No checkout URL received from server',
  portalFailed: 'Failed to open customer portal',
  refreshed: 'Subscription status refreshed',
  refreshFailed: 'Failed to refresh subscription status',
  activatedTitle: 'Subscription Activated!',
  activatedDescription: 'Your subscription has been successfully activated.',
  nonManager: 'Contact an account owner or admin to manage this subscription.',
  nonManagerDescription: 'Only account owners and admins can manage subscriptions',
  // Keel's own (the spec does not say): a second subscription would charge twice.
  alreadySubscribed: 'This account already has a subscription. Use Manage Subscription to change it.',
} as const;
