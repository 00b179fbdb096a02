import { afterEach, describe, expect, test, vi } from 'vitest';
import { createSessionCache, sessionCookieOf } from './session-cache.ts';

const session = (expiresAt = Date.now() + 60_000) => ({
  user: { id: 'u1', email: 'a@example.com', emailVerified: true },
  sessionId: 's1',
  expiresAt,
});

afterEach(() => vi.useRealTimers());

describe('the session cache', () => {
  test('remembers a session for its time to live, then forgets it', () => {
    vi.useFakeTimers();
    const cache = createSessionCache({ ttlSeconds: 5 });
    cache.set('cookie', session());
    expect(cache.get('cookie')?.sessionId).toBe('s1');
    vi.advanceTimersByTime(5_001);
    expect(cache.get('cookie')).toBeUndefined();
  });

  test('never returns a session past its own expiry', () => {
    vi.useFakeTimers();
    const cache = createSessionCache({ ttlSeconds: 5 });
    cache.set('cookie', session(Date.now() + 1_000));
    vi.advanceTimersByTime(1_001);
    expect(cache.get('cookie')).toBeUndefined();
  });

  test('a time to live of 0 turns it off', () => {
    const cache = createSessionCache({ ttlSeconds: 0 });
    cache.set('cookie', session());
    expect(cache.get('cookie')).toBeUndefined();
  });

  test('holds at most maxEntries, dropping the oldest', () => {
    const cache = createSessionCache({ ttlSeconds: 5, maxEntries: 2 });
    cache.set('a', session());
    cache.set('b', session());
    cache.set('c', session());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  test('clear forgets everything', () => {
    const cache = createSessionCache({ ttlSeconds: 5 });
    cache.set('a', session());
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('reading the session cookie', () => {
  test('finds the signed session cookie among others, secure prefix or not', () => {
    expect(sessionCookieOf('sidebar_state=true; keel.session_token=abc.sig')).toBe('abc.sig');
    expect(sessionCookieOf('__Secure-keel.session_token=xyz.sig; other=1')).toBe('xyz.sig');
    expect(sessionCookieOf('keel.session_data=1')).toBeUndefined();
    expect(sessionCookieOf(undefined)).toBeUndefined();
  });
});
