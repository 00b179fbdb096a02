import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { accountUsers } from '#server/db/schema/accounts.ts';
import { companyAnswers } from '#server/db/schema/questionnaire.ts';
import { seedQuestions } from '#server/db/seed/seed-questions.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import { browser } from '#server/test/http-client.ts';

const keel = await createTestKeel();
const given = createGiven(keel);
await seedQuestions(keel.db);

type Question = { id: string; answerSet: string; options: string[] | null; expirationDays: number };
type Client = { client: ReturnType<typeof browser> };

const questionnaireOf = (account: { id: string }) => `/api/accounts/${account.id}/questionnaire`;
const answerPath = (account: { id: string }, question: { id: string }) =>
  `${questionnaireOf(account)}/answers/${question.id}`;

/** An account whose owner has entered the company, so its members can answer. */
async function readyAccount(name?: string) {
  const { account, owner } = await given.accountWithOwner(name);
  await given.company(account);
  return { account, owner };
}

async function load(user: Client, account: { id: string }) {
  const response = await user.client.get(questionnaireOf(account));
  expect(response.status).toBe(200);
  return (await response.json()) as {
    questions: Question[];
    answers: { questionId: string; value: string; answeredBy: string }[];
    progress: { completed: number; total: number; isComplete: boolean };
    expiredCount: number;
  };
}

async function history(user: Client, account: { id: string }, question: { id: string }) {
  const response = await user.client.get(`${answerPath(account, question)}/history`);
  expect(response.status).toBe(200);
  return (await response.json()).history as { value: string; current: boolean; answeredBy: string }[];
}

async function storedAnswers(account: { id: string }, question: { id: string }) {
  return keel.db
    .select()
    .from(companyAnswers)
    .where(and(eq(companyAnswers.accountId, account.id), eq(companyAnswers.questionId, question.id)));
}

const setup = await readyAccount();
const { questions } = await load(setup.owner, setup.account);
const ofSet = (answerSet: string) => questions.find((q) => q.answerSet === answerSet)!;
const numberQuestion = ofSet('Number');
const yearQuestion = ofSet('Year');
const textQuestion = ofSet('Text');
const radioQuestion = ofSet('Radio');

describe('saving answers', () => {
  test('saving creates the current answer, recorded as the user who saved it', async () => {
    const { account, owner } = await readyAccount();
    const response = await owner.client.put(answerPath(account, numberQuestion), { value: ' 042 ' });
    expect(response.status).toBe(200);
    expect((await response.json()).answer).toMatchObject({ value: '42', answeredBy: owner.id });
    expect(await storedAnswers(account, numberQuestion)).toEqual([
      expect.objectContaining({ answerValue: '42', answeredBy: owner.id, current: true }),
    ]);
  });

  test('a changed value retires the old row and inserts a new current one; history is newest first', async () => {
    const { account, owner } = await readyAccount();
    const member = await given.member(account, 'member');
    await owner.client.put(answerPath(account, radioQuestion), { value: radioQuestion.options![0] });
    await member.client.put(answerPath(account, radioQuestion), { value: radioQuestion.options![1] });
    expect(await history(owner, account, radioQuestion)).toEqual([
      expect.objectContaining({ value: radioQuestion.options![1], current: true, answeredBy: member.id }),
      expect.objectContaining({ value: radioQuestion.options![0], current: false, answeredBy: owner.id }),
    ]);
  });

  test('saving the same value again writes nothing new', async () => {
    const { account, owner } = await readyAccount();
    await owner.client.put(answerPath(account, textQuestion), { value: 'Acme Holdings Ltd' });
    const again = await owner.client.put(answerPath(account, textQuestion), { value: ' Acme Holdings Ltd ' });
    expect(again.status).toBe(200);
    expect((await again.json()).changed).toBe(false);
    expect(await storedAnswers(account, textQuestion)).toHaveLength(1);
  });

  test('invalid values are refused with the field message and nothing is written', async () => {
    const { account, owner } = await readyAccount();
    const year = new Date().getUTCFullYear();
    const cases: [Question, string, string][] = [
      [numberQuestion, '-3', 'Enter a number of 0 or more'],
      [numberQuestion, 'twelve', 'Enter a number of 0 or more'],
      [yearQuestion, '1899', `Enter a year from 1900 to ${year}`],
      [yearQuestion, String(year + 1), `Enter a year from 1900 to ${year}`],
      [textQuestion, 'x'.repeat(2001), 'Answers can be at most 2000 characters'],
      // Past the route's 10,000-character bound too, for any type of question.
      [textQuestion, 'x'.repeat(10_001), 'Answers can be at most 2000 characters'],
      [numberQuestion, '1'.repeat(10_001), 'Answers can be at most 2000 characters'],
      [textQuestion, '   ', 'Please enter an answer'],
      [radioQuestion, 'Maybe', 'Choose one of the options'],
    ];
    for (const [question, value, message] of cases) {
      const response = await owner.client.put(answerPath(account, question), { value });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({ message, fields: { value: message } });
      expect(await storedAnswers(account, question)).toHaveLength(0);
    }
  });

  test('a body without a text value, or not sent as JSON, is refused saying what to send', async () => {
    const { account, owner } = await readyAccount();
    const missing = await owner.client.put(answerPath(account, textQuestion), { answer: 'Acme' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: { value: 'Send the answer as text in "value".' },
    });
    const asText = await owner.client.raw('PUT', answerPath(account, textQuestion), '{"value":"Acme"}', {
      'content-type': 'text/plain',
    });
    expect(asText.status).toBe(415);
    expect((await asText.json()).error).toMatchObject({
      code: 'not_json',
      message: 'Send the body as JSON, with Content-Type: application/json.',
    });
    expect(await storedAnswers(account, textQuestion)).toHaveLength(0);
  });

  test('members, admins, owners and a super admin can answer; the super admin as themselves', async () => {
    const { account, owner } = await readyAccount();
    const people = [
      owner,
      await given.member(account, 'admin'),
      await given.member(account, 'member'),
      await given.superAdmin(),
    ];
    for (const [index, person] of people.entries()) {
      const response = await person.client.put(answerPath(account, numberQuestion), { value: String(index) });
      expect(response.status).toBe(200);
    }
    const [latest] = await history(owner, account, numberQuestion);
    expect(latest).toMatchObject({ value: '3', answeredBy: people[3]!.id });
  });

  test('a non-member gets 404 and writes nothing; signed out gets 401', async () => {
    const { account } = await readyAccount();
    const stranger = await given.stranger();
    const put = await stranger.client.put(answerPath(account, numberQuestion), { value: '5' });
    expect(put.status).toBe(404);
    expect((await stranger.client.get(questionnaireOf(account))).status).toBe(404);
    expect((await stranger.client.get(`${answerPath(account, numberQuestion)}/history`)).status).toBe(404);
    expect((await browser(keel).put(answerPath(account, numberQuestion), { value: '5' })).status).toBe(401);
    expect(await storedAnswers(account, numberQuestion)).toHaveLength(0);
  });

  test('answering before the company exists is refused with what to do', async () => {
    const { account, owner } = await given.accountWithOwner();
    const response = await owner.client.put(answerPath(account, numberQuestion), { value: '5' });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(
      'Add the company information in Account Settings before answering.',
    );
  });
});

describe('concurrent saves', () => {
  test('20 concurrent saves of different values leave exactly one current answer (5 rounds)', async () => {
    const { account, owner } = await readyAccount();
    for (let round = 0; round < 5; round++) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          owner.client.put(answerPath(account, numberQuestion), { value: String(round * 100 + i) }),
        ),
      );
      for (const response of responses) expect([200, 409]).toContain(response.status);
      const rows = await storedAnswers(account, numberQuestion);
      const current = rows.filter((row) => row.current);
      expect(current).toHaveLength(1);
      const { answers } = await load(owner, account);
      expect(answers.find((a) => a.questionId === numberQuestion.id)?.value).toBe(current[0]!.answerValue);
    }
  });
});

describe('expiry', () => {
  test('an answer older than its expiration_days is counted expired until confirmed', async () => {
    const { account, owner } = await readyAccount();
    await owner.client.put(answerPath(account, yearQuestion), { value: '2001' });
    await keel.db
      .update(companyAnswers)
      .set({ createdAt: sql`now() - make_interval(days => ${yearQuestion.expirationDays + 1})` })
      .where(eq(companyAnswers.accountId, account.id));
    expect((await load(owner, account)).expiredCount).toBe(1);
    const summary = await owner.client.get(`${questionnaireOf(account)}/summary`);
    expect((await summary.json()).expiredCount).toBe(1);

    const confirm = await owner.client.post(`${answerPath(account, yearQuestion)}/confirm`);
    expect(confirm.status).toBe(200);
    expect((await load(owner, account)).expiredCount).toBe(0);
    expect((await (await owner.client.get(`${questionnaireOf(account)}/summary`)).json()).expiredCount).toBe(
      0,
    );
    expect((await history(owner, account, yearQuestion)).map((h) => [h.value, h.current])).toEqual([
      ['2001', true],
      ['2001', false],
    ]);
  });

  test('confirming a question without an answer is a 404', async () => {
    const { account, owner } = await readyAccount();
    const response = await owner.client.post(`${answerPath(account, yearQuestion)}/confirm`);
    expect(response.status).toBe(404);
  });
});

describe('progress and tenancy', () => {
  test("progress 'N of M' counts the account's current answers", async () => {
    const { account, owner } = await readyAccount();
    await owner.client.put(answerPath(account, numberQuestion), { value: '12' });
    await owner.client.put(answerPath(account, numberQuestion), { value: '13' });
    await owner.client.put(answerPath(account, radioQuestion), { value: radioQuestion.options![0] });
    const { progress } = await load(owner, account);
    expect(progress).toMatchObject({ completed: 2, total: questions.length, isComplete: false });
    const summary = await (await owner.client.get(`${questionnaireOf(account)}/summary`)).json();
    expect(summary.progress).toEqual(progress);
  });

  test("one account's answers never appear in another's questionnaire", async () => {
    const first = await readyAccount('First');
    const second = await readyAccount('Second');
    await first.owner.client.put(answerPath(first.account, textQuestion), { value: 'Only for First' });
    const other = await load(second.owner, second.account);
    expect(other.answers).toEqual([]);
    expect(other.progress.completed).toBe(0);
    expect(await history(second.owner, second.account, textQuestion)).toEqual([]);
    // Even a member of both sees each account's own answers only.
    const both = await given.member(first.account, 'member');
    await keel.db
      .insert(accountUsers)
      .values({ accountId: second.account.id, userId: both.id, role: 'member' });
    expect((await load(both, first.account)).answers).toHaveLength(1);
    expect((await load(both, second.account)).answers).toEqual([]);
  });
});
