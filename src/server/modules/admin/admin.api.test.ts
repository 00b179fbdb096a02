import { randomUUID } from 'node:crypto';
import { eq, inArray, not, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sessionImpersonations } from '#server/db/schema/impersonations.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { companyAnswers, companyQuestions } from '#server/db/schema/questionnaire.ts';
import { seedQuestions } from '#server/db/seed/seed-questions.ts';
import { createGiven, uniqueEmail } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import { type Browser, browser } from '#server/test/http-client.ts';

const keel = await createTestKeel();
const given = createGiven(keel);
await seedQuestions(keel.db);

const newQuestion = {
  questionText: 'Does the company hold a cyber insurance policy?',
  governanceArea: 'Insurance & Risk',
  answerSet: 'Radio',
  options: ['Yes', 'No'],
  orderValue: 9990,
};

async function systemRoleOf(user: { client: Browser }) {
  return (await (await user.client.get('/api/me')).json()).profile.systemRole as string | null;
}

async function questionnaire(user: { client: Browser }, account: { id: string }) {
  const response = await user.client.get(`/api/accounts/${account.id}/questionnaire`);
  expect(response.status).toBe(200);
  return response.json();
}

/** Every table an admin route writes to, to show a refused request changed nothing. */
async function adminState() {
  return {
    roles: await keel.db.select({ id: profiles.id, role: profiles.systemRole }).from(profiles),
    questions: await keel.db.select().from(companyQuestions),
    impersonations: await keel.db.select().from(sessionImpersonations),
  };
}

/** Answers every question of the catalogue (rows written directly: this is set-up). */
async function answerEverything(account: { id: string }) {
  const company = await given.company(account);
  const questions = await keel.db.select({ id: companyQuestions.id }).from(companyQuestions);
  await keel.db.insert(companyAnswers).values(
    questions.map((q) => ({
      accountId: account.id,
      companyId: company.id,
      questionId: q.id,
      answerValue: '1',
    })),
  );
}

// Fixtures the refused requests aim at: a real account, a real super admin, a real question.
const guarded = await given.accountWithOwner();
const outsider = await given.stranger();
const demotionTarget = await given.superAdmin();
const [aQuestion] = await keel.db.select().from(companyQuestions).limit(1);
const adminRoutes: [string, string, unknown?][] = [
  ['GET', '/api/admin/accounts?search=a'],
  ['GET', '/api/admin/super-users'],
  ['POST', '/api/admin/super-users', { email: outsider.email }],
  ['DELETE', `/api/admin/super-users/${demotionTarget.id}`],
  ['GET', '/api/admin/questions'],
  ['POST', '/api/admin/questions', newQuestion],
  ['PATCH', `/api/admin/questions/${aQuestion!.id}`, { ...newQuestion, questionText: 'Hijacked' }],
  ['POST', '/api/admin/impersonation', { accountId: guarded.account.id }],
  ['DELETE', '/api/admin/impersonation'],
];

describe('every admin route is refused to everyone but super admins', () => {
  test.each(adminRoutes)(
    '%s %s: an owner or a stranger → 403, signed out → 401, nothing changed',
    async (method, path, body) => {
      const before = await adminState();
      for (const user of [guarded.owner, outsider]) {
        const refused = await user.client.request(method, path, body);
        expect(refused.status).toBe(403);
        expect((await refused.json()).error.message).toBe('Only super admins can do this.');
      }
      expect((await browser(keel).request(method, path, body)).status).toBe(401);
      expect(await adminState()).toEqual(before);
    },
  );
});

describe('accounts', () => {
  test('lists each account with its owner, member and answer counts, and searches by name or owner', async () => {
    const admin = await given.superAdmin();
    const name = `Zephyr ${randomUUID().slice(0, 8)}`;
    const { account, owner } = await given.accountWithOwner(name);
    await given.member(account, 'member');
    const [question] = await keel.db
      .select()
      .from(companyQuestions)
      .where(eq(companyQuestions.answerSet, 'Text'));
    await given.company(account);
    await owner.client.put(`/api/accounts/${account.id}/questionnaire/answers/${question!.id}`, {
      value: 'a',
    });
    await owner.client.put(`/api/accounts/${account.id}/questionnaire/answers/${question!.id}`, {
      value: 'b',
    });

    const expected = [
      { id: account.id, name, owner: { email: owner.email }, memberCount: 2, answeredCount: 1 },
    ];
    for (const search of [name.toLowerCase(), owner.email.toUpperCase()]) {
      const response = await admin.client.get(`/api/admin/accounts?search=${encodeURIComponent(search)}`);
      expect((await response.json()).accounts).toMatchObject(expected);
    }
    const all = await (await admin.client.get('/api/admin/accounts')).json();
    expect(all.accounts.map((a: { id: string }) => a.id)).toContain(account.id);
    const wildcard = await (await admin.client.get('/api/admin/accounts?search=%25')).json();
    expect(wildcard.accounts).toEqual([]);
  });
});

describe('super users', () => {
  test('promoting by email needs an existing user who is not one yet', async () => {
    const admin = await given.superAdmin();
    const unknown = await admin.client.post('/api/admin/super-users', { email: uniqueEmail('nobody') });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatchObject({
      message: 'User not found. The user must have an account first.',
      fields: { email: 'User not found. The user must have an account first.' },
    });
    const already = await admin.client.post('/api/admin/super-users', { email: admin.email });
    expect(already.status).toBe(409);
    expect((await already.json()).error.message).toBe('User is already a super admin');

    const user = await given.stranger();
    expect(await systemRoleOf(user)).toBeNull();
    const promoted = await admin.client.post('/api/admin/super-users', {
      email: ` ${user.email.toUpperCase()} `,
    });
    expect(promoted.status).toBe(201);
    expect(await systemRoleOf(user)).toBe('super_admin');
    const listed = await (await admin.client.get(`/api/admin/super-users?search=${user.email}`)).json();
    expect(listed.superUsers).toEqual([expect.objectContaining({ id: user.id, email: user.email })]);
  });

  test('a super admin can demote another, never themselves', async () => {
    const admin = await given.superAdmin();
    const other = await given.superAdmin();
    const self = await admin.client.delete(`/api/admin/super-users/${admin.id}`);
    expect(self.status).toBe(403);
    expect((await self.json()).error.message).toBe('You cannot remove your own super admin privileges.');
    expect(await systemRoleOf(admin)).toBe('super_admin');

    expect((await admin.client.delete(`/api/admin/super-users/${other.id}`)).status).toBe(200);
    expect(await systemRoleOf(other)).toBeNull();
    expect((await other.client.get('/api/admin/accounts')).status).toBe(403);
    expect((await admin.client.delete(`/api/admin/super-users/${other.id}`)).status).toBe(404);
  });

  test('the last two super admins demoting each other at once leave one (3 rounds)', async () => {
    const first = await given.superAdmin();
    const second = await given.superAdmin();
    const pair = [first.id, second.id];
    for (let round = 0; round < 3; round++) {
      await keel.db
        .update(profiles)
        .set({ systemRole: null })
        .where(not(inArray(profiles.id, pair)));
      await keel.db.update(profiles).set({ systemRole: 'super_admin' }).where(inArray(profiles.id, pair));
      const statuses = await Promise.all([
        first.client.delete(`/api/admin/super-users/${second.id}`).then((r) => r.status),
        second.client.delete(`/api/admin/super-users/${first.id}`).then((r) => r.status),
      ]);
      expect(statuses).toContain(200);
      expect(statuses.filter((s) => s !== 200)).toEqual([expect.toBeOneOf([403, 409])]);
      const left = await keel.db.select().from(profiles).where(eq(profiles.systemRole, 'super_admin'));
      expect(left).toHaveLength(1);
    }
  });
});

describe('company questions', () => {
  test("create and edit are validated with the spec's messages", async () => {
    const admin = await given.superAdmin();
    const empty = await admin.client.post('/api/admin/questions', {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toMatchObject({
      questionText: 'Question text is required',
      governanceArea: 'Governance area is required',
      answerSet: 'Answer set is required',
    });
    const noOptions = await admin.client.post('/api/admin/questions', { ...newQuestion, options: [] });
    expect((await noOptions.json()).error.fields).toEqual({
      options: 'Radio questions must have at least one option',
    });
    const [question] = await keel.db.select().from(companyQuestions).limit(1);
    const badEdit = await admin.client.patch(`/api/admin/questions/${question!.id}`, {
      ...newQuestion,
      questionText: ' ',
    });
    expect((await badEdit.json()).error.message).toBe('Question text is required');
    expect((await admin.client.patch(`/api/admin/questions/${randomUUID()}`, newQuestion)).status).toBe(404);
    const [unchanged] = await keel.db
      .select()
      .from(companyQuestions)
      .where(eq(companyQuestions.id, question!.id));
    expect(unchanged).toEqual(question);
  });

  test('a created question appears in every account and makes a complete questionnaire incomplete', async () => {
    const admin = await given.superAdmin();
    const complete = await given.accountWithOwner('Complete');
    const other = await given.accountWithOwner('Other');
    await answerEverything(complete.account);
    const before = await questionnaire(complete.owner, complete.account);
    expect(before.progress.isComplete).toBe(true);

    const response = await admin.client.post('/api/admin/questions', {
      ...newQuestion,
      questionText: `Cyber ${randomUUID()}`,
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ expirationDays: 90, options: ['Yes', 'No'], key: null });

    const after = await questionnaire(complete.owner, complete.account);
    expect(after.progress).toMatchObject({ total: before.progress.total + 1, isComplete: false });
    for (const { owner, account } of [complete, other]) {
      const { questions } = await questionnaire(owner, account);
      expect(questions).toContainEqual(
        expect.objectContaining({ id: created.id, questionText: created.questionText }),
      );
    }
    const search = await admin.client.get(
      `/api/admin/questions?search=${encodeURIComponent(created.questionText)}`,
    );
    expect((await search.json()).questions).toEqual([expect.objectContaining({ id: created.id })]);
  });

  test('seeding again never overwrites an edit made by a super admin', async () => {
    const admin = await given.superAdmin();
    expect(await seedQuestions(keel.db)).toBe(0);
    const [seeded] = await keel.db
      .select()
      .from(companyQuestions)
      .where(sql`${companyQuestions.key} IS NOT NULL`)
      .limit(1);
    const edit = {
      questionText: 'Edited by a super admin',
      governanceArea: 'ESG',
      answerSet: 'Text',
      orderValue: 15,
      expirationDays: 30,
    };
    const response = await admin.client.patch(`/api/admin/questions/${seeded!.id}`, edit);
    expect(response.status).toBe(200);
    const count = (await keel.db.select().from(companyQuestions)).length;

    expect(await seedQuestions(keel.db)).toBe(0);
    const [after] = await keel.db.select().from(companyQuestions).where(eq(companyQuestions.id, seeded!.id));
    expect(after).toMatchObject({ ...edit, key: seeded!.key, options: null, editedBy: admin.id });
    expect(await keel.db.select().from(companyQuestions)).toHaveLength(count);
  });
});
