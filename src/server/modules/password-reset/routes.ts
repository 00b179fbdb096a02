import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/app-env.ts';
import { countAttempt } from '#server/auth/count-attempt.ts';
import { clientIp } from '#server/auth/rate-limit.ts';
import { AppError } from '#server/errors.ts';
import { validate } from '#server/lib/validate.ts';
import { checkResetToken } from './check-reset-token.ts';

const checkInput = z.object({ token: z.string().min(1).max(512) });

export const passwordResetRoutes = new Hono<AppEnv>().post(
  '/check',
  validate('json', checkInput),
  async (c) => {
    // Token checks are limited per IP so the endpoint cannot be used to guess tokens.
    const { hits } = await countAttempt(c.var.db, {
      key: `reset-check:ip:${clientIp(c)}`,
      windowSeconds: 15 * 60,
    });
    if (hits > 60)
      throw new AppError('rate_limited', 'Too many attempts. Please wait a few minutes and try again.', 429);
    return c.json({ valid: await checkResetToken(c.var.db, c.req.valid('json').token) });
  },
);
