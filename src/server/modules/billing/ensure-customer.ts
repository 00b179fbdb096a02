import { sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { accountSubscriptions } from '#server/db/schema/billing.ts';
import { findSubscriptionRow } from './find-subscription-row.ts';

/** Who the account's customer at the provider is: the account, named, and the member's email. */
export type CustomerDetails = { accountId: string; accountName: string; email: string };

/**
 * The account's customer at the configured provider, created before its first checkout or portal
 * visit and kept in account_subscriptions, so webhooks can find the account by customer. A row
 * left by the other provider (the sandbox before Stripe was configured) is replaced.
 */
export async function ensureCustomer(deps: Pick<AppDeps, 'db' | 'billing'>, input: CustomerDetails) {
  const existing = await findSubscriptionRow(deps.db, input.accountId);
  if (existing && existing.provider === deps.billing.kind) return existing;
  const customerId = await deps.billing.createCustomer(input);
  const fresh = {
    provider: deps.billing.kind,
    stripeCustomerId: customerId,
    status: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    stripeSubscriptionId: null,
    stripePriceId: null,
    updatedAt: new Date(),
  };
  // Two first checkouts at once: the first row written wins and both use its customer.
  await deps.db
    .insert(accountSubscriptions)
    .values({ accountId: input.accountId, ...fresh })
    .onConflictDoUpdate({
      target: accountSubscriptions.accountId,
      set: fresh,
      setWhere: sql`${accountSubscriptions.provider} <> ${deps.billing.kind}`,
    });
  return (await findSubscriptionRow(deps.db, input.accountId))!;
}
