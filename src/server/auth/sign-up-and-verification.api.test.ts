import { signJWT } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { profiles } from '../db/schema/profiles.ts';
import { DEFAULT_PASSWORD, randomIp, uniqueEmail } from '../test/given.ts';
import { createTestKeel, latestMailTo, mailsTo } from '../test/harness.ts';
import { browser } from '../test/http-client.ts';

const keel = await createTestKeel();
const CALLBACK = '/email-verification?verified=1';

async function signUp(email: string, password = DEFAULT_PASSWORD) {
  const client = browser(keel, { ip: randomIp() });
  const response = await client.post('/api/auth/sign-up/email', {
    email,
    password,
    name: '',
    callbackURL: CALLBACK,
  });
  return { client, response };
}

function pathOf(link: string) {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('sign-up', () => {
  test('creates the user with a profile row and mails a verification link', async () => {
    const email = uniqueEmail('Founder').replace('founder', 'Founder');
    const { response } = await signUp(email);
    expect(response.status).toBe(200);

    const [user] = await keel.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user?.emailVerified).toBe(false);
    const [profile] = await keel.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ email: email.toLowerCase(), name: null, passwordSetAt: null });

    const mail = await latestMailTo(keel, email);
    expect(mail?.subject).toBe('Verify your email for Keel');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=.+&callbackURL=/);
    expect(mail?.text).toContain(mail!.link!);
  });

  test('does not sign the user in before the email is verified', async () => {
    const email = uniqueEmail();
    const { client } = await signUp(email);
    expect((await client.get('/api/me')).status).toBe(401);
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: DEFAULT_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  test('signing up again with a registered email answers like a new sign-up and creates nothing', async () => {
    const email = uniqueEmail();
    const first = await signUp(email);
    const second = await signUp(email, 'another-password');
    expect(second.response.status).toBe(first.response.status);
    const firstBody = await first.response.json();
    const secondBody = await second.response.json();
    expect(Object.keys(secondBody).sort()).toEqual(Object.keys(firstBody).sort());
    expect(await keel.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  test('rejects a malformed email and a short password', async () => {
    expect((await signUp('not-an-email')).response.status).toBe(400);
    const short = await signUp(uniqueEmail(), '12345');
    expect(short.response.status).toBe(400);
    expect(await short.response.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
  });
});

describe('email verification', () => {
  test('the link verifies, signs the user in, stamps password_set_at and goes to the callback', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const mail = await latestMailTo(keel, email);
    const visitor = browser(keel);
    const response = await visitor.get(pathOf(mail!.link!));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(CALLBACK);

    const me = await visitor.get('/api/me');
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.user).toMatchObject({ email, emailVerified: true });
    expect(body.profile.passwordSetAt).not.toBeNull();
  });

  test('a reused link signs nobody in', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const link = pathOf((await latestMailTo(keel, email))!.link!);
    await browser(keel).get(link);
    const second = browser(keel);
    const response = await second.get(link);
    expect(response.status).toBe(302);
    expect((await second.get('/api/me')).status).toBe(401);
  });

  test('an expired link is refused with TOKEN_EXPIRED and verifies nothing', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const expired = await signJWT({ email }, 'test-secret-that-is-at-least-32-characters', -60);
    const visitor = browser(keel);
    const response = await visitor.get(
      `/api/auth/verify-email?token=${expired}&callbackURL=${encodeURIComponent(CALLBACK)}`,
    );
    expect(response.headers.get('location')).toContain('error=TOKEN_EXPIRED');
    const [user] = await keel.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
  });

  test('a forged link is refused with INVALID_TOKEN', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const forged = await signJWT({ email }, 'a-different-secret-of-at-least-32-chars!!', 3600);
    const response = await browser(keel).get(
      `/api/auth/verify-email?token=${forged}&callbackURL=${encodeURIComponent(CALLBACK)}`,
    );
    expect(response.headers.get('location')).toContain('error=INVALID_TOKEN');
  });

  test('resend answers the same for unverified, verified and unknown emails, and mails only the unverified', async () => {
    const unverified = uniqueEmail();
    await signUp(unverified);
    const verified = uniqueEmail();
    await signUp(verified);
    await keel.db.update(users).set({ emailVerified: true }).where(eq(users.email, verified));
    const unknown = uniqueEmail();

    const answers = [];
    for (const email of [unverified, verified, unknown]) {
      const response = await browser(keel).post('/api/auth/send-verification-email', {
        email,
        callbackURL: CALLBACK,
      });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await mailsTo(keel, unverified)).toHaveLength(2);
    expect(await mailsTo(keel, verified)).toHaveLength(1);
    expect(await mailsTo(keel, unknown)).toHaveLength(0);
  });
});
