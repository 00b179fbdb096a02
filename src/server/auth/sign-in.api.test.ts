import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sessions } from '../db/schema/auth.ts';
import { createGiven, randomIp, uniqueEmail } from '../test/given.ts';
import { createTestKeel } from '../test/harness.ts';
import { browser } from '../test/http-client.ts';

const keel = await createTestKeel();
const given = createGiven(keel);

/** A verified user who has not signed in anywhere yet. */
async function registeredUser() {
  const user = await given.verifiedUser();
  await user.client.post('/api/auth/sign-out');
  return user;
}

async function sessionCount(userId: string) {
  return (await keel.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe('sign-in', () => {
  test('a verified user signs in and GET /api/me answers with their profile', async () => {
    const { id, email, password } = await registeredUser();
    const client = browser(keel, { ip: randomIp() });
    const response = await client.post('/api/auth/sign-in/email', { email, password });
    expect(response.status).toBe(200);
    expect(client.cookies.has('keel.session_token')).toBe(true);

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { id, email, emailVerified: true },
      profile: { id, email, systemRole: null },
    });
  });

  test('a wrong password is refused with 401 and starts no session', async () => {
    const { id, email } = await registeredUser();
    const client = browser(keel, { ip: randomIp() });
    const response = await client.post('/api/auth/sign-in/email', { email, password: 'not-the-password' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(client.cookies.size).toBe(0);
    expect((await client.get('/api/me')).status).toBe(401);
    expect(await sessionCount(id)).toBe(0);
  });

  test('an unknown email answers exactly like a wrong password', async () => {
    const { email } = await registeredUser();
    const wrongPassword = await browser(keel, { ip: randomIp() }).post('/api/auth/sign-in/email', {
      email,
      password: 'not-the-password',
    });
    const unknownEmail = await browser(keel, { ip: randomIp() }).post('/api/auth/sign-in/email', {
      email: uniqueEmail('nobody'),
      password: 'not-the-password',
    });
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(await unknownEmail.json()).toEqual(await wrongPassword.json());
  });

  test('the email is case-insensitive', async () => {
    const { id, email, password } = await registeredUser();
    const client = browser(keel, { ip: randomIp() });
    const response = await client.post('/api/auth/sign-in/email', { email: email.toUpperCase(), password });
    expect(response.status).toBe(200);
    expect((await (await client.get('/api/me')).json()).user.id).toBe(id);
  });

  test('a sign-in posted from another site is refused and starts no session', async () => {
    const { id, email, password } = await registeredUser();
    const client = browser(keel, { ip: randomIp() });
    const response = await client.post(
      '/api/auth/sign-in/email',
      { email, password },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
    expect(client.cookies.size).toBe(0);
    expect(await sessionCount(id)).toBe(0);
  });
});
