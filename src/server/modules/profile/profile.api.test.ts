import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { PHOTO_MAX_BYTES } from '#domain/schemas/profile.ts';
import { users } from '#server/db/schema/auth.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { createGiven, DEFAULT_PASSWORD, randomIp, uniqueEmail } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import { browser } from '#server/test/http-client.ts';

const keel = await createTestKeel();
const given = createGiven(keel);
type User = Awaited<ReturnType<typeof given.verifiedUser>>;

async function profileOf(userId: string) {
  const [profile] = await keel.db.select().from(profiles).where(eq(profiles.id, userId));
  return profile!;
}

function image(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') {
  return sharp({ create: { width, height, channels: 3, background: { r: 14, g: 116, b: 144 } } })
    .toFormat(format)
    .toBuffer();
}

/** What the profile form sends: PATCH /api/me/profile. */
const saveProfile = (user: User, body: Record<string, unknown>) => user.client.patch('/api/me/profile', body);

function upload(user: User, bytes: Uint8Array, fileName = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(bytes)], fileName, { type }));
  return user.client.upload('/api/me/photo', form);
}

async function expectPhotoRefused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect((await response.json()).error).toMatchObject({ message, fields: { photo: message } });
}

describe('editing the profile', () => {
  test('trims the name, uppercases the initials and shows them on /api/me', async () => {
    const user = await given.verifiedUser();
    const response = await saveProfile(user, { name: '  Ada Lovelace  ', initials: ' al ' });
    expect(response.status).toBe(200);
    expect((await response.json()).profile).toMatchObject({ name: 'Ada Lovelace', initials: 'AL' });
    expect(await profileOf(user.id)).toMatchObject({ name: 'Ada Lovelace', initials: 'AL' });
  });

  test('a field left out of the request keeps its value', async () => {
    const user = await given.verifiedUser();
    await saveProfile(user, { name: 'Ada Lovelace', initials: 'al' });
    const response = await saveProfile(user, { initials: 'ael' });
    expect(response.status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ name: 'Ada Lovelace', initials: 'AEL' });
  });

  test('empty values become null', async () => {
    const user = await given.verifiedUser();
    await saveProfile(user, { name: 'Ada', initials: 'A' });
    expect((await saveProfile(user, { name: '   ', initials: '' })).status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ name: null, initials: null });
  });

  test.each([
    [{ name: 'x'.repeat(101), initials: 'AB' }, 'name', 'Full name must be at most 100 characters'],
    [{ name: 'Ada', initials: 'ABCDEF' }, 'initials', 'Initials must be at most 5 characters'],
  ])('refuses %j naming the field, and keeps what was saved', async (body, field, message) => {
    const user = await given.verifiedUser();
    await saveProfile(user, { name: 'Saved', initials: 'SV' });
    const response = await saveProfile(user, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ [field]: message });
    expect(await profileOf(user.id)).toMatchObject({ name: 'Saved', initials: 'SV' });
  });

  test('accepts exactly 100 characters of name and 5 of initials', async () => {
    const user = await given.verifiedUser();
    expect((await saveProfile(user, { name: 'n'.repeat(100), initials: 'abcde' })).status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ name: 'n'.repeat(100), initials: 'ABCDE' });
  });
});

describe('the profile photo', () => {
  test('a real 300×300 PNG is stored as WebP and served to signed-in users only', async () => {
    const user = await given.verifiedUser();
    const response = await upload(user, await image(300, 300));
    expect(response.status).toBe(200);
    const { profilePhotoUrl } = await response.json();
    expect(profilePhotoUrl).toMatch(new RegExp(`^/api/profile-photos/${user.id}/\\d+\\.webp$`));
    expect((await profileOf(user.id)).profilePhotoUrl).toBe(profilePhotoUrl);

    const photo = await user.client.get(profilePhotoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 300, height: 300 });

    expect((await browser(keel).get(profilePhotoUrl)).status).toBe(401);
  });

  test('a photo is served to its owner, to people sharing an account with them and to super admins only', async () => {
    const { account, owner } = await given.accountWithOwner();
    const teammate = await given.member(account, 'member');
    const url = (await (await upload(owner, await image(128, 128))).json()).profilePhotoUrl;

    expect((await owner.client.get(url)).status).toBe(200);
    expect((await teammate.client.get(url)).status).toBe(200);
    expect((await (await given.superAdmin()).client.get(url)).status).toBe(200);
    const stranger = await given.stranger();
    const refused = await stranger.client.get(url);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).not.toBe('image/webp');
    // Someone removed from the account stops seeing it too.
    await owner.client.delete(`/api/accounts/${account.id}/members/${teammate.id}`);
    expect((await teammate.client.get(url)).status).toBe(404);
  });

  test.each([
    [
      'no closing boundary',
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nabc',
    ],
    ['no boundary at all', 'multipart/form-data', 'photo=abc'],
  ])('a malformed form (%s) is a 400 naming the photo', async (_, contentType, body) => {
    const user = await given.verifiedUser();
    const response = await user.client.raw('POST', '/api/me/photo', body, { 'content-type': contentType });
    await expectPhotoRefused(response, 400, 'Invalid image file');
  });

  test('JPEG and WebP are accepted too', async () => {
    const user = await given.verifiedUser();
    expect((await upload(user, await image(128, 128, 'jpeg'), 'me.jpg', 'image/jpeg')).status).toBe(200);
    expect((await upload(user, await image(128, 128, 'webp'), 'me.webp', 'image/webp')).status).toBe(200);
  });

  test.each([
    ['a 32×32 PNG', () => image(32, 32), 'photo.png', 'Image must be at least 64x64 pixels'],
    ['a 5000×100 PNG', () => image(5000, 100), 'photo.png', 'Image must be smaller than 4096x4096 pixels'],
    [
      'a GIF',
      () => image(100, 100, 'gif'),
      'photo.gif',
      'Please select a valid image format (JPEG, PNG, or WebP)',
    ],
    ['random bytes named photo.png', async () => randomBytes(4096), 'photo.png', 'Invalid image file'],
  ])('%s is refused with 400 and nothing is stored', async (_, bytes, fileName, message) => {
    const user = await given.verifiedUser();
    await expectPhotoRefused(await upload(user, await bytes(), fileName), 400, message);
    expect((await profileOf(user.id)).profilePhotoUrl).toBeNull();
  });

  test.each([
    ['just over 5 MB', PHOTO_MAX_BYTES + 1],
    ['far over 5 MB', PHOTO_MAX_BYTES * 2],
  ])('a body %s is refused with 413', async (_, size) => {
    const user = await given.verifiedUser();
    const bytes = Buffer.concat([await image(300, 300), Buffer.alloc(size)]);
    await expectPhotoRefused(await upload(user, bytes), 413, 'Image must be smaller than 5MB');
    expect((await profileOf(user.id)).profilePhotoUrl).toBeNull();
  });

  test('a form without a photo is refused', async () => {
    const user = await given.verifiedUser();
    const form = new FormData();
    form.append('other', 'value');
    await expectPhotoRefused(await user.client.upload('/api/me/photo', form), 400, 'Invalid image file');
  });

  test('replacing the photo deletes the old stored file', async () => {
    const user = await given.verifiedUser();
    const first = (await (await upload(user, await image(200, 200))).json()).profilePhotoUrl;
    const second = (await (await upload(user, await image(256, 256))).json()).profilePhotoUrl;
    expect(second).not.toBe(first);
    expect((await user.client.get(first)).status).toBe(404);
    expect((await user.client.get(second)).status).toBe(200);
    expect((await profileOf(user.id)).profilePhotoUrl).toBe(second);
  });

  test('removing the photo clears the URL and deletes the file', async () => {
    const user = await given.verifiedUser();
    const url = (await (await upload(user, await image(200, 200))).json()).profilePhotoUrl;
    const response = await user.client.delete('/api/me/photo');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ profilePhotoUrl: null });
    expect((await profileOf(user.id)).profilePhotoUrl).toBeNull();
    expect((await user.client.get(url)).status).toBe(404);
  });
});

describe('setting a password', () => {
  const signIn = (email: string, password: string) =>
    browser(keel, { ip: randomIp() }).post('/api/auth/sign-in/email', { email, password });

  test('a password under 6 characters is refused and the old one still works', async () => {
    const user = await given.verifiedUser();
    const response = await user.client.post('/api/me/password', { password: 'short' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Password must be at least 6 characters long');
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  test('a valid password replaces the old one and stamps password_set_at', async () => {
    const user = await given.verifiedUser();
    await keel.db.update(profiles).set({ passwordSetAt: null }).where(eq(profiles.id, user.id));
    const response = await user.client.post('/api/me/password', { password: 'brand-new-secret' });
    expect(response.status).toBe(200);
    expect((await signIn(user.email, 'brand-new-secret')).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await profileOf(user.id)).passwordSetAt).toBeInstanceOf(Date);
  });

  test('needs a signed-in user', async () => {
    expect((await browser(keel).post('/api/me/password', { password: 'brand-new-secret' })).status).toBe(401);
  });
});

describe('changing a password that is set', () => {
  const signIn = (email: string, password: string) =>
    browser(keel, { ip: randomIp() }).post('/api/auth/sign-in/email', { email, password });

  /** A user who has chosen a password (verification or a reset stamps password_set_at). */
  async function userWithPassword() {
    const user = await given.verifiedUser();
    await keel.db.update(profiles).set({ passwordSetAt: new Date() }).where(eq(profiles.id, user.id));
    return user;
  }

  test('needs the current password, and a wrong one changes nothing', async () => {
    const user = await userWithPassword();
    const missing = await user.client.post('/api/me/password', { password: 'brand-new-secret' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({
      currentPassword: 'Please enter your current password',
    });
    const wrong = await user.client.post('/api/me/password', {
      currentPassword: 'not-my-password',
      password: 'brand-new-secret',
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({
      currentPassword: 'Your current password is not correct',
    });
    expect((await signIn(user.email, 'brand-new-secret')).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  test('with the current password it changes, ends every other session and keeps this one', async () => {
    const user = await userWithPassword();
    const laptop = browser(keel, { ip: randomIp() });
    expect(
      (await laptop.post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status,
    ).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(200);

    const response = await user.client.post('/api/me/password', {
      currentPassword: user.password,
      password: 'brand-new-secret',
    });
    expect(response.status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await user.client.get('/api/me')).status).toBe(200);
    expect((await signIn(user.email, 'brand-new-secret')).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(401);
  });

  test('a password longer than sign-in accepts is refused, so nobody can lock themselves out', async () => {
    const user = await userWithPassword();
    const tooLong = 'x'.repeat(129);
    const response = await user.client.post('/api/me/password', {
      currentPassword: user.password,
      password: tooLong,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Password must be at most 128 characters long');
    const huge = await user.client.post('/api/me/password', {
      currentPassword: user.password,
      password: 'x'.repeat(1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  test('guessing the current password from a stolen session is limited', async () => {
    const user = await userWithPassword();
    for (let attempt = 0; attempt < 10; attempt++) {
      await user.client.post('/api/me/password', {
        currentPassword: `guess-${attempt}`,
        password: 'brand-new-secret',
      });
    }
    const refused = await user.client.post('/api/me/password', {
      currentPassword: user.password,
      password: 'brand-new-secret',
    });
    expect(refused.status).toBe(429);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  test("Better Auth's own change-password and verify-password endpoints are closed", async () => {
    const user = await userWithPassword();
    const change = await user.client.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'brand-new-secret',
    });
    expect(change.status).toBe(404);
    expect((await user.client.post('/api/auth/verify-password', { password: user.password })).status).toBe(
      404,
    );
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });
});

describe('user fields stored by Better Auth', () => {
  test('update-user refuses an image that is not an http(s) address', async () => {
    const user = await given.verifiedUser();
    for (const image of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'not a url']) {
      const response = await user.client.post('/api/auth/update-user', { image });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        fields: { image: 'The image must be an http or https address' },
      });
    }
    const [row] = await keel.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.image).toBeNull();
    expect(
      (await user.client.post('/api/auth/update-user', { image: 'https://example.com/me.png' })).status,
    ).toBe(200);
  });

  test('update-user refuses a name or image that is not text, saying so in plain words', async () => {
    const user = await given.verifiedUser();
    for (const [body, field, message] of [
      [{ name: 5 }, 'name', '"name" must be text.'],
      [{ image: ['https://example.com/me.png'] }, 'image', '"image" must be text.'],
    ] as const) {
      const response = await user.client.post('/api/auth/update-user', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
        fields: { [field]: message },
      });
    }
  });

  test('sign-up refuses a name over 100 characters and creates no user', async () => {
    const email = uniqueEmail();
    const response = await browser(keel, { ip: randomIp() }).post('/api/auth/sign-up/email', {
      email,
      password: DEFAULT_PASSWORD,
      name: 'n'.repeat(101),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { name: 'Name must be at most 100 characters' } });
    expect(await keel.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  test('a profile name of invisible characters only counts as blank', async () => {
    const user = await given.verifiedUser();
    const response = await saveProfile(user, { name: '\u200B\u200D\u200C', initials: '\uFEFF' });
    expect(response.status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ name: null, initials: null });
  });
});
