import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sessions } from '../db/schema/auth.ts';
import { createGiven, randomIp } from '../test/given.ts';
import { createTestKeel } from '../test/harness.ts';
import { browser } from '../test/http-client.ts';
import { SESSION_LIFETIME_SECONDS } from './auth.ts';

const keel = await createTestKeel();
const given = createGiven(keel);
const DAY = 24 * 60 * 60 * 1000;

async function sessionsOf(userId: string) {
  return keel.db.select().from(sessions).where(eq(sessions.userId, userId));
}

function sessionCookieOf(response: Response) {
  return response.headers.getSetCookie().find((header) => header.startsWith('keel.session_token='));
}

describe('signing out', () => {
  test('a global sign-out ends the session in every browser', async () => {
    const { id, email, password, client: laptop } = await given.verifiedUser();
    const phone = browser(keel, { ip: randomIp() });
    expect((await phone.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    // Both sessions are in use (and so remembered by the session cache) before the sign-out.
    expect((await phone.get('/api/me')).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(200);
    expect(await sessionsOf(id)).toHaveLength(2);

    expect((await laptop.post('/api/auth/revoke-sessions')).status).toBe(200);
    expect((await laptop.post('/api/auth/sign-out')).status).toBe(200);

    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect(await sessionsOf(id)).toHaveLength(0);
  });
});

describe('session lifetime', () => {
  test('a session in use renews itself for another week and the browser gets a fresh cookie', async () => {
    const { id, client } = await given.verifiedUser();
    expect(sessionCookieOf(await client.get('/api/me'))).toBeUndefined();
    await keel.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 2 * DAY), expiresAt: new Date(Date.now() + DAY) })
      .where(eq(sessions.userId, id));
    // Two days pass: far longer than the few seconds a verified session is remembered.
    keel.deps.sessionCache.clear();

    const response = await client.get('/api/me');
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)).toMatch(new RegExp(`Max-Age=${SESSION_LIFETIME_SECONDS}`, 'i'));

    const [session] = await sessionsOf(id);
    const expectedExpiry = Date.now() + SESSION_LIFETIME_SECONDS * 1000;
    expect(Math.abs(session!.expiresAt.getTime() - expectedExpiry)).toBeLessThan(60_000);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  test('an expired session is refused with 401 unauthenticated', async () => {
    const { id, client } = await given.verifiedUser();
    await keel.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, id));
    keel.deps.sessionCache.clear();

    const response = await client.get('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  test('GET /api/me without a session cookie is refused with 401', async () => {
    const response = await browser(keel).get('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });
});
