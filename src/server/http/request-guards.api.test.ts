import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { accounts, accountUsers } from '../db/schema/accounts.ts';
import { createGiven, randomIp, uniqueEmail } from '../test/given.ts';
import { createTestKeel, TEST_ORIGIN } from '../test/harness.ts';
import { type Browser, browser } from '../test/http-client.ts';

const keel = await createTestKeel();
const given = createGiven(keel);

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b@example.com';

async function accountsOf(userId: string) {
  return keel.db
    .select({ name: accounts.name })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, userId));
}

/** The request a signed-in browser would send, but with `origin` in place of the app's (none when undefined). */
function fromOrigin(
  client: Browser,
  origin: string | undefined,
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = {
    ...(client.cookies.size ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
    'x-forwarded-for': randomIp(),
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(origin ? { origin } : {}),
  };
  return keel.app.request(`${TEST_ORIGIN}${path}`, {
    method,
    headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
}

describe('trusted Origin', () => {
  test.each([
    ['a foreign origin', 'https://evil.example'],
    ['no Origin at all', undefined],
  ])('JSON writes with %s are refused with 403 on our routes and change nothing', async (_, origin) => {
    const { account, owner } = await given.accountWithOwner('Origin Test');
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/accounts', { name: 'Forged' }],
      ['PATCH', `/api/accounts/${account.id}`, { name: 'Forged' }],
      ['PATCH', '/api/me/profile', { name: 'Forged' }],
      ['POST', `/api/accounts/${account.id}/invitations`, { email: uniqueEmail(), role: 'admin' }],
      ['DELETE', '/api/me/photo'],
      ['POST', `/api/accounts/${account.id}/deletion-code`],
    ];
    for (const [method, path, body] of writes) {
      const response = await fromOrigin(owner.client, origin, method, path, body);
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
      expect((await response.json()).error.code).toBe('untrusted_origin');
    }
    expect(await accountsOf(owner.id)).toEqual([{ name: 'Origin Test' }]);
    // Reads need no Origin.
    expect((await fromOrigin(owner.client, origin, 'GET', '/api/accounts')).status).toBe(200);
  });

  test("Better Auth's routes need the Origin too: a sign-in without one starts no session", async () => {
    const user = await given.stranger();
    const anonymous = browser(keel);
    const response = await fromOrigin(anonymous, undefined, 'POST', '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('request size', () => {
  test('a JSON body over the cap is refused with 413, signed in or not, and the app stays healthy', async () => {
    const owner = await given.stranger();
    const big = 'x'.repeat(256 * 1024);
    const signedIn = await owner.client.post('/api/accounts', { name: big });
    expect(signedIn.status).toBe(413);
    expect((await signedIn.json()).error.code).toBe('body_too_large');
    const anonymous = await browser(keel, { ip: randomIp() }).post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'correct-horse-9',
      name: 'x'.repeat(5 * 1024 * 1024),
    });
    expect(anonymous.status).toBe(413);
    expect((await browser(keel).get('/api/health')).status).toBe(200);
  });
});

describe('content type', () => {
  test.each(['text/plain', 'application/x-www-form-urlencoded'])(
    'a JSON route whose fields are all optional refuses a %s body with 415 and changes nothing',
    async (contentType) => {
      const user = await given.stranger();
      const body = JSON.stringify({ name: 'Renamed Person' });
      const refused = await user.client.raw('PATCH', '/api/me/profile', body, {
        'content-type': contentType,
        'content-length': String(Buffer.byteLength(body)),
      });
      expect(refused.status).toBe(415);
      expect((await refused.json()).error).toEqual({
        code: 'not_json',
        message: 'Send the body as JSON, with Content-Type: application/json.',
      });
      const nameNow = async () => (await (await user.client.get('/api/me')).json()).profile.name;
      expect(await nameNow()).not.toBe('Renamed Person');
      expect((await user.client.patch('/api/me/profile', { name: 'Renamed Person' })).status).toBe(200);
      expect(await nameNow()).toBe('Renamed Person');
    },
  );
});

describe('text no database column can hold', () => {
  const expectRefused = async (response: Response, field: string) => {
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('invalid_text');
    expect(Object.keys(error.fields)).toEqual([field]);
    expect(error.message).toContain(field);
  };

  test('a NUL character is a 400 naming the field on every route that stores or looks up text', async () => {
    const { account, owner } = await given.accountWithOwner();
    const questions = await given.answers(owner, account, {});
    const admin = await given.superAdmin();
    const anonymous = browser(keel, { ip: randomIp() });
    const invitation = await given.invitation(account);

    await expectRefused(await owner.client.post('/api/accounts', { name: NUL }), 'name');
    await expectRefused(
      await owner.client.patch(`/api/accounts/${account.id}/company`, { name: NUL }),
      'name',
    );
    await expectRefused(await owner.client.patch('/api/me/profile', { name: NUL }), 'name');
    await expectRefused(
      await owner.client.put(`/api/accounts/${account.id}/questionnaire/answers/${questions[0]!.id}`, {
        value: NUL,
      }),
      'value',
    );
    await expectRefused(
      await owner.client.post(`/api/accounts/${account.id}/invitations`, {
        email: `x${NUL}@example.com`,
        role: 'member',
      }),
      'email',
    );
    await expectRefused(
      await admin.client.get(`/api/admin/accounts?search=${encodeURIComponent(NUL)}`),
      'search',
    );
    await expectRefused(
      await anonymous.post('/api/auth/sign-in/email', { email: `${NUL}@x.com`, password: 'x' }),
      'email',
    );
    await expectRefused(
      await anonymous.post('/api/auth/request-password-reset', {
        email: `${NUL}@x.com`,
        redirectTo: '/reset-password',
      }),
      'email',
    );
    await expectRefused(await anonymous.post('/api/password-reset/check', { token: NUL }), 'token');
    await expectRefused(await anonymous.get(`/api/invitations/${invitation.token}%00`), 'path');
    await expectRefused(await owner.client.post(`/api/invitations/${invitation.token}%00/accept`), 'path');
    await expectRefused(await owner.client.post('/api/accounts', { [NUL]: 'key' }), NUL);
  });

  test('a lone surrogate in an invitation email is a 400 naming the email, and nothing is stored', async () => {
    const { account, owner } = await given.accountWithOwner();
    const response = await owner.client.post(`/api/accounts/${account.id}/invitations`, {
      email: LONE_SURROGATE,
      role: 'member',
    });
    await expectRefused(response, 'email');
    const list = await (await owner.client.get(`/api/accounts/${account.id}/invitations`)).json();
    expect(list.invitations).toEqual([]);
  });

  test('names made only of invisible characters count as blank', async () => {
    const { account, owner } = await given.accountWithOwner();
    const invisible = '\u200B\u200D\u200C\uFEFF';
    const created = await owner.client.post('/api/accounts', { name: invisible });
    expect(created.status).toBe(400);
    expect((await created.json()).error.fields).toEqual({ name: 'Please enter an account name' });
    const renamed = await owner.client.patch(`/api/accounts/${account.id}`, { name: ` ${invisible} ` });
    expect((await renamed.json()).error.fields).toEqual({ name: 'Please enter a valid account name' });
    const company = await owner.client.post(`/api/accounts/${account.id}/company`, { name: invisible });
    expect((await company.json()).error.fields).toEqual({ name: 'Please enter a company name' });
    expect(await accountsOf(owner.id)).toEqual([{ name: 'Acme Holdings' }]);
  });
});
