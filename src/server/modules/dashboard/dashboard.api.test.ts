import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { companyFactorScores, factors } from '#server/db/schema/scoring.ts';
import { seedQuestions } from '#server/db/seed/seed-questions.ts';
import { createGiven, loadQuestionnaire } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import type { Browser } from '#server/test/http-client.ts';

const keel = await createTestKeel();
const given = createGiven(keel);
await seedQuestions(keel.db);

type Dashboard = {
  questionnaire: { percent: number; answered: number; total: number; complete: boolean };
  dataRoom: { value: number; fileCount: number; analyzingCount: number; complete: boolean };
  score: { value: number | null; factorCount: number; complete: boolean };
};

const dashboardOf = (account: { id: string }) => `/api/accounts/${account.id}/dashboard`;

async function dashboard(user: { client: Browser }, account: { id: string }) {
  const response = await user.client.get(dashboardOf(account));
  expect(response.status).toBe(200);
  return (await response.json()) as Dashboard;
}

/** A value each answer set accepts. */
const validAnswer = (question: { answerSet: string; options: string[] | null }) =>
  question.options?.[0] ??
  (question.answerSet === 'Year' ? '2020' : question.answerSet === 'Number' ? '3' : 'Yes');

/** Answers `count` questions (all when omitted) through the API, as the questionnaire page does. */
async function answer(user: { client: Browser }, account: { id: string }, count?: number) {
  const { questions } = await loadQuestionnaire(user.client, account.id);
  for (const question of questions.slice(0, count ?? questions.length)) {
    const saved = await user.client.put(`/api/accounts/${account.id}/questionnaire/answers/${question.id}`, {
      value: validAnswer(question),
    });
    expect(saved.status).toBe(200);
  }
  return questions.length;
}

/**
 * A new account with a company whose data room holds files of the given match confidences, null
 * for one still analysed (rows written directly: this is set-up).
 */
async function accountWithFiles(confidences: (number | null)[]) {
  const { account, owner } = await given.accountWithOwner();
  const companyId = (await given.company(account)).id;
  for (const confidence of confidences) {
    await keel.db.insert(dataRoomFiles).values({
      accountId: account.id,
      companyId,
      fileName: `document-${randomUUID()}.txt`,
      fileSize: 100,
      format: 'txt',
      storageKey: `data-room-files/${companyId}/${randomUUID()}.txt`,
      status: confidence === null ? 'analyzing' : 'complete',
      confidenceScore: confidence,
    });
  }
  return { account, owner };
}

describe('the questionnaire step', () => {
  test('a new account starts at 0% with every question still to answer, and nothing complete', async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.company(account);
    const { questions } = await loadQuestionnaire(owner.client, account.id);

    const view = await dashboard(owner, account);

    expect(view.questionnaire).toEqual({ percent: 0, answered: 0, total: questions.length, complete: false });
    expect(view.dataRoom).toEqual({ value: 0, fileCount: 0, analyzingCount: 0, complete: false });
    expect(view.score).toEqual({ value: null, factorCount: 0, complete: false });
  });

  test('answered over total, rounded, and not complete short of every question', async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.company(account);
    const total = await answer(owner, account, 3);

    const view = await dashboard(owner, account);

    expect(view.questionnaire).toEqual({
      percent: Math.round((3 / total) * 100),
      answered: 3,
      total,
      complete: false,
    });
  });

  test('answering every question, even as the lowest role, completes the step at 100%', async () => {
    const { account } = await given.accountWithOwner();
    await given.company(account);
    const member = await given.member(account, 'member');
    const total = await answer(member, account);

    const view = await dashboard(member, account);

    expect(view.questionnaire).toEqual({ percent: 100, answered: total, total, complete: true });
    // Another account's answers are not this one's.
    const other = await given.accountWithOwner();
    await given.company(other.account);
    expect((await dashboard(other.owner, other.account)).questionnaire).toMatchObject({
      answered: 0,
      complete: false,
    });
  });
});

describe('the data room step', () => {
  test.each([
    { confidences: [0.95, 0.65], value: 80, complete: true },
    { confidences: [0.9, 0.68], value: 79, complete: false },
  ])(
    'a mean match confidence of $value is complete: $complete (from 80)',
    async ({ confidences, value, complete }) => {
      const { account, owner } = await accountWithFiles(confidences);

      expect((await dashboard(owner, account)).dataRoom).toEqual({
        value,
        fileCount: 2,
        analyzingCount: 0,
        complete,
      });
    },
  );

  test('a file still being analysed counts as 0 and is counted as analysing, and other accounts’ files do not count', async () => {
    const { account, owner } = await accountWithFiles([0.9, 0.9, null]);
    const other = await accountWithFiles([1, 1, 1, 1]);

    expect((await dashboard(owner, account)).dataRoom).toEqual({
      value: 60,
      fileCount: 3,
      analyzingCount: 1,
      complete: false,
    });
    expect((await dashboard(other.owner, other.account)).dataRoom).toEqual({
      value: 100,
      fileCount: 4,
      analyzingCount: 0,
      complete: true,
    });
  });
});

type FactorScore = { status: 'completed' | 'pending' | 'failed'; score?: number; isRelevant?: boolean };

/**
 * A new account with a company whose factors have the given scores (rows written directly: scoring
 * runs are the scoring module's to test).
 */
async function accountWithFactorScores(rows: FactorScore[]) {
  const { account, owner } = await given.accountWithOwner();
  const companyId = (await given.company(account)).id;
  for (const row of rows) {
    const [factor] = await keel.db
      .insert(factors)
      .values({
        key: `dashboard.${randomUUID()}`,
        area: 'Corporate Governance',
        questionText: 'Does the board meet regularly?',
        rubric: { '0': 'never', '5': 'sometimes', '10': 'quarterly, minuted' },
        defaultImportance: 5,
        orderValue: 1,
      })
      .returning();
    await keel.db.insert(companyFactorScores).values({
      accountId: account.id,
      companyId,
      factorId: factor!.id,
      status: row.status,
      score: row.score ?? null,
      importance: 5,
      isRelevant: row.isRelevant ?? null,
    });
  }
  return { account, owner };
}

describe('the score step', () => {
  test('the plain average of relevant scored factors, out of 100, complete from 80', async () => {
    const { account, owner } = await accountWithFactorScores([
      { status: 'completed', score: 9, isRelevant: true },
      { status: 'completed', score: 7, isRelevant: true },
      // Neither a factor judged not relevant nor one not scored yet counts.
      { status: 'completed', score: 0, isRelevant: false },
      { status: 'pending' },
      { status: 'failed' },
    ]);

    expect((await dashboard(owner, account)).score).toEqual({ value: 80, factorCount: 2, complete: true });
  });

  test('below 80 is not complete, and another company’s factors do not count', async () => {
    const { account, owner } = await accountWithFactorScores([
      { status: 'completed', score: 8, isRelevant: true },
      { status: 'completed', score: 7, isRelevant: true },
      { status: 'completed', score: 8, isRelevant: true },
    ]);
    const other = await accountWithFactorScores([{ status: 'completed', score: 10, isRelevant: true }]);

    expect((await dashboard(owner, account)).score).toEqual({ value: 77, factorCount: 3, complete: false });
    expect((await dashboard(other.owner, other.account)).score).toEqual({
      value: 100,
      factorCount: 1,
      complete: true,
    });
  });

  test('an account without a company has nothing scored', async () => {
    const { account, owner } = await given.accountWithOwner();

    expect((await dashboard(owner, account)).score).toEqual({ value: null, factorCount: 0, complete: false });
  });
});

describe('who sees the dashboard', () => {
  test('a super admin reads any account’s dashboard; a stranger learns nothing', async () => {
    const { account } = await accountWithFiles([0.5]);
    const superAdmin = await given.superAdmin();
    const stranger = await given.stranger();

    expect((await dashboard(superAdmin, account)).dataRoom).toEqual({
      value: 50,
      fileCount: 1,
      analyzingCount: 0,
      complete: false,
    });
    const refused = await stranger.client.get(dashboardOf(account));
    expect(refused.status).toBe(404);
    expect(JSON.stringify(await refused.json())).not.toContain('fileCount');
  });
});
