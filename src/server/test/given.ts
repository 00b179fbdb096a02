import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accountInvitations, accountUsers, companies } from '../db/schema/accounts.ts';
import { users } from '../db/schema/auth.ts';
import { profiles } from '../db/schema/profiles.ts';
import type { TestKeel } from './harness.ts';
import { browser } from './http-client.ts';

export const DEFAULT_PASSWORD = 'correct-horse-9';

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A distinct client address, so per-IP abuse limits of one test never affect another. */
export function randomIp() {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** Factories that build real rows through the real app. */
export function given(keel: TestKeel) {
  return {
    /** A user who signed up and verified their email, signed in in their own browser. */
    async verifiedUser(options: { email?: string; password?: string } = {}) {
      const email = options.email ?? uniqueEmail();
      const password = options.password ?? DEFAULT_PASSWORD;
      const client = browser(keel, { ip: randomIp() });
      const signUp = await client.post('/api/auth/sign-up/email', { email, password, name: '' });
      if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
      await keel.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
      const signIn = await client.post('/api/auth/sign-in/email', { email, password });
      if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
      const [user] = await keel.db.select().from(users).where(eq(users.email, email));
      return { id: user!.id, email, password, client };
    },
  };
}

type SignedInUser = Awaited<ReturnType<ReturnType<typeof given>['verifiedUser']>>;

/** Accounts and memberships, built through the real API where a user would build them. */
export function givenAccounts(keel: TestKeel) {
  const people = given(keel);
  return {
    /** A new account whose owner is a new verified user. */
    async accountWithOwner(name = 'Acme Holdings') {
      const owner = await people.verifiedUser({ email: uniqueEmail('owner') });
      const response = await owner.client.post('/api/accounts', { name });
      if (response.status !== 201)
        throw new Error(`create account failed: ${response.status} ${await response.text()}`);
      const account = (await response.json()) as { id: string; name: string };
      return { account, owner };
    },
    /** A new verified user added to the account with the role (rows written directly: this is set-up). */
    async member(account: { id: string }, role: 'owner' | 'admin' | 'member'): Promise<SignedInUser> {
      const user = await people.verifiedUser({ email: uniqueEmail(role) });
      await keel.db.insert(accountUsers).values({ accountId: account.id, userId: user.id, role });
      return user;
    },
    /** A verified user who belongs to no account. */
    stranger: () => people.verifiedUser({ email: uniqueEmail('stranger') }),
    /** A verified user with the platform's super admin role. */
    async superAdmin() {
      const user = await people.verifiedUser({ email: uniqueEmail('super') });
      await keel.db.update(profiles).set({ systemRole: 'super_admin' }).where(eq(profiles.id, user.id));
      return user;
    },
    /** The account's company (row written directly: this is set-up). */
    async company(account: { id: string }, name = 'Acme Inc.') {
      const [company] = await keel.db
        .insert(companies)
        .values({ accountId: account.id, name, websiteUrl: 'https://acme.com' })
        .returning();
      return company!;
    },
    /** A pending invitation valid for 7 days (row written directly: this is set-up). */
    async invitation(account: { id: string }, input: { email?: string; role?: 'admin' | 'member' } = {}) {
      const [invitation] = await keel.db
        .insert(accountInvitations)
        .values({
          accountId: account.id,
          email: input.email ?? uniqueEmail('invitee'),
          role: input.role ?? 'member',
          token: randomBytes(32).toString('base64url'),
          expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
        })
        .returning();
      return invitation!;
    },
  };
}
