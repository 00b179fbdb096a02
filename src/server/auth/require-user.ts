import type { MiddlewareHandler } from 'hono';
import { errorMessages } from '#domain/errors.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';
import { sessionCookieOf } from './session-cache.ts';

/**
 * Loads the caller's session from its cookie (renewing it when due) and sets `c.var.user`.
 * No valid session is a 401, which the web app answers by sending the user to /auth.
 */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Nested routers may each declare it; the session is read once per request.
    if (c.get('user')) return next();
    const { auth, sessionCache } = c.var.deps;
    const cookie = sessionCookieOf(c.req.header('cookie'));
    const cached = cookie ? sessionCache.get(cookie) : undefined;
    if (cached) {
      c.set('user', cached.user);
      c.set('sessionId', cached.sessionId);
      return next();
    }

    const result = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    const session = result.response;
    if (!session) throw new AppError('unauthenticated', errorMessages.sessionEnded, 401);
    const user = {
      id: session.user.id,
      email: session.user.email,
      emailVerified: session.user.emailVerified,
    };
    // A renewed session comes back with a fresh cookie: pass it on (and cache the new one next time).
    const setCookie = result.headers?.get('set-cookie');
    if (setCookie) c.header('set-cookie', setCookie, { append: true });
    else if (cookie) {
      sessionCache.set(cookie, {
        user,
        sessionId: session.session.id,
        expiresAt: new Date(session.session.expiresAt).getTime(),
      });
    }
    c.set('user', user);
    // Impersonation belongs to one session (spec §4), so routes need to know which one this is.
    c.set('sessionId', session.session.id);
    await next();
  };
}
