import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { accounts, accountUsers } from '#server/db/schema/accounts.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { createGiven, type SignedInUser } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import type { Browser } from '#server/test/http-client.ts';

const keel = await createTestKeel();
const given = createGiven(keel);

async function roleOf(account: { id: string }, userId: string) {
  const [row] = await keel.db
    .select({ role: accountUsers.role })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, account.id), eq(accountUsers.userId, userId)));
  return row?.role ?? null;
}

async function owners(account: { id: string }) {
  return keel.db
    .select()
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, account.id), eq(accountUsers.role, 'owner')));
}

/**
 * On PostgreSQL, waits until another connection of this database is blocked on a row lock. PGlite
 * runs one transaction at a time, so there the request simply waits for the test's to end.
 */
async function untilARequestWaitsForALock() {
  if (keel.database.kind !== 'postgres') return;
  for (let attempt = 0; attempt < 250; attempt++) {
    const { rows } = await keel.database.executeSql(
      "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if (Number(rows[0]!.waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('No request waited for the account lock.');
}

const members = (account: { id: string }, userId = '') =>
  `/api/accounts/${account.id}/members${userId ? `/${userId}` : ''}`;

async function expectRefusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect((await response.json()).error.message).toBe(message);
}

/**
 * An owner and an admin each try `act` on their own membership: each is refused with 403 and
 * `message`, and both keep their roles. A second owner stands by, so no refusal is about the last owner.
 */
async function expectRefusedOnThemselves(
  message: string,
  act: (person: SignedInUser, account: { id: string }, role: 'owner' | 'admin') => Promise<Response>,
) {
  const { account, owner } = await given.accountWithOwner();
  const admin = await given.member(account, 'admin');
  await given.member(account, 'owner');
  const people = [
    [owner, 'owner'],
    [admin, 'admin'],
  ] as const;
  for (const [person, role] of people) await expectRefusal(await act(person, account, role), 403, message);
  for (const [person, role] of people) expect(await roleOf(account, person.id)).toBe(role);
}

describe('changing roles', () => {
  test('an owner promotes a member to admin and demotes them back', async () => {
    const { account, owner } = await given.accountWithOwner();
    const colleague = await given.member(account, 'member');

    const promoted = await owner.client.patch(members(account, colleague.id), { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toEqual({ userId: colleague.id, role: 'admin' });
    const list = await (await colleague.client.get(members(account))).json();
    expect(list.members.find((m: { userId: string }) => m.userId === colleague.id)).toMatchObject({
      role: 'admin',
    });

    expect((await owner.client.patch(members(account, colleague.id), { role: 'member' })).status).toBe(200);
    expect(await roleOf(account, colleague.id)).toBe('member');
  });

  test('an admin changes a member but cannot change an owner', async () => {
    const { account, owner } = await given.accountWithOwner();
    const admin = await given.member(account, 'admin');
    const colleague = await given.member(account, 'member');
    expect((await admin.client.patch(members(account, colleague.id), { role: 'admin' })).status).toBe(200);

    const response = await admin.client.patch(members(account, owner.id), { role: 'member' });
    await expectRefusal(response, 403, 'Admins cannot change the role of an owner');
    expect(await roleOf(account, owner.id)).toBe('owner');
  });

  test('nobody changes their own role', async () => {
    const anotherRole = { owner: 'admin', admin: 'member' } as const;
    await expectRefusedOnThemselves('You cannot change your own role', (person, account, role) =>
      person.client.patch(members(account, person.id), { role: anotherRole[role] }),
    );
  });

  test('the role owner cannot be assigned', async () => {
    const { account, owner } = await given.accountWithOwner();
    const colleague = await given.member(account, 'admin');
    const response = await owner.client.patch(members(account, colleague.id), { role: 'owner' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty('role');
    expect(await roleOf(account, colleague.id)).toBe('admin');
  });

  test('an owner may make another owner an admin, but the last owner is never lost', async () => {
    const { account, owner } = await given.accountWithOwner();
    const coOwner = await given.member(account, 'owner');
    expect((await owner.client.patch(members(account, coOwner.id), { role: 'admin' })).status).toBe(200);
    // Only a super admin holds owner rights over the sole owner; even they cannot demote them.
    const superAdmin = await given.superAdmin();
    const response = await superAdmin.client.patch(members(account, owner.id), { role: 'admin' });
    await expectRefusal(response, 409, 'An account must keep at least one owner.');
    expect(await roleOf(account, owner.id)).toBe('owner');
  });

  test('a user outside the account cannot be changed through it', async () => {
    const { account, owner } = await given.accountWithOwner();
    const outsider = await given.stranger();
    expect((await owner.client.patch(members(account, outsider.id), { role: 'admin' })).status).toBe(404);
    expect(await roleOf(account, outsider.id)).toBeNull();
  });
});

describe('removing members', () => {
  test('an admin removes a member, who can no longer open the account and loses it as last selected', async () => {
    const { account } = await given.accountWithOwner();
    const admin = await given.member(account, 'admin');
    const colleague = await given.member(account, 'member');
    await colleague.client.post(`/api/accounts/${account.id}/select`);

    const response = await admin.client.delete(members(account, colleague.id));
    expect(response.status).toBe(200);
    expect(await roleOf(account, colleague.id)).toBeNull();
    const [profile] = await keel.db.select().from(profiles).where(eq(profiles.id, colleague.id));
    expect(profile!.lastSelectedAccountId).toBeNull();
    expect((await colleague.client.get(`/api/accounts/${account.id}`)).status).toBe(404);
  });

  test('an admin cannot remove an owner', async () => {
    const { account, owner } = await given.accountWithOwner();
    const admin = await given.member(account, 'admin');
    await expectRefusal(
      await admin.client.delete(members(account, owner.id)),
      403,
      'Only owners can remove owners',
    );
    expect(await roleOf(account, owner.id)).toBe('owner');
  });

  test('nobody removes themselves', async () => {
    await expectRefusedOnThemselves('You cannot remove yourself from the account', (person, account) =>
      person.client.delete(members(account, person.id)),
    );
  });

  test('an owner removes another owner, but the last owner is never lost', async () => {
    const { account, owner } = await given.accountWithOwner();
    const coOwner = await given.member(account, 'owner');
    expect((await coOwner.client.delete(members(account, owner.id))).status).toBe(200);
    const superAdmin = await given.superAdmin();
    await expectRefusal(
      await superAdmin.client.delete(members(account, coOwner.id)),
      409,
      'An account must keep at least one owner.',
    );
    expect(await owners(account)).toHaveLength(1);
  });
});

describe('concurrent changes never lose the last owner', () => {
  // On PostgreSQL the two requests really overlap (PGlite runs them one after the other). The
  // account row lock makes them take turns; the second then sees the state the first left.
  const rounds = 10;
  type Owner = { id: string; client: Browser };

  /** Fresh accounts owned by the same two people a and b, each raced once; the sorted statuses of each round. */
  async function race(
    requests: (account: { id: string }, a: Owner, b: Owner) => [Promise<Response>, Promise<Response>],
  ) {
    const [a, b] = [await given.stranger(), await given.stranger()];
    const outcomes: number[][] = [];
    for (let round = 0; round < rounds; round++) {
      const [account] = await keel.db
        .insert(accounts)
        .values({ name: `Race ${round}` })
        .returning();
      await keel.db.insert(accountUsers).values([
        { accountId: account!.id, userId: a.id, role: 'owner' },
        { accountId: account!.id, userId: b.id, role: 'owner' },
      ]);
      const responses = await Promise.all(requests(account!, a, b));
      outcomes.push(responses.map((r) => r.status).sort());
      expect(await owners(account!)).toHaveLength(1);
    }
    return outcomes;
  }
  const every = (statuses: number[]) => Array.from({ length: rounds }, () => statuses);

  test('two owners demoting each other: one wins, the other is refused as the admin it has become', async () => {
    const outcomes = await race((account, a, b) => [
      a.client.patch(members(account, b.id), { role: 'admin' }),
      b.client.patch(members(account, a.id), { role: 'admin' }),
    ]);
    expect(outcomes).toEqual(every([200, 403]));
  });

  test('two owners removing each other: one wins, the other is no longer in the account', async () => {
    const outcomes = await race((account, a, b) => [
      a.client.delete(members(account, b.id)),
      b.client.delete(members(account, a.id)),
    ]);
    expect(outcomes).toEqual(every([200, 404]));
  });

  test('a super admin demoting both owners at once: one succeeds, the other is refused with 409', async () => {
    const superAdmin = await given.superAdmin();
    const outcomes = await race((account, a, b) => [
      superAdmin.client.patch(members(account, a.id), { role: 'admin' }),
      superAdmin.client.patch(members(account, b.id), { role: 'member' }),
    ]);
    expect(outcomes).toEqual(every([200, 409]));
  });

  test('a super admin removing both owners at once: one succeeds, the other is refused with 409', async () => {
    const superAdmin = await given.superAdmin();
    const outcomes = await race((account, a, b) => [
      superAdmin.client.delete(members(account, a.id)),
      superAdmin.client.delete(members(account, b.id)),
    ]);
    expect(outcomes).toEqual(every([200, 409]));
  });

  test('an owner removed while their own request waits for the account cannot complete it', async () => {
    const { account, owner } = await given.accountWithOwner();
    const leaving = await given.member(account, 'owner');
    const colleague = await given.member(account, 'member');
    let pending: Promise<Response> | undefined;
    // The test holds the account row lock, as another owner's removal of `leaving` would.
    await keel.db.transaction(async (tx) => {
      await tx.select().from(accounts).where(eq(accounts.id, account.id)).for('update');
      pending = leaving.client.delete(members(account, colleague.id));
      await untilARequestWaitsForALock();
      await tx
        .delete(accountUsers)
        .where(and(eq(accountUsers.accountId, account.id), eq(accountUsers.userId, leaving.id)));
    });
    const response = await pending!;
    expect(response.status).toBe(404);
    expect(await roleOf(account, colleague.id)).toBe('member');
    expect(await roleOf(account, owner.id)).toBe('owner');
  });
});
