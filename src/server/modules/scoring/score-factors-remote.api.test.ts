import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createOpenAiCompatibleEngine } from '#server/ai/remote/openai-compatible-engine.ts';
import { factors } from '#server/db/schema/scoring.ts';
import { seedFactors } from '#server/db/seed/seed-factors.ts';
import { chatCompletion, startFakeOpenAi } from '#server/test/fake-openai-server.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import { analysed, factorsOf, scoringPath, wellGovernedAnswers } from './scoring-test-kit.ts';

// A local OpenAI-compatible endpoint: a valid score for every factor except the cap table one,
// whose reply is malformed (a score of 'high' and no evidence), and 11 (past the scale's 10) for the
// field a prompt names after OUT-OF-RANGE.
const { fake, settings } = await startFakeOpenAi();
const valid = {
  is_relevant: true,
  score: 7,
  importance: 6,
  score_confidence: 0.8,
  rationale: 'The answers show the control is in place.',
  evidence: {
    questionnaire_evidence: [{ question_text: 'Are written minutes kept?', answer_value: 'Yes' }],
    document_evidence: [{ file_name: 'made-up.pdf', quote: 'A sentence that is in no document.' }],
  },
};
fake.answer((_request, response) => {
  const body = fake.received.at(-1)!.body;
  const prompt = JSON.stringify(body.messages);
  if (prompt.includes('fully diluted cap table')) return chatCompletion(response, { score: 'high' });
  const outOfRange = /OUT-OF-RANGE (\w+)/.exec(prompt)?.[1];
  if (outOfRange) return chatCompletion(response, { ...valid, [outOfRange]: 11 });
  return chatCompletion(response, valid);
});

const engine = createOpenAiCompatibleEngine(settings);
const keel = await createTestKeel({ worker: true, engine });
const given = createGiven(keel);
await seedFactors(keel.db);

describe('scoring on the OpenAI-compatible engine', () => {
  test('a malformed reply fails that factor with a message, not the run; quotes not in any document are left out', async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.answers(owner, account, wellGovernedAnswers);
    const run = await owner.client.post(scoringPath(account, '/runs'));
    expect(run.status).toBe(202);
    const overview = await analysed(owner, account);
    expect(overview.counts.failed).toBe(1);
    expect(overview.counts.completed).toBe(overview.counts.total - 1);

    const rows = await factorsOf(owner, account);
    const capTable = rows.find((row) => row.factorKey === 'governance.cap_table')!;
    expect(capTable.status).toBe('failed');
    expect(capTable.errorMessage).toBe(
      'The AI endpoint returned a reply that is not a valid factor score (keel-test-model).',
    );
    const scored = rows.find((row) => row.factorKey === 'governance.board_minutes')!;
    expect(scored).toMatchObject({ status: 'completed', score: 7, importance: 6, scoreConfidence: 0.8 });
    expect(scored.evidence!.document_evidence).toEqual([]);
    expect(scored.rationale).toContain('not found verbatim');

    // The generated prompt carries the company, the factor, its rubric and the answers.
    const sent = JSON.stringify(
      fake.received.find((r) => JSON.stringify(r.body).includes('board meeting?'))!.body,
    );
    expect(sent).toContain('Company: Acme Inc.');
    expect(sent).toContain('Rubric:');
    expect(sent).toContain('score_confidence');
  });

  test('the tester sends the edited prompt exactly as written', async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.answers(owner, account, wellGovernedAnswers);
    const [factor] = await keel.db.select().from(factors).where(eq(factors.key, 'governance.board_minutes'));
    const shown = await (
      await owner.client.get(scoringPath(account, `/factors/${factor!.id}/prompt`))
    ).json();
    expect(shown.promptIsUsed).toBe(true);
    fake.received.length = 0;
    const edited = 'Score the board minutes factor strictly. EDITED-BY-TESTER';
    const tested = await owner.client.post(scoringPath(account, `/factors/${factor!.id}/test`), {
      prompt: edited,
    });
    expect((await tested.json()).success).toBe(true);
    const messages = fake.received[0]!.body.messages as { role: string; content: unknown }[];
    expect(JSON.stringify(messages.find((m) => m.role === 'user'))).toContain(edited);
    expect(JSON.stringify(messages)).not.toContain('Rubric:');
  });

  test('a failed test answers success false with the message and marks the factor failed', async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.answers(owner, account, wellGovernedAnswers);
    const [factor] = await keel.db.select().from(factors).where(eq(factors.key, 'governance.cap_table'));
    const tested = await owner.client.post(scoringPath(account, `/factors/${factor!.id}/test`), {});
    expect(await tested.json()).toEqual({
      success: false,
      error: 'The AI endpoint returned a reply that is not a valid factor score (keel-test-model).',
      data: null,
    });
    const row = (await factorsOf(owner, account)).find((r) => r.factorId === factor!.id)!;
    expect(row.status).toBe('failed');
  });

  test.each(['score', 'importance'])('a reply whose %s is past the scale of 10 is refused', async (field) => {
    const { account, owner } = await given.accountWithOwner();
    await given.answers(owner, account, wellGovernedAnswers);
    const [factor] = await keel.db.select().from(factors).where(eq(factors.key, 'governance.board_minutes'));
    const tested = await owner.client.post(scoringPath(account, `/factors/${factor!.id}/test`), {
      prompt: `Score the board minutes factor. OUT-OF-RANGE ${field}`,
    });
    expect(await tested.json()).toEqual({
      success: false,
      error: 'The AI endpoint returned a reply that is not a valid factor score (keel-test-model).',
      data: null,
    });
    const row = (await factorsOf(owner, account)).find((r) => r.factorId === factor!.id)!;
    expect(row).toMatchObject({ status: 'failed', score: null, importance: null });
  });
});
