import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { requireAccount } from '../../auth/require-account.ts';
import { requireUser } from '../../auth/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { readRecommendation, readRecommendations } from './read-recommendations.ts';
import { startRecommendation } from './start-recommendation.ts';

/** Mounted at /api/accounts/:accountId/recommendations. */
export const recommendationRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .post('/', requireAccount('member'), async (c) => {
    const { recommendation } = await startRecommendation(c.var.deps, {
      accountId: c.var.account.id,
      userId: c.var.user.id,
    });
    const { jobId: _jobId, ...visible } = recommendation;
    return c.json(visible, 202);
  })
  .get('/', requireAccount('member'), async (c) =>
    c.json(await readRecommendations(c.var.db, c.var.account.id)),
  )
  .get(
    '/:recommendationId',
    requireAccount('member'),
    validate('param', z.object({ accountId: z.string(), recommendationId: z.uuid() })),
    async (c) =>
      c.json(await readRecommendation(c.var.db, c.var.account.id, c.req.valid('param').recommendationId)),
  );
