import { seedQuestions } from '../db/seed/seed-questions.ts';
import type { TestKeel } from './harness.ts';
import type { Browser } from './http-client.ts';

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

/**
 * Answers questions by catalogue key through the real API, as the account's users would: seeds the
 * catalogue (idempotent) and creates the company first when the account has none, so `client`
 * must be an owner or admin the first time. Returns the questions for later lookups.
 */
export async function answerQuestionnaire(
  keel: TestKeel,
  client: Browser,
  accountId: string,
  answersByKey: Record<string, string>,
  options: { companyName?: string } = {},
) {
  await seedQuestions(keel.db);
  const company = await client.get(`/api/accounts/${accountId}/company`);
  if ((await company.json()).company === null) {
    const created = await client.post(`/api/accounts/${accountId}/company`, {
      name: options.companyName ?? 'Acme Inc.',
    });
    if (created.status !== 201) throw new Error(`company: ${created.status} ${await created.text()}`);
  }
  const { questions } = await loadQuestionnaire(client, accountId);
  for (const [key, value] of Object.entries(answersByKey)) {
    const question = questions.find((q) => q.key === key);
    if (!question) throw new Error(`no question with key ${key}`);
    const saved = await client.put(`/api/accounts/${accountId}/questionnaire/answers/${question.id}`, {
      value,
    });
    if (saved.status !== 200) throw new Error(`answer ${key}: ${saved.status} ${await saved.text()}`);
  }
  return questions;
}
