import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { accountUsers } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { companyQuestions } from '#server/db/schema/questionnaire.ts';
import { seedQuestions } from '#server/db/seed/seed-questions.ts';
import { createGiven, DEFAULT_PASSWORD, randomIp, uniqueEmail } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import { type Browser, browser } from '#server/test/http-client.ts';
import { bootstrapSuperAdmins } from './bootstrap-super-admins.ts';

const keel = await createTestKeel();
const given = createGiven(keel);
await seedQuestions(keel.db);
/** A second Keel whose environment names the platform's first super admins. */
const bossKeel = await createTestKeel({ env: { KEEL_SUPER_ADMINS: 'Boss@Example.com, ops@example.com' } });

async function me(client: Browser) {
  return (await client.get('/api/me')).json();
}

/** GET /api/accounts as the web app lists them: id, name and role (the creation date left out). */
async function myAccounts(client: Browser): Promise<{ id: string; name: string; role: string }[]> {
  const { accounts: list } = await (await client.get('/api/accounts')).json();
  return list.map(({ id, name, role }: { id: string; name: string; role: string }) => ({ id, name, role }));
}

async function roleIn(client: Browser, account: { id: string }) {
  const response = await client.get(`/api/accounts/${account.id}`);
  return response.status === 200 ? (await response.json()).role : response.status;
}

/** The same user signed in again in another browser: a second session. */
async function signInElsewhere(user: { email: string }) {
  const client = browser(keel, { ip: randomIp() });
  const response = await client.post('/api/auth/sign-in/email', {
    email: user.email,
    password: DEFAULT_PASSWORD,
  });
  expect(response.status).toBe(200);
  return client;
}

describe('impersonation', () => {
  test('starts and ends in the session, with the pseudo-role and the banner data', async () => {
    const admin = await given.superAdmin();
    const { account } = await given.accountWithOwner('Impersonated Ltd');
    expect(await roleIn(admin.client, account)).toBe('super_admin');

    const start = await admin.client.post('/api/admin/impersonation', { accountId: account.id });
    expect(start.status).toBe(200);
    expect(await start.json()).toEqual({ accountId: account.id, accountName: 'Impersonated Ltd' });
    expect(await roleIn(admin.client, account)).toBe('super_admin_impersonation');
    expect((await me(admin.client)).impersonation).toEqual({
      accountId: account.id,
      accountName: 'Impersonated Ltd',
    });

    const stop = await admin.client.delete('/api/admin/impersonation');
    expect(stop.status).toBe(200);
    expect(await roleIn(admin.client, account)).toBe('super_admin');
    expect((await me(admin.client)).impersonation).toBeNull();
  });

  test("is per session: the same super admin's other session is not impersonating", async () => {
    const admin = await given.superAdmin();
    const { account } = await given.accountWithOwner();
    const elsewhere = await signInElsewhere(admin);
    await admin.client.post('/api/admin/impersonation', { accountId: account.id });
    expect(await roleIn(admin.client, account)).toBe('super_admin_impersonation');
    expect(await roleIn(elsewhere, account)).toBe('super_admin');
    expect((await me(elsewhere)).impersonation).toBeNull();
  });

  test('impersonating only applies to the impersonated account; an unknown account is a 404', async () => {
    const admin = await given.superAdmin();
    const first = await given.accountWithOwner();
    const second = await given.accountWithOwner();
    await admin.client.post('/api/admin/impersonation', { accountId: first.account.id });
    await admin.client.post('/api/admin/impersonation', { accountId: second.account.id });
    expect(await roleIn(admin.client, first.account)).toBe('super_admin');
    expect(await roleIn(admin.client, second.account)).toBe('super_admin_impersonation');
    const unknown = await admin.client.post('/api/admin/impersonation', { accountId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect((await me(admin.client)).impersonation.accountId).toBe(second.account.id);
  });

  test('an impersonating super admin answers as themselves', async () => {
    const admin = await given.superAdmin();
    const { account } = await given.accountWithOwner();
    await given.company(account);
    const [question] = await keel.db
      .select()
      .from(companyQuestions)
      .where(eq(companyQuestions.answerSet, 'Text'));
    await admin.client.post('/api/admin/impersonation', { accountId: account.id });
    const path = `/api/accounts/${account.id}/questionnaire/answers/${question!.id}`;
    const response = await admin.client.put(path, { value: 'Entered during support' });
    expect(response.status).toBe(200);
    expect((await response.json()).answer.answeredBy).toBe(admin.id);
  });

  test('a demoted super admin keeps no access through an impersonation left running', async () => {
    const admin = await given.superAdmin();
    const { account } = await given.accountWithOwner();
    await admin.client.post('/api/admin/impersonation', { accountId: account.id });
    await keel.db.update(profiles).set({ systemRole: null }).where(eq(profiles.id, admin.id));
    expect(await roleIn(admin.client, account)).toBe(404);
    expect((await me(admin.client)).impersonation).toBeNull();
    expect(await myAccounts(admin.client)).toEqual([]);
  });

  test("the impersonated account is first among the session's accounts, until it ends", async () => {
    const admin = await given.superAdmin();
    const own = await admin.client.post('/api/accounts', { name: 'Platform Ops' });
    const { account } = await given.accountWithOwner('Customer Co');
    const elsewhere = await signInElsewhere(admin);
    await admin.client.post('/api/admin/impersonation', { accountId: account.id });

    expect(await myAccounts(admin.client)).toEqual([
      { id: account.id, name: 'Customer Co', role: 'super_admin_impersonation' },
      { id: (await own.json()).id, name: 'Platform Ops', role: 'owner' },
    ]);
    expect((await myAccounts(elsewhere)).map((a) => a.name)).toEqual(['Platform Ops']);

    await admin.client.delete('/api/admin/impersonation');
    expect((await myAccounts(admin.client)).map((a) => a.name)).toEqual(['Platform Ops']);
  });

  test('impersonating an account the super admin belongs to lists it once, with the real role', async () => {
    const admin = await given.superAdmin();
    const { account } = await given.accountWithOwner('Shared Ltd');
    await keel.db.insert(accountUsers).values({ accountId: account.id, userId: admin.id, role: 'admin' });
    await admin.client.post('/api/admin/impersonation', { accountId: account.id });
    expect(await myAccounts(admin.client)).toEqual([{ id: account.id, name: 'Shared Ltd', role: 'admin' }]);
  });
});

describe('bootstrapping super admins', () => {
  test('an email listed in KEEL_SUPER_ADMINS becomes a super admin when it signs up', async () => {
    const people = createGiven(bossKeel);
    const boss = await people.verifiedUser({ email: 'boss@example.com' });
    expect((await me(boss.client)).profile.systemRole).toBe('super_admin');
    expect((await boss.client.get('/api/admin/accounts')).status).toBe(200);
    const someoneElse = await people.verifiedUser();
    expect((await me(someoneElse.client)).profile.systemRole).toBeNull();
  });

  test('bootstrapSuperAdmins promotes existing users once, case-insensitively', async () => {
    const user = await given.verifiedUser({ email: uniqueEmail('existing') });
    const bystander = await given.verifiedUser();
    expect(await bootstrapSuperAdmins(keel.db, [user.email.toUpperCase(), uniqueEmail('absent')])).toBe(1);
    expect((await me(user.client)).profile.systemRole).toBe('super_admin');
    expect((await me(bystander.client)).profile.systemRole).toBeNull();
    expect(await bootstrapSuperAdmins(keel.db, [user.email])).toBe(0);
    expect(await bootstrapSuperAdmins(keel.db, [])).toBe(0);
  });
});
