import type { SessionUser } from '../app-env.ts';

export type CachedSession = { user: SessionUser; sessionId: string; expiresAt: number };

/**
 * A few seconds of memory for verified sessions, keyed by the signed session cookie, so an
 * authenticated request costs no session queries. Sign-out, revocation and password changes
 * through this process clear it at once; another API process may accept a revoked session until
 * its own entry ages out (`SESSION_CACHE_SECONDS`, 0 turns the cache off). See ADR 6.
 */
export function createSessionCache(options: { ttlSeconds: number; maxEntries?: number }) {
  const entries = new Map<string, { value: CachedSession; until: number }>();
  const maxEntries = options.maxEntries ?? 10_000;
  return {
    get(key: string): CachedSession | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const now = Date.now();
      if (entry.until <= now || entry.value.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: CachedSession) {
      if (options.ttlSeconds <= 0) return;
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: Date.now() + options.ttlSeconds * 1000 });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
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
