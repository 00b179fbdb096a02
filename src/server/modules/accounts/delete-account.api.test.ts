import { eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { accountDeletionCodes, accountUsers } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { accountRowCounts } from '#server/test/account-rows.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';

const keel = await createTestKeel();
const given = createGiven(keel);

/** An account with every kind of row it can own, and its members working in it. */
async function fullAccount() {
  const { account, owner } = await given.accountWithOwner('Doomed Ltd');
  const admin = await given.member(account, 'admin');
  const member = await given.member(account, 'member');
  for (const person of [admin, member]) await person.client.post(`/api/accounts/${account.id}/select`);
  const company = await given.company(account);
  expect(
    (await owner.client.post(`/api/accounts/${account.id}/vector-store`, { companyId: company.id })).status,
  ).toBe(200);
  await given.invitation(account);
  return { account, owner, admin, member };
}

async function issueCode(client: { post: (path: string) => Promise<Response> }, accountId: string) {
  const response = await client.post(`/api/accounts/${accountId}/deletion-code`);
  expect(response.status).toBe(200);
  return (await response.json()) as { code: string; expiresAt: string };
}

const rowsLeft = (accountId: string) => accountRowCounts(keel.db, accountId);

const intact = { accounts: 1, accountUsers: 3, accountInvitations: 1, companies: 1, vectorStores: 1 };

async function expectMismatch(response: Response) {
  expect(response.status).toBe(400);
  expect((await response.json()).error).toMatchObject({
    code: 'confirmation_mismatch',
    message: 'Confirmation text does not match',
    fields: { confirmationText: 'Confirmation text does not match' },
  });
}

describe('the deletion code', () => {
  test('is 12 random uppercase letters and digits, issued to an owner, and new each time', async () => {
    const { account, owner } = await given.accountWithOwner();
    const first = await issueCode(owner.client, account.id);
    const second = await issueCode(owner.client, account.id);
    expect(first.code).toMatch(/^[A-Z0-9]{12}$/);
    expect(second.code).toMatch(/^[A-Z0-9]{12}$/);
    expect(second.code).not.toBe(first.code);
    expect(new Date(first.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('deleting an account', () => {
  test('a wrong code is refused and the account stays whole', async () => {
    const { account, owner } = await fullAccount();
    const { code } = await issueCode(owner.client, account.id);
    await expectMismatch(
      await owner.client.delete(`/api/accounts/${account.id}`, { confirmationText: code.toLowerCase() }),
    );
    await expectMismatch(await owner.client.delete(`/api/accounts/${account.id}`, { confirmationText: '' }));
    expect(await rowsLeft(account.id)).toMatchObject(intact);
  });

  test('a code issued to one owner cannot be used by another owner', async () => {
    const { account, owner } = await fullAccount();
    const coOwner = await given.member(account, 'owner');
    const { code } = await issueCode(owner.client, account.id);
    await expectMismatch(
      await coOwner.client.delete(`/api/accounts/${account.id}`, { confirmationText: code }),
    );
    expect(await rowsLeft(account.id)).toMatchObject({ ...intact, accountUsers: 4 });
  });

  test('an expired code is refused', async () => {
    const { account, owner } = await fullAccount();
    const { code } = await issueCode(owner.client, account.id);
    await keel.db
      .update(accountDeletionCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountDeletionCodes.accountId, account.id));
    await expectMismatch(
      await owner.client.delete(`/api/accounts/${account.id}`, { confirmationText: code }),
    );
    expect(await rowsLeft(account.id)).toMatchObject(intact);
  });

  test('a code replaced by a newer one no longer works', async () => {
    const { account, owner } = await fullAccount();
    const { code: old } = await issueCode(owner.client, account.id);
    await issueCode(owner.client, account.id);
    await expectMismatch(await owner.client.delete(`/api/accounts/${account.id}`, { confirmationText: old }));
    expect(await rowsLeft(account.id)).toMatchObject(intact);
  });

  test('the client cannot supply its own expected text', async () => {
    const { account, owner } = await fullAccount();
    const chosen = { confirmationText: 'AAAAAAAAAAAA', expectedConfirmationText: 'AAAAAAAAAAAA' };
    // Without any issued code, and with a code issued but not the one sent.
    await expectMismatch(await owner.client.delete(`/api/accounts/${account.id}`, chosen));
    await issueCode(owner.client, account.id);
    await expectMismatch(await owner.client.delete(`/api/accounts/${account.id}`, chosen));
    expect(await rowsLeft(account.id)).toMatchObject(intact);
  });

  test('the right code removes every row of the account and nothing of other accounts', async () => {
    const { account, owner, admin, member } = await fullAccount();
    const other = await fullAccount();
    await keel.db
      .insert(accountUsers)
      .values({ accountId: other.account.id, userId: admin.id, role: 'member' });
    const { code } = await issueCode(owner.client, account.id);

    const response = await owner.client.delete(`/api/accounts/${account.id}`, { confirmationText: code });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });

    expect(await rowsLeft(account.id)).toEqual({
      accounts: 0,
      accountUsers: 0,
      accountInvitations: 0,
      companies: 0,
      vectorStores: 0,
      accountDeletionCodes: 0,
    });
    const memberProfiles = await keel.db
      .select({ lastSelectedAccountId: profiles.lastSelectedAccountId })
      .from(profiles)
      .where(inArray(profiles.id, [owner.id, admin.id, member.id]));
    expect(memberProfiles).toEqual([
      { lastSelectedAccountId: null },
      { lastSelectedAccountId: null },
      { lastSelectedAccountId: null },
    ]);

    expect(await rowsLeft(other.account.id)).toMatchObject({ ...intact, accountUsers: 4 });
    expect((await admin.client.get(`/api/accounts/${account.id}`)).status).toBe(404);
    const { accounts: left } = await (await admin.client.get('/api/accounts')).json();
    expect(left.map((a: { id: string }) => a.id)).toEqual([other.account.id]);
  });
});
