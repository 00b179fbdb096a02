import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/app-env.ts';
import { requireAccount } from '#server/auth/require-account.ts';
import { isSuperAdmin } from '#server/auth/require-super-admin.ts';
import { requireUser } from '#server/auth/require-user.ts';
import { validate } from '#server/lib/validate.ts';
import { getRecommendation } from './get-recommendation.ts';
import { getRecommendations } from './get-recommendations.ts';
import { startRecommendation } from './start-recommendation.ts';

/** Mounted at /api/accounts/:accountId/recommendations. */
export const recommendationRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .post('/', requireAccount('member'), async (c) => {
    const { recommendation } = await startRecommendation(c.var.deps, {
      accountId: c.var.account.id,
      userId: c.var.user.id,
    });
    return c.json(recommendation, 202);
  })
  .get('/', requireAccount('member'), async (c) =>
    c.json(
      await getRecommendations(c.var.db, { accountId: c.var.account.id, showDetail: await isSuperAdmin(c) }),
    ),
  )
  .get(
    '/:recommendationId',
    requireAccount('member'),
    validate('param', z.object({ accountId: z.string(), recommendationId: z.uuid() })),
    async (c) =>
      c.json(
        await getRecommendation(c.var.db, {
          accountId: c.var.account.id,
          recommendationId: c.req.valid('param').recommendationId,
          showDetail: await isSuperAdmin(c),
        }),
      ),
  );
