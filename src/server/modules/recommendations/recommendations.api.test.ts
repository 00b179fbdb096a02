import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { answersHash } from '#domain/questionnaire.ts';
import type { AiEngine } from '#server/ai/engine.ts';
import { createOfflineEngine, selectDocuments } from '#server/ai/offline/offline-engine.ts';
import { dataRoomRecommendationFiles, dataRoomRecommendations } from '#server/db/schema/recommendations.ts';
import { documentKnowledgeBase } from '#server/db/seed/document-knowledge-base.ts';
import { questionCatalogue } from '#server/db/seed/question-catalogue.ts';
import { createGiven, loadQuestionnaire } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import type { Browser } from '#server/test/http-client.ts';

// The offline engine, slowed down for 'Busy Ltd' so a run is reliably still processing when asked again.
const offline = createOfflineEngine();
// Only recommendDocuments differs; every other call is the offline engine's own.
const engine: AiEngine = {
  ...offline,
  name: 'offline',
  async recommendDocuments(input, signal) {
    if (input.companyName === 'Busy Ltd') await new Promise((resolve) => setTimeout(resolve, 3_000));
    return offline.recommendDocuments(input, signal);
  },
};
const keel = await createTestKeel({ worker: true, engine });
const given = createGiven(keel);

type File = {
  documentKey: string | null;
  fileName: string;
  action: string;
  priority: string;
  isActive: boolean;
};
type Run = {
  id: string;
  accountId: string;
  status: 'processing' | 'complete' | 'errored';
  isActive: boolean;
  answeredQuestions: number;
  totalQuestions: number;
  governanceAreas: string[];
  promptSummary: string | null;
  sourceAnswersHash: string | null;
  files: File[];
};
type User = { client: Browser };

const runs = (account: { id: string }) => `/api/accounts/${account.id}/recommendations`;

async function start(user: User, account: { id: string }) {
  const response = await user.client.post(runs(account));
  expect(response.status).toBe(202);
  return (await response.json()) as Run;
}

/** Polls the run as the web app does until it is no longer processing. */
async function finished(user: User, account: { id: string }, id: string) {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const run = (await (await user.client.get(`${runs(account)}/${id}`)).json()) as Run;
    if (run.status !== 'processing') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`run ${id} still processing`);
}

async function generate(user: User, account: { id: string }) {
  return finished(user, account, (await start(user, account)).id);
}

const rowsOf = (account: { id: string }) =>
  keel.db.select().from(dataRoomRecommendations).where(eq(dataRoomRecommendations.accountId, account.id));

const startUp = { 'finance.has_debt': 'Yes', 'hr.headcount': '0', 'security.personal_data': 'No' };

describe('generating recommendations', () => {
  test('a run answers 202 processing, then completes active with its files and the answers it used', async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.answers(owner, account, startUp);
    const started = await start(owner, account);
    expect(started).toMatchObject({ accountId: account.id, status: 'processing', isActive: false });
    expect(started).not.toHaveProperty('jobId');

    const run = await finished(owner, account, started.id);
    const { answers } = await loadQuestionnaire(owner.client, account.id);
    expect(run).toMatchObject({
      status: 'complete',
      isActive: true,
      answeredQuestions: 3,
      totalQuestions: questionCatalogue.length,
      sourceAnswersHash: await answersHash(answers),
      promptSummary: expect.stringContaining('Acme Inc.: 3 of'),
    });
    expect(run.governanceAreas).toContain('Finance');
    expect(run.files.map((f) => f.documentKey)).toContain('finance.loan_agreements');
    expect(run.files.every((f) => f.action === 'new' && f.isActive)).toBe(true);

    const list = await (await owner.client.get(runs(account))).json();
    expect(list.latest).toMatchObject({ id: run.id, status: 'complete' });
    expect(list.active).toMatchObject({ id: run.id, isActive: true });
    expect(list.active.files).toHaveLength(run.files.length);
  });

  test('with no answers there is nothing to generate from: 409, and no run is recorded', async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.answers(owner, account, {});
    const response = await owner.client.post(runs(account));
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('no_answers');
    expect(await rowsOf(account)).toEqual([]);
  });

  test('one run at a time: concurrent requests all get the same processing run', async () => {
    const { account, owner } = await given.accountWithOwner();
    const member = await given.member(account, 'member');
    await given.answers(owner, account, startUp, { companyName: 'Busy Ltd' });
    const responses = await Promise.all(
      [owner, member, owner, member, owner].map((user) => user.client.post(runs(account))),
    );
    expect(responses.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    expect(await rowsOf(account)).toEqual([expect.objectContaining({ status: 'processing' })]);

    const again = await start(member, account);
    expect(again.id).toBe([...ids][0]);
    await finished(owner, account, again.id);
    expect(await rowsOf(account)).toEqual([expect.objectContaining({ status: 'complete', isActive: true })]);
  });
});

describe('actions against the previous recommendation', () => {
  test('a new run marks files new, updated, unchanged or remove, and retires the previous one', async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.answers(owner, account, startUp);
    const first = await generate(owner, account);
    const changed = { 'finance.has_debt': 'No', 'hr.headcount': '25', 'security.personal_data': 'Yes' };
    await given.answers(owner, account, changed);
    const second = await generate(owner, account);

    const action = Object.fromEntries(second.files.map((f) => [f.documentKey, f]));
    expect(action['finance.loan_agreements']).toMatchObject({ action: 'remove', isActive: false });
    expect(action['hr.employee_handbook']).toMatchObject({ action: 'new', isActive: true });
    expect(action['security.privacy_policy']).toMatchObject({ action: 'updated', priority: 'high' });
    expect(action['formation.certificate_of_incorporation']).toMatchObject({ action: 'unchanged' });

    // Every other file: exactly what the knowledge base says about the two sets of answers.
    const before = new Map(
      selectDocuments(documentKnowledgeBase, new Map(Object.entries(startUp))).map((d) => [d.key, d]),
    );
    const after = selectDocuments(documentKnowledgeBase, new Map(Object.entries(changed)));
    const expected = Object.fromEntries([
      ...after.map((d) => {
        const old = before.get(d.key);
        return [d.key, !old ? 'new' : old.priority !== d.priority ? 'updated' : 'unchanged'];
      }),
      ...[...before.keys()].filter((key) => !after.some((d) => d.key === key)).map((key) => [key, 'remove']),
    ]);
    expect(Object.fromEntries(second.files.map((f) => [f.documentKey, f.action]))).toEqual(expected);

    const previous = (await (await owner.client.get(`${runs(account)}/${first.id}`)).json()) as Run;
    expect(previous).toMatchObject({ status: 'complete', isActive: false });
    expect(previous.files.every((f) => !f.isActive)).toBe(true);
    const list = await (await owner.client.get(runs(account))).json();
    expect(list.active.id).toBe(second.id);
    expect((await rowsOf(account)).filter((r) => r.isActive)).toHaveLength(1);
  });

  test('unchanged answers regenerate every file as unchanged, and remove files are not carried over', async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.answers(owner, account, startUp);
    await generate(owner, account);
    await given.answers(owner, account, { 'finance.has_debt': 'No' });
    await generate(owner, account);
    const third = await generate(owner, account);
    expect(new Set(third.files.map((f) => f.action))).toEqual(new Set(['unchanged']));
    expect(third.files.map((f) => f.documentKey)).not.toContain('finance.loan_agreements');
  });

  test('the database refuses a second active or a second processing recommendation', async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.answers(owner, account, startUp);
    await generate(owner, account);
    const violation = async (values: Partial<typeof dataRoomRecommendations.$inferInsert>) => {
      const error = await keel.db
        .insert(dataRoomRecommendations)
        .values({ accountId: account.id, ...values } as typeof dataRoomRecommendations.$inferInsert)
        .then(
          () => null,
          (e: { cause?: { code?: string }; code?: string }) => e,
        );
      return error?.cause?.code ?? error?.code;
    };
    expect(await violation({ status: 'complete', isActive: true })).toBe('23505');
    await keel.db.insert(dataRoomRecommendations).values({ accountId: account.id, status: 'processing' });
    expect(await violation({ status: 'processing' })).toBe('23505');
    await keel.db
      .delete(dataRoomRecommendations)
      .where(
        and(
          eq(dataRoomRecommendations.accountId, account.id),
          eq(dataRoomRecommendations.status, 'processing'),
        ),
      );
  });
});

describe('tenant isolation', () => {
  test("a stranger gets 404 on every route and starts nothing; another account's member never sees the runs", async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.answers(owner, account, startUp);
    const run = await generate(owner, account);
    const stranger = await given.stranger();
    for (const response of [
      await stranger.client.post(runs(account)),
      await stranger.client.get(runs(account)),
      await stranger.client.get(`${runs(account)}/${run.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain(run.id);
    }
    expect(await rowsOf(account)).toHaveLength(1);

    const other = await given.accountWithOwner('Other Co');
    const outsider = await given.member(other.account, 'member');
    const own = await outsider.client.get(runs(other.account));
    expect(await own.json()).toEqual({ latest: null, active: null });
    const borrowed = await outsider.client.get(`${runs(other.account)}/${run.id}`);
    expect(borrowed.status).toBe(404);
    expect((await borrowed.json()).error.code).toBe('recommendation_not_found');
    expect((await outsider.client.get(`${runs(account)}/${run.id}`)).status).toBe(404);
    const files = await keel.db
      .select()
      .from(dataRoomRecommendationFiles)
      .where(eq(dataRoomRecommendationFiles.accountId, other.account.id));
    expect(files).toEqual([]);
  });

  test('every member of the account may read and start runs', async () => {
    const { account, owner } = await given.accountWithOwner();
    const member = await given.member(account, 'member');
    await given.answers(owner, account, startUp);
    const run = await generate(member, account);
    expect(run.status).toBe('complete');
    expect((await member.client.get(runs(account))).status).toBe(200);
  });
});
