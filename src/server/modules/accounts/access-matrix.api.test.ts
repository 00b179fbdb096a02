import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { ACCOUNT_NOT_FOUND } from '../../auth/require-account.ts';
import {
  accountDeletionCodes,
  accountInvitations,
  accounts,
  accountUsers,
  companies,
  vectorStores,
} from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { createGiven } from '../../test/given.ts';
import { createTestKeel } from '../../test/harness.ts';
import { browser } from '../../test/http-client.ts';

const keel = await createTestKeel();
const given = createGiven(keel);

// The same people act on a fresh account in every test; only their memberships differ.
const owner = await given.verifiedUser();
const admin = await given.verifiedUser();
const member = await given.verifiedUser();
const target = await given.verifiedUser();
const stranger = await given.stranger();
const superAdmin = await given.superAdmin();
const everyone = [owner, admin, member, target, stranger, superAdmin];

const callers = {
  anonymous: () => browser(keel),
  stranger: () => stranger.client,
  member: () => member.client,
  admin: () => admin.client,
  owner: () => owner.client,
  'super admin': () => superAdmin.client,
};
type Caller = keyof typeof callers;

/** An account with an owner, an admin, a member, a second member to act on, a pending invitation and an issued deletion code. */
async function accountFixture(options: { withCompany: boolean }) {
  const [account] = await keel.db.insert(accounts).values({ name: 'Matrix Ltd' }).returning();
  await keel.db.insert(accountUsers).values([
    { accountId: account!.id, userId: owner.id, role: 'owner' },
    { accountId: account!.id, userId: admin.id, role: 'admin' },
    { accountId: account!.id, userId: member.id, role: 'member' },
    { accountId: account!.id, userId: target.id, role: 'member' },
  ]);
  const invitation = await given.invitation(account!);
  const company = options.withCompany ? await given.company(account!) : null;
  const deletionCode = 'MATRIX2024XY';
  await keel.db.insert(accountDeletionCodes).values({
    accountId: account!.id,
    userId: owner.id,
    code: deletionCode,
    expiresAt: new Date(Date.now() + 600_000),
  });
  return { account: account!, invitation, company, deletionCode };
}
type Fixture = Awaited<ReturnType<typeof accountFixture>>;

/** Everything a request could change about the account, and where each person last worked. */
async function stateOf(f: Fixture) {
  const id = f.account.id;
  return {
    account: await keel.db.select().from(accounts).where(eq(accounts.id, id)),
    members: await keel.db
      .select({ userId: accountUsers.userId, role: accountUsers.role })
      .from(accountUsers)
      .where(eq(accountUsers.accountId, id))
      .orderBy(asc(accountUsers.userId)),
    invitations: await keel.db
      .select()
      .from(accountInvitations)
      .where(eq(accountInvitations.accountId, id))
      .orderBy(asc(accountInvitations.id)),
    companies: await keel.db.select().from(companies).where(eq(companies.accountId, id)),
    vectorStores: await keel.db.select().from(vectorStores).where(eq(vectorStores.accountId, id)),
    deletionCodes: await keel.db
      .select()
      .from(accountDeletionCodes)
      .where(eq(accountDeletionCodes.accountId, id)),
    lastSelected: await keel.db
      .select({ id: profiles.id, lastSelectedAccountId: profiles.lastSelectedAccountId })
      .from(profiles)
      .where(
        inArray(
          profiles.id,
          everyone.map((person) => person.id),
        ),
      )
      .orderBy(asc(profiles.id)),
  };
}

type Route = {
  name: string;
  need: 'member' | 'manager' | 'owner';
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  ok: number;
  /** Whether the allowed call changes stored state (reading routes never do). */
  mutates: boolean;
  withCompany?: boolean;
};

const at = (f: Fixture, rest = '') => `/api/accounts/${f.account.id}${rest}`;

const routes: Route[] = [
  { name: 'read the account', need: 'member', method: 'GET', path: (f) => at(f), ok: 200, mutates: false },
  {
    name: 'select the account',
    need: 'member',
    method: 'POST',
    path: (f) => at(f, '/select'),
    ok: 200,
    mutates: true,
  },
  {
    name: 'read the company',
    need: 'member',
    method: 'GET',
    path: (f) => at(f, '/company'),
    ok: 200,
    mutates: false,
  },
  {
    name: 'list members',
    need: 'member',
    method: 'GET',
    path: (f) => at(f, '/members'),
    ok: 200,
    mutates: false,
  },
  {
    name: 'list invitations',
    need: 'member',
    method: 'GET',
    path: (f) => at(f, '/invitations'),
    ok: 200,
    mutates: false,
  },
  {
    name: 'rename the account',
    need: 'manager',
    method: 'PATCH',
    path: (f) => at(f),
    body: () => ({ name: 'Renamed' }),
    ok: 200,
    mutates: true,
  },
  {
    name: 'create the company',
    need: 'manager',
    method: 'POST',
    path: (f) => at(f, '/company'),
    body: () => ({ name: 'Acme', websiteUrl: 'acme.com' }),
    ok: 201,
    mutates: true,
    withCompany: false,
  },
  {
    name: 'edit the company',
    need: 'manager',
    method: 'PATCH',
    path: (f) => at(f, '/company'),
    body: () => ({ name: 'Acme 2' }),
    ok: 200,
    mutates: true,
  },
  {
    name: 'create the vector store',
    need: 'manager',
    method: 'POST',
    path: (f) => at(f, '/vector-store'),
    body: (f) => ({ companyId: f.company!.id }),
    ok: 200,
    mutates: true,
  },
  {
    name: "change a member's role",
    need: 'manager',
    method: 'PATCH',
    path: (f) => at(f, `/members/${target.id}`),
    body: () => ({ role: 'admin' }),
    ok: 200,
    mutates: true,
  },
  {
    name: 'remove a member',
    need: 'manager',
    method: 'DELETE',
    path: (f) => at(f, `/members/${target.id}`),
    ok: 200,
    mutates: true,
  },
  {
    name: 'invite someone',
    need: 'manager',
    method: 'POST',
    path: (f) => at(f, '/invitations'),
    body: () => ({ email: 'new.hire@example.com', role: 'member' }),
    ok: 201,
    mutates: true,
  },
  {
    name: 'delete an invitation',
    need: 'manager',
    method: 'DELETE',
    path: (f) => at(f, `/invitations/${f.invitation.id}`),
    ok: 200,
    mutates: true,
  },
  {
    name: 'issue a deletion code',
    need: 'owner',
    method: 'POST',
    path: (f) => at(f, '/deletion-code'),
    ok: 200,
    mutates: true,
  },
  {
    name: 'delete the account (with the right code)',
    need: 'owner',
    method: 'DELETE',
    path: (f) => at(f),
    body: (f) => ({ confirmationText: f.deletionCode }),
    ok: 200,
    mutates: true,
  },
];

function expectedStatus(need: Route['need'], caller: Caller, ok: number) {
  if (caller === 'anonymous') return 401;
  if (caller === 'stranger') return 404;
  if (caller === 'owner' || need === 'member') return ok;
  if (need === 'manager' && caller !== 'member') return ok;
  return 403;
}

describe.each(routes)('$method to $name', (route) => {
  test.each(Object.keys(callers) as Caller[])('as %s', async (caller) => {
    const f = await accountFixture({ withCompany: route.withCompany ?? true });
    const before = await stateOf(f);

    const response = await callers[caller]().request(route.method, route.path(f), route.body?.(f));

    const expected = expectedStatus(route.need, caller, route.ok);
    expect(response.status).toBe(expected);
    if (expected === 404)
      expect((await response.json()).error).toMatchObject({
        code: 'account_not_found',
        message: ACCOUNT_NOT_FOUND,
      });
    if (expected === 403) expect((await response.json()).error.code).toBe('forbidden');
    const after = await stateOf(f);
    if (expected === route.ok && route.mutates) expect(after).not.toEqual(before);
    else expect(after).toEqual(before);
  });
});

describe('not revealing accounts', () => {
  test('a super admin who is not a member reads any account and is shown the role super_admin', async () => {
    const f = await accountFixture({ withCompany: true });
    const response = await superAdmin.client.get(at(f));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: f.account.id,
      name: 'Matrix Ltd',
      role: 'super_admin',
    });
    const members = await (await superAdmin.client.get(at(f, '/members'))).json();
    expect(members.members.map((m: { userId: string }) => m.userId)).not.toContain(superAdmin.id);
  });

  test('an account that exists answers a non-member exactly like one that does not', async () => {
    const f = await accountFixture({ withCompany: true });
    const existing = await stranger.client.get(at(f));
    const missing = await stranger.client.get(`/api/accounts/${randomUUID()}`);
    const malformed = await stranger.client.get('/api/accounts/not-an-id/members');
    const bodies = [await existing.json(), await missing.json(), await malformed.json()];
    expect([existing.status, missing.status, malformed.status]).toEqual([404, 404, 404]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  test('a former member loses access as soon as they are removed', async () => {
    const f = await accountFixture({ withCompany: true });
    expect((await target.client.get(at(f, '/company'))).status).toBe(200);
    expect((await owner.client.delete(at(f, `/members/${target.id}`))).status).toBe(200);
    expect((await target.client.get(at(f, '/company'))).status).toBe(404);
  });
});
