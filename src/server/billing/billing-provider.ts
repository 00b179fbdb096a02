/**
 * The card payment provider behind billing: Stripe in production, the sandbox by default. Keel's
 * own state changes only through verified webhook events and reads of `retrieveSubscription`, so
 * both implementations drive exactly the same code in the billing module.
 */
export type BillingProviderKind = 'sandbox' | 'stripe';

/** A subscription as the provider holds it now. */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  priceId: string | null;
};

/** A verified webhook event: only what Keel reads of it. */
export type BillingEvent = {
  id: string;
  type: string;
  /** The subscription the event is about, when it is about one. */
  subscriptionId: string | null;
  customerId: string | null;
};

export interface BillingProvider {
  readonly kind: BillingProviderKind;
  /** The price every checkout sells (the one monthly plan). */
  readonly priceId: string;
  createCustomer(input: { accountId: string; accountName: string; email: string }): Promise<string>;
  /** A hosted checkout page in subscription mode for the customer; its URL, when the provider gave one. */
  createCheckout(input: {
    accountId: string;
    customerId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string | null>;
  /** A page where the customer cancels or resumes; its URL, when the provider gave one. */
  createPortal(input: { accountId: string; customerId: string; returnUrl: string }): Promise<string | null>;
  /** The subscription as it is now, or null when the provider has no such subscription. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** The customer's newest subscription, or null (used when no webhook has named one yet). */
  latestSubscription(customerId: string): Promise<ProviderSubscription | null>;
  /** Ends the subscription now (its account is being deleted). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Verifies the signature over the raw body (and its age); throws when it does not hold. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): BillingEvent;
}

export class WebhookSignatureError extends Error {}
