import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { verifications } from '../db/schema/auth.ts';
import { profiles } from '../db/schema/profiles.ts';
import { createGiven, randomIp, uniqueEmail } from '../test/given.ts';
import { createTestKeel, latestMailTo, mailsTo } from '../test/harness.ts';
import { browser } from '../test/http-client.ts';

const keel = await createTestKeel();
const given = createGiven(keel);
const NEW_PASSWORD = 'battery-staple-42';

async function requestReset(email: string) {
  const response = await browser(keel, { ip: randomIp() }).post('/api/auth/request-password-reset', {
    email,
    redirectTo: '/reset-password',
  });
  return { status: response.status, body: await response.json() };
}

/** Requests a reset and returns the token from the mailed link, as the reset page reads it. */
async function resetToken(email: string) {
  await requestReset(email);
  const link = (await latestMailTo(keel, email))!.link!;
  return decodeURIComponent(link.split('#token=')[1]!);
}

async function resetPassword(token: string, newPassword = NEW_PASSWORD) {
  return browser(keel, { ip: randomIp() }).post('/api/auth/reset-password', { newPassword, token });
}

async function isValid(token: string) {
  const response = await browser(keel, { ip: randomIp() }).post('/api/password-reset/check', { token });
  expect(response.status).toBe(200);
  return (await response.json()).valid;
}

async function signInStatus(email: string, password: string) {
  return (await browser(keel, { ip: randomIp() }).post('/api/auth/sign-in/email', { email, password }))
    .status;
}

async function passwordSetAt(userId: string) {
  const [profile] = await keel.db.select().from(profiles).where(eq(profiles.id, userId));
  return profile!.passwordSetAt;
}

describe('requesting a reset', () => {
  test('answers the same for a registered and an unregistered email, and mails only the registered one', async () => {
    const { email } = await given.verifiedUser();
    const unknown = uniqueEmail('nobody');
    const registeredAnswer = await requestReset(email);
    expect(registeredAnswer.status).toBe(200);
    expect(await requestReset(unknown)).toEqual(registeredAnswer);

    const mail = await latestMailTo(keel, email);
    expect(mail?.subject).toBe('Reset your Keel password');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/reset-password#token=[^&?]+$/);
    expect(mail?.text).toContain(mail!.link!);
    expect(await mailsTo(keel, unknown)).toHaveLength(0);
  });

  test('the reset page can tell a live token from garbage', async () => {
    const { email } = await given.verifiedUser();
    expect(await isValid(await resetToken(email))).toBe(true);
    expect(await isValid('not-a-real-token')).toBe(false);
  });
});

describe('setting a new password', () => {
  test('replaces the password, stamps password_set_at, and signs out every browser', async () => {
    const { id, email, password, client } = await given.verifiedUser();
    expect((await client.get('/api/me')).status).toBe(200);
    expect(await passwordSetAt(id)).toBeNull();

    const response = await resetPassword(await resetToken(email));
    expect(response.status).toBe(200);

    expect(await signInStatus(email, password)).toBe(401);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
    expect(await passwordSetAt(id)).toBeInstanceOf(Date);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  test('a used token cannot be used again', async () => {
    const { email } = await given.verifiedUser();
    const token = await resetToken(email);
    expect((await resetPassword(token)).status).toBe(200);

    const again = await resetPassword(token, 'someone-elses-password');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await isValid(token)).toBe(false);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
  });

  test('an expired token is refused and the password stays the same', async () => {
    const { email, password } = await given.verifiedUser();
    const token = await resetToken(email);
    await keel.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));

    const response = await resetPassword(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await isValid(token)).toBe(false);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(401);
    expect(await signInStatus(email, password)).toBe(200);
  });

  test('a password shorter than 6 characters is refused and the password stays the same', async () => {
    const { email, password } = await given.verifiedUser();
    const token = await resetToken(email);

    const response = await resetPassword(token, '12345');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect(await signInStatus(email, '12345')).toBe(401);
    expect(await signInStatus(email, password)).toBe(200);
    // The link still works, so the user can try again with a longer password.
    expect(await isValid(token)).toBe(true);
  });
});
