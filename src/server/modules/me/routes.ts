import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { getMe } from './get-me.ts';

export const meRoutes = new Hono<AppEnv>().get('/', requireUser(), async (c) => c.json(await getMe(c.var.db, c.var.user)));
