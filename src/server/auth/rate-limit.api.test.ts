import { eq, like } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { rateLimitBuckets } from '../db/schema/rate-limits.ts';
import { DEFAULT_PASSWORD, randomIp, uniqueEmail } from '../test/given.ts';
import { createTestKeel, mailsTo } from '../test/harness.ts';
import { browser } from '../test/http-client.ts';
import { authRateLimitRules } from './rate-limit-rules.ts';

const keel = await createTestKeel();
const rule = (name: string) => authRateLimitRules.find((r) => r.name === name)!;
const signIn = rule('sign-in');
const perPair = signIn.perEmailAndIp ?? 10;

async function signUp(email: string, ip = randomIp()) {
  return browser(keel, { ip }).post('/api/auth/sign-up/email', {
    email,
    password: DEFAULT_PASSWORD,
    name: '',
  });
}

/** A verified user with no sign-in attempts counted yet. */
async function registeredUser() {
  const email = uniqueEmail();
  await signUp(email);
  await keel.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  return email;
}

async function signInFrom(ip: string, email: string, password = 'not-the-password') {
  return browser(keel, { ip }).post('/api/auth/sign-in/email', { email, password });
}

async function expectRateLimited(response: Response, windowSeconds: number) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/please wait \d+ minutes?/i),
  });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('sign-in limits', () => {
  test(`after ${perPair} wrong passwords for one email from one address, that address is refused even with the right password`, async () => {
    const email = await registeredUser();
    const ip = randomIp();
    for (let attempt = 0; attempt < perPair; attempt++) {
      expect((await signInFrom(ip, email)).status).toBe(401);
    }
    const client = browser(keel, { ip });
    const refused = await client.post('/api/auth/sign-in/email', { email, password: DEFAULT_PASSWORD });
    await expectRateLimited(refused, signIn.windowSeconds);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  test('wrong passwords from other addresses never lock the user out', async () => {
    const email = await registeredUser();
    for (let attempt = 0; attempt < perPair + 15; attempt++) {
      expect((await signInFrom(randomIp(), email)).status).toBe(401);
    }
    expect((await signInFrom(randomIp(), email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  test(`the attempt after ${signIn.perIp} from one IP is refused while another IP is still served`, async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < signIn.perIp; attempt++) {
      expect((await signInFrom(ip, uniqueEmail())).status).toBe(401);
    }
    await expectRateLimited(await signInFrom(ip, uniqueEmail()), signIn.windowSeconds);
    expect((await signInFrom(randomIp(), uniqueEmail())).status).toBe(401);
  });

  test('once the window has passed, the same address can sign in again', async () => {
    const email = await registeredUser();
    const ip = randomIp();
    for (let attempt = 0; attempt < perPair; attempt++) await signInFrom(ip, email);
    expect((await signInFrom(ip, email, DEFAULT_PASSWORD)).status).toBe(429);

    await keel.db
      .update(rateLimitBuckets)
      .set({ windowStartedAt: new Date(Date.now() - (signIn.windowSeconds + 60) * 1000) })
      .where(like(rateLimitBuckets.key, `%:${email}:%`));
    expect((await signInFrom(ip, email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  test('a completed password reset clears the locks on that email', async () => {
    const email = await registeredUser();
    const ip = randomIp();
    for (let attempt = 0; attempt < perPair; attempt++) await signInFrom(ip, email);
    expect((await signInFrom(ip, email, DEFAULT_PASSWORD)).status).toBe(429);

    await browser(keel, { ip }).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    const link = (await mailsTo(keel, email)).find((mail) => mail.subject === 'Reset your Keel password')!
      .link!;
    const token = decodeURIComponent(link.split('#token=')[1]!);
    const reset = await browser(keel, { ip }).post('/api/auth/reset-password', {
      newPassword: 'a-new-secret',
      token,
    });
    expect(reset.status).toBe(200);
    expect((await signInFrom(ip, email, 'a-new-secret')).status).toBe(200);
  });
});

describe('body encodings', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  test('a form-encoded sign-in is refused (415), so it cannot skip the limits', async () => {
    const email = await registeredUser();
    const ip = randomIp();
    for (let attempt = 0; attempt < perPair; attempt++) await signInFrom(ip, email);
    const client = browser(keel, { ip });
    const response = await client.raw(
      'POST',
      '/api/auth/sign-in/email',
      form({ email, password: DEFAULT_PASSWORD }),
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await client.get('/api/me')).status).toBe(401);
  });

  test.each([
    ['/api/auth/sign-up/email', 'application/x-www-form-urlencoded'],
    ['/api/auth/request-password-reset', 'application/x-www-form-urlencoded'],
    ['/api/auth/send-verification-email', 'multipart/form-data; boundary=x'],
    ['/api/auth/sign-in/email', 'text/plain'],
  ])('%s refuses %s with 415 and sends no mail', async (path, contentType) => {
    const email = uniqueEmail();
    const body = form({ email, password: DEFAULT_PASSWORD, name: '' });
    const response = await browser(keel, { ip: randomIp() }).raw('POST', path, body, {
      'content-type': contentType,
    });
    expect(response.status).toBe(415);
    expect(await mailsTo(keel, email)).toHaveLength(0);
  });
});

describe('mail limits', () => {
  test(`a password reset is mailed at most ${rule('reset').perEmail} times per window for one email`, async () => {
    const { windowSeconds } = rule('reset');
    const perEmail = rule('reset').perEmail!;
    const email = await registeredUser();
    const request = () =>
      browser(keel, { ip: randomIp() }).post('/api/auth/request-password-reset', {
        email,
        redirectTo: '/reset-password',
      });
    for (let attempt = 0; attempt < perEmail; attempt++) expect((await request()).status).toBe(200);
    await expectRateLimited(await request(), windowSeconds);
    const resets = (await mailsTo(keel, email)).filter((mail) => mail.subject === 'Reset your Keel password');
    expect(resets).toHaveLength(perEmail);
  });

  test(`a verification mail is resent at most ${rule('resend').perEmail} times per window for one email`, async () => {
    const { windowSeconds } = rule('resend');
    const perEmail = rule('resend').perEmail!;
    const email = uniqueEmail();
    await signUp(email);
    const resend = () =>
      browser(keel, { ip: randomIp() }).post('/api/auth/send-verification-email', { email });
    for (let attempt = 0; attempt < perEmail; attempt++) expect((await resend()).status).toBe(200);
    await expectRateLimited(await resend(), windowSeconds);
    expect(await mailsTo(keel, email)).toHaveLength(1 + perEmail);
  });
});

describe('sign-up limits', () => {
  test(`the sign-up after ${rule('sign-up').perIp} from one IP is refused and creates no user`, async () => {
    const { perIp, windowSeconds } = rule('sign-up');
    const ip = randomIp();
    for (let attempt = 0; attempt < perIp; attempt++)
      expect((await signUp(uniqueEmail(), ip)).status).toBe(200);
    const refusedEmail = uniqueEmail();
    await expectRateLimited(await signUp(refusedEmail, ip), windowSeconds);
    expect(await keel.db.select().from(users).where(eq(users.email, refusedEmail))).toHaveLength(0);
    expect(await mailsTo(keel, refusedEmail)).toHaveLength(0);
  });
});
