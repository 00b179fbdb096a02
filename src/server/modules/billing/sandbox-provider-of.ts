import type { AppDeps } from '#server/app-env.ts';
import type { SandboxBillingProvider } from '#server/billing/sandbox-provider.ts';
import { sandboxOnly } from './billing-errors.ts';

/** The sandbox provider; its pages and actions do not exist when Stripe is configured. */
export function sandboxProviderOf(deps: Pick<AppDeps, 'billing'>): SandboxBillingProvider {
  if (deps.billing.kind !== 'sandbox') throw sandboxOnly();
  return deps.billing as SandboxBillingProvider;
}
