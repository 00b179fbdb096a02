import { type Context, Hono } from 'hono';
import { sandboxCardSchema, sandboxSubscriptionChangeSchema } from '#domain/schemas/billing.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAccount } from '#server/auth/require-account.ts';
import { requireUser } from '#server/auth/require-user.ts';
import { validate } from '#server/lib/validate.ts';
import { changeSandboxSubscription } from './change-sandbox-subscription.ts';
import { checkSubscription } from './check-subscription.ts';
import { completeSandboxCheckout } from './complete-sandbox-checkout.ts';
import { createCheckout } from './create-checkout.ts';
import { openCustomerPortal } from './open-customer-portal.ts';
import { receiveWebhook } from './receive-webhook.ts';
import { postToWebhookRoute } from './sandbox-events.ts';

/** The account's customer at the provider, as the signed-in member names it. */
const customerOf = (c: Context<AppEnv>) => ({
  accountId: c.var.account.id,
  accountName: c.var.account.name,
  email: c.var.user.email,
});

/**
 * Mounted at /api/accounts/:accountId/billing. Every member reads the subscription; only owners and
 * admins (and super admins) buy or manage it (spec 2 §6).
 */
export const billingRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/subscription', requireAccount('member'), async (c) =>
    c.json(await checkSubscription(c.var.deps, { accountId: c.var.account.id })),
  )
  .post('/checkout', requireAccount('manager'), async (c) =>
    c.json(await createCheckout(c.var.deps, customerOf(c))),
  )
  .post('/portal', requireAccount('manager'), async (c) =>
    c.json(await openCustomerPortal(c.var.deps, customerOf(c))),
  )
  // The sandbox's own checkout and portal pages call these; with Stripe configured they are 404s.
  .post('/sandbox/checkout', requireAccount('manager'), validate('json', sandboxCardSchema), async (c) => {
    const events = await completeSandboxCheckout(c.var.deps, {
      ...customerOf(c),
      cardNumber: c.req.valid('json').cardNumber,
    });
    await postToWebhookRoute(c.var.internalFetch, events);
    return c.json(await checkSubscription(c.var.deps, { accountId: c.var.account.id }));
  })
  .put(
    '/sandbox/subscription',
    requireAccount('manager'),
    validate('json', sandboxSubscriptionChangeSchema),
    async (c) => {
      const events = await changeSandboxSubscription(c.var.deps, {
        accountId: c.var.account.id,
        action: c.req.valid('json').action,
      });
      await postToWebhookRoute(c.var.internalFetch, events);
      return c.json(await checkSubscription(c.var.deps, { accountId: c.var.account.id }));
    },
  );

/**
 * Mounted at /api/billing/webhooks: public (the provider has no session) and exempt from the Origin
 * check, but nothing happens without a valid signature over the raw body.
 */
export const billingWebhookRoutes = new Hono<AppEnv>().post('/stripe', async (c) => {
  // The raw text, exactly as signed: parsing and re-serialising JSON would break the signature.
  const rawBody = await c.req.text();
  return c.json(await receiveWebhook(c.var.deps, { rawBody, signature: c.req.header('stripe-signature') }));
});
