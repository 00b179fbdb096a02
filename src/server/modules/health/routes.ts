import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { checkHealth } from './check-health.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const health = await checkHealth(c.var.deps);
  return c.json(health, health.status === 'ok' ? 200 : 503);
});
