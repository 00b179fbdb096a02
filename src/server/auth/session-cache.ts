import type { SessionUser } from '../app-env.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';

export type CachedSession = { user: SessionUser; sessionId: string; expiresAt: number };

/**
 * A few seconds of memory for verified sessions, keyed by the signed session cookie, so an
 * authenticated request costs no session queries. Sign-out, revocation and password changes
 * through this process clear it at once; another API process may accept a revoked session until
 * its own entry ages out (`SESSION_CACHE_SECONDS`, 0 turns the cache off). See ADR 6.
 */
export function createSessionCache(options: { ttlSeconds: number; maxEntries?: number }) {
  return createTtlCache<CachedSession>({ ...options, expiresAt: (session) => session.expiresAt });
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** Better Auth paths after which cached sessions may be stale. */
export const SESSION_ENDING_PATHS = new Set([
  '/api/auth/sign-out',
  '/api/auth/revoke-sessions',
  '/api/auth/revoke-session',
  '/api/auth/revoke-other-sessions',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/delete-user',
]);

/** The signed session cookie's value, the cache key (its signature is checked on every miss). */
export function sessionCookieOf(cookieHeader: string | undefined): string | undefined {
  return cookieHeader?.match(/(?:^|;\s*)(?:__Secure-)?keel\.session_token=([^;]+)/)?.[1];
}
