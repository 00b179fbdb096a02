import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing request must come from the app's own pages (ARCHITECTURE §4): its Origin
 * header must be the origin of APP_URL, whatever the content type. Browsers always send Origin on
 * such requests, so a missing one means a script or a forged request, and both are refused. The
 * `exempt` paths are called by servers (payment webhooks) and authenticate themselves otherwise.
 */
export function requireTrustedOrigin(appUrl: string, exempt: string[] = []): MiddlewareHandler<AppEnv> {
  const trusted = new URL(appUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.includes(c.req.path)) return next();
    if (c.req.header('origin') !== trusted) {
      // Better Auth's routes answer in its own error shape, which its client reads.
      if (c.req.path.startsWith('/api/auth/'))
        return c.json({ code: 'INVALID_ORIGIN', message: 'Invalid origin' }, 403);
      throw new AppError(
        'untrusted_origin',
        'This request did not come from the Keel app. Reload the page and try again.',
        403,
      );
    }
    await next();
  };
}
