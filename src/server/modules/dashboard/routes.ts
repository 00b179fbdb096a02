import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { requireAccount } from '#server/auth/require-account.ts';
import { requireUser } from '#server/auth/require-user.ts';
import { getDashboard } from './get-dashboard.ts';

/** Mounted at /api/accounts/:accountId/dashboard. Every member (and super admins) sees it. */
export const dashboardRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/', requireAccount('member'), async (c) =>
    c.json(await getDashboard(c.var.deps, { accountId: c.var.account.id })),
  );
