import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { requireAccount } from '../../auth/require-account.ts';
import { isSuperAdmin } from '../../auth/require-super-admin.ts';
import { requireUser } from '../../auth/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { readRecommendation, readRecommendations } from './read-recommendations.ts';
import { startRecommendation } from './start-recommendation.ts';

/** Mounted at /api/accounts/:accountId/recommendations. */
export const recommendationRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .post('/', requireAccount('member'), async (c) => {
    const { recommendation } = await startRecommendation(c.var.db, c.var.deps.queue, {
      accountId: c.var.account.id,
      userId: c.var.user.id,
    });
    const { jobId: _jobId, ...visible } = recommendation;
    return c.json(visible, 202);
  })
  .get('/', requireAccount('member'), async (c) =>
    c.json(await readRecommendations(c.var.db, c.var.account.id, await isSuperAdmin(c))),
  )
  .get(
    '/:recommendationId',
    requireAccount('member'),
    validate('param', z.object({ accountId: z.string(), recommendationId: z.uuid() })),
    async (c) =>
      c.json(
        await readRecommendation(c.var.db, {
          accountId: c.var.account.id,
          recommendationId: c.req.valid('param').recommendationId,
          showDetail: await isSuperAdmin(c),
        }),
      ),
  );
