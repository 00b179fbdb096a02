import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { BillingProvider } from './billing-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** Stripe when the STRIPE_* settings are there, the sandbox otherwise. */
export function createBillingProvider(input: { config: Config; db: Db; secret: string }): BillingProvider {
  const { config } = input;
  if (config.billing.kind === 'stripe') return createStripeProvider(config.billing);
  return createSandboxProvider({ db: input.db, appUrl: config.appUrl, secret: input.secret });
}
