import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accountInvitations, accountUsers, companies } from '../db/schema/accounts.ts';
import { users } from '../db/schema/auth.ts';
import { profiles } from '../db/schema/profiles.ts';
import { seedQuestions } from '../db/seed/seed-questions.ts';
import type { TestKeel } from './harness.ts';
import { type Browser, browser } from './http-client.ts';

export const DEFAULT_PASSWORD = 'correct-horse-9';

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A distinct client address, so per-IP abuse limits of one test never affect another. */
export function randomIp() {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

type Question = { id: string; key: string | null; answerSet: string; options: string[] | null };

/** The account's questionnaire as its page loads it: questions (with stable keys) and current answers. */
export async function loadQuestionnaire(client: Browser, accountId: string) {
  const response = await client.get(`/api/accounts/${accountId}/questionnaire`);
  if (response.status !== 200) throw new Error(`questionnaire: ${response.status} ${await response.text()}`);
  return (await response.json()) as {
    questions: Question[];
    answers: { questionId: string; value: string }[];
  };
}

export type SignedInUser = { id: string; email: string; password: string; client: Browser };

/**
 * The API tests' factories, bound to one test app: each builds real rows, through the real API
 * where a user would build them and directly where it is only set-up. `const given = createGiven(keel)`.
 */
export function createGiven(keel: TestKeel) {
  const given = {
    /** A user who signed up and verified their email, signed in in their own browser. */
    async verifiedUser(options: { email?: string; password?: string } = {}): Promise<SignedInUser> {
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

    /** A new account whose owner is a new verified user. */
    async accountWithOwner(name = 'Acme Holdings') {
      const owner = await given.verifiedUser({ email: uniqueEmail('owner') });
      const response = await owner.client.post('/api/accounts', { name });
      if (response.status !== 201)
        throw new Error(`create account failed: ${response.status} ${await response.text()}`);
      const account = (await response.json()) as { id: string; name: string };
      return { account, owner };
    },

    /** A new verified user added to the account with the role (rows written directly: this is set-up). */
    async member(account: { id: string }, role: 'owner' | 'admin' | 'member'): Promise<SignedInUser> {
      const user = await given.verifiedUser({ email: uniqueEmail(role) });
      await keel.db.insert(accountUsers).values({ accountId: account.id, userId: user.id, role });
      return user;
    },

    /** A verified user who belongs to no account. */
    stranger: () => given.verifiedUser({ email: uniqueEmail('stranger') }),

    /** A verified user with the platform's super admin role. */
    async superAdmin() {
      const user = await given.verifiedUser({ email: uniqueEmail('super') });
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

    /**
     * Answers questions by catalogue key through the real API, as the account's users would: seeds
     * the catalogue (idempotent) and creates the company first when the account has none, so `user`
     * must be an owner or admin the first time. Returns the questions for later lookups.
     */
    async answers(
      user: { client: Browser },
      account: { id: string },
      answersByKey: Record<string, string>,
      options: { companyName?: string } = {},
    ) {
      await seedQuestions(keel.db);
      const at = `/api/accounts/${account.id}`;
      const company = await user.client.get(`${at}/company`);
      if ((await company.json()).company === null) {
        const created = await user.client.post(`${at}/company`, { name: options.companyName ?? 'Acme Inc.' });
        if (created.status !== 201) throw new Error(`company: ${created.status} ${await created.text()}`);
      }
      const { questions } = await loadQuestionnaire(user.client, account.id);
      for (const [key, value] of Object.entries(answersByKey)) {
        const question = questions.find((q) => q.key === key);
        if (!question) throw new Error(`no question with key ${key}`);
        const saved = await user.client.put(`${at}/questionnaire/answers/${question.id}`, { value });
        if (saved.status !== 200) throw new Error(`answer ${key}: ${saved.status} ${await saved.text()}`);
      }
      return questions;
    },
  };
  return given;
}

export type Given = ReturnType<typeof createGiven>;
