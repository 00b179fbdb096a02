import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { accounts, accountUsers } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import { browser } from '#server/test/http-client.ts';

const keel = await createTestKeel();
const given = createGiven(keel);

async function lastSelectedOf(userId: string) {
  const [profile] = await keel.db.select().from(profiles).where(eq(profiles.id, userId));
  return profile!.lastSelectedAccountId;
}

async function membershipsOf(userId: string) {
  return keel.db.select().from(accountUsers).where(eq(accountUsers.userId, userId));
}

async function accountName(accountId: string) {
  const [account] = await keel.db.select().from(accounts).where(eq(accounts.id, accountId));
  return account?.name;
}

describe('creating an account', () => {
  test('makes the caller its owner and their last selected account in one go', async () => {
    const user = await given.stranger();
    const response = await user.client.post('/api/accounts', { name: '  Northwind Traders  ' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ name: 'Northwind Traders', role: 'owner' });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);

    const memberships = await membershipsOf(user.id);
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({ accountId: body.id, role: 'owner' });
    expect(await lastSelectedOf(user.id)).toBe(body.id);
    expect(await accountName(body.id)).toBe('Northwind Traders');
  });

  test.each(['', '   '])(
    'a blank name (%j) is refused with the spec message and creates nothing',
    async (name) => {
      const user = await given.stranger();
      const response = await user.client.post('/api/accounts', { name });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({
        message: 'Please enter an account name',
        fields: { name: 'Please enter an account name' },
      });
      expect(await membershipsOf(user.id)).toHaveLength(0);
      expect(await lastSelectedOf(user.id)).toBeNull();
    },
  );

  test('a name over 100 characters is refused', async () => {
    const user = await given.stranger();
    const response = await user.client.post('/api/accounts', { name: 'x'.repeat(101) });
    expect(response.status).toBe(400);
    expect(await membershipsOf(user.id)).toHaveLength(0);
  });

  test('needs a signed-in user', async () => {
    const before = await keel.db.select().from(accounts);
    const response = await browser(keel).post('/api/accounts', { name: 'Ghost Inc' });
    expect(response.status).toBe(401);
    expect(await keel.db.select().from(accounts)).toHaveLength(before.length);
  });
});

describe('renaming an account', () => {
  test('an admin renames it; the name is trimmed', async () => {
    const { account } = await given.accountWithOwner('Old Name');
    const admin = await given.member(account, 'admin');
    const response = await admin.client.patch(`/api/accounts/${account.id}`, { name: '  New Name ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: account.id, name: 'New Name' });
    expect(await accountName(account.id)).toBe('New Name');
  });

  test('a blank name is refused with the edit message and the name stays', async () => {
    const { account, owner } = await given.accountWithOwner('Keep Me');
    const response = await owner.client.patch(`/api/accounts/${account.id}`, { name: '   ' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      message: 'Please enter a valid account name',
      fields: { name: 'Please enter a valid account name' },
    });
    expect(await accountName(account.id)).toBe('Keep Me');
  });
});

describe('listing my accounts', () => {
  test('shows exactly the accounts I belong to, each with my role', async () => {
    const { account: owned, owner: me } = await given.accountWithOwner('Mine');
    const { account: adminOf } = await given.accountWithOwner('Admin Of');
    const { account: memberOf } = await given.accountWithOwner('Member Of');
    const { account: notMine } = await given.accountWithOwner('Not Mine');
    await keel.db.insert(accountUsers).values([
      { accountId: adminOf.id, userId: me.id, role: 'admin' },
      { accountId: memberOf.id, userId: me.id, role: 'member' },
    ]);

    const response = await me.client.get('/api/accounts');
    expect(response.status).toBe(200);
    const { accounts: listed } = await response.json();
    const summary = listed.map((a: { id: string; name: string; role: string }) => ({
      id: a.id,
      name: a.name,
      role: a.role,
    }));
    expect(summary).toHaveLength(3);
    expect(summary).toEqual(
      expect.arrayContaining([
        { id: owned.id, name: 'Mine', role: 'owner' },
        { id: adminOf.id, name: 'Admin Of', role: 'admin' },
        { id: memberOf.id, name: 'Member Of', role: 'member' },
      ]),
    );
    expect(summary.map((a: { id: string }) => a.id)).not.toContain(notMine.id);
    expect(listed[0].createdAt).toBeTruthy();
  });

  test('is empty for a user without accounts', async () => {
    const user = await given.stranger();
    expect(await (await user.client.get('/api/accounts')).json()).toEqual({ accounts: [] });
  });
});

describe('selecting an account', () => {
  test('remembers an account I can open as my last selected one', async () => {
    const { account: first, owner: me } = await given.accountWithOwner('First');
    const { account: second } = await given.accountWithOwner('Second');
    await keel.db.insert(accountUsers).values({ accountId: second.id, userId: me.id, role: 'member' });

    const response = await me.client.post(`/api/accounts/${second.id}/select`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ lastSelectedAccountId: second.id });
    expect(await lastSelectedOf(me.id)).toBe(second.id);

    await me.client.post(`/api/accounts/${first.id}/select`);
    expect(await lastSelectedOf(me.id)).toBe(first.id);
  });

  test('refuses an account I cannot open and keeps what I had', async () => {
    const { account: mine, owner: me } = await given.accountWithOwner('Mine');
    const { account: theirs } = await given.accountWithOwner('Theirs');

    const foreign = await me.client.post(`/api/accounts/${theirs.id}/select`);
    expect(foreign.status).toBe(404);
    const missing = await me.client.post(`/api/accounts/${randomUUID()}/select`);
    expect(missing.status).toBe(404);
    expect(await lastSelectedOf(me.id)).toBe(mine.id);
  });

  test('GET /api/me reports the last selected account', async () => {
    const { account, owner } = await given.accountWithOwner();
    const me = await (await owner.client.get('/api/me')).json();
    expect(me.profile.lastSelectedAccountId).toBe(account.id);
  });
});
