import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { type AiEngine, InvalidAiReplyError, TransientAiError } from '#server/ai/engine.ts';
import { createOfflineEngine } from '#server/ai/offline/offline-engine.ts';
import { dataRoomRecommendations } from '#server/db/schema/recommendations.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import { generateRecommendationsJob } from './generate-recommendations.job.ts';

/** The offline engine, except for companies whose name scripts a failure; it counts its calls. */
const offline = createOfflineEngine();
const calls = new Map<string, number>();
// Only recommendDocuments differs; every other call is the offline engine's own.
const engine: AiEngine = {
  ...offline,
  name: 'scripted',
  async recommendDocuments(input, signal) {
    const call = (calls.get(input.companyName) ?? 0) + 1;
    calls.set(input.companyName, call);
    if (input.companyName === 'Broken Ltd') throw new InvalidAiReplyError('bad reply from the model');
    if (input.companyName.startsWith('Flaky') && (call === 1 || input.companyName === 'Flaky Forever')) {
      throw new TransientAiError('The AI endpoint did not answer within 1 s.');
    }
    return offline.recommendDocuments(input, signal);
  },
};
const keel = await createTestKeel({ worker: true, engine });
const given = createGiven(keel);

const QUEUE = generateRecommendationsJob.name;
const recover = () => generateRecommendationsJob.recover!(keel.deps);
const runs = (account: { id: string }) => `/api/accounts/${account.id}/recommendations`;
const runRow = async (id: string) =>
  (await keel.db.select().from(dataRoomRecommendations).where(eq(dataRoomRecommendations.id, id)))[0]!;

/** Waits for the run to leave 'processing', reading the database as the poll would. */
async function settled(id: string, timeoutMs = 20_000) {
  for (let waited = 0; waited < timeoutMs; waited += 200) {
    const run = await runRow(id);
    if (run.status !== 'processing') return run;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`run ${id} still processing after ${timeoutMs} ms`);
}

async function answeredAccount(companyName = 'Acme Inc.') {
  const { account, owner } = await given.accountWithOwner();
  await given.answers(owner, account, { 'finance.has_debt': 'Yes' }, { companyName });
  return { account, owner };
}

/** A processing run written directly, as a crashed process would have left it. */
async function processingRun(account: { id: string }, jobId: string | null) {
  const [run] = await keel.db
    .insert(dataRoomRecommendations)
    .values({ accountId: account.id, status: 'processing', jobId })
    .returning();
  return run!;
}

/** A job that exists but will not run for an hour, so a test can decide its fate. */
const parkedJob = (options: { retryLimit?: number } = {}) =>
  keel.queue.boss.send(QUEUE, { parked: true }, { startAfter: 3600, ...options });

describe('the generation job', () => {
  test('an invalid reply errors the run at once, with its message, and keeps the previous recommendation', async () => {
    const { account, owner } = await answeredAccount('Broken Ltd');
    const [previous] = await keel.db
      .insert(dataRoomRecommendations)
      .values({ accountId: account.id, status: 'complete', isActive: true })
      .returning();
    const started = await (await owner.client.post(runs(account))).json();
    const run = await settled(started.id);
    expect(run).toMatchObject({
      status: 'errored',
      errorMessage: 'bad reply from the model',
      isActive: false,
    });
    expect(calls.get('Broken Ltd')).toBe(1);

    const list = await (await owner.client.get(runs(account))).json();
    expect(list.latest).toMatchObject({
      id: run.id,
      status: 'errored',
      errorMessage: 'Failed to generate recommendations due to an error. Please try again.',
    });
    expect(list.active.id).toBe(previous!.id);
    // An errored run does not block the next one.
    const next = await owner.client.post(runs(account));
    expect(next.status).toBe(202);
    expect((await next.json()).id).not.toBe(run.id);
  });

  test('a transient failure is retried by the queue and the run completes', { timeout: 60_000 }, async () => {
    const { account, owner } = await answeredAccount('Flaky Once');
    const started = await (await owner.client.post(runs(account))).json();
    const run = await settled(started.id, 45_000);
    expect(run).toMatchObject({ status: 'complete', isActive: true, errorMessage: null });
    expect(calls.get('Flaky Once')).toBe(2);
  });

  test('the handler rethrows a transient failure while retries remain, and errors the run on the last', async () => {
    const { account } = await answeredAccount('Flaky Forever');
    const run = await processingRun(account, null);
    const handle = (retryCount: number) =>
      generateRecommendationsJob.handle(
        keel.deps,
        { recommendationId: run.id, accountId: account.id },
        { id: 'job', retryCount, retryLimit: 2, signal: new AbortController().signal },
      );

    await expect(handle(1)).rejects.toBeInstanceOf(TransientAiError);
    expect((await runRow(run.id)).status).toBe('processing');
    await handle(2);
    expect(await runRow(run.id)).toMatchObject({
      status: 'errored',
      errorMessage: 'The AI endpoint did not answer within 1 s.',
    });
  });

  test('a payload that does not fit the schema is refused before anything is queued', async () => {
    const queued = async () =>
      (await keel.database.executeSql('SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1', [QUEUE]))
        .rows[0]!.n;
    const before = await queued();
    await expect(
      keel.queue.send(generateRecommendationsJob, { recommendationId: 'not-a-uuid', accountId: 'x' }),
    ).rejects.toThrow(/recommendationId/);
    expect(await queued()).toBe(before);
  });

  test('a finished run is left alone by a late job', async () => {
    const { account } = await answeredAccount();
    const [done] = await keel.db
      .insert(dataRoomRecommendations)
      .values({ accountId: account.id, status: 'errored', errorMessage: 'gave up' })
      .returning();
    const signal = new AbortController().signal;
    await generateRecommendationsJob.handle(
      keel.deps,
      { recommendationId: done!.id, accountId: account.id },
      { id: 'job', retryCount: 0, retryLimit: 2, signal },
    );
    expect(await runRow(done!.id)).toMatchObject({
      status: 'errored',
      isActive: false,
      errorMessage: 'gave up',
    });
  });
});

describe('what a failed run tells whom', () => {
  test("customers get the spec's message, never the endpoint's detail; super admins get both", async () => {
    const { account, owner } = await answeredAccount();
    const detail = 'The AI endpoint http://10.0.0.7:8080/v1/chat/completions answered 502 Bad Gateway';
    const [run] = await keel.db
      .insert(dataRoomRecommendations)
      .values({ accountId: account.id, status: 'errored', errorMessage: detail })
      .returning();
    const spec = 'Failed to generate recommendations due to an error. Please try again.';

    for (const path of [runs(account), `${runs(account)}/${run!.id}`]) {
      const body = await (await owner.client.get(path)).text();
      expect(body).not.toContain('10.0.0.7');
      expect(body).not.toContain('errorDetail');
      const parsed = JSON.parse(body);
      expect((parsed.latest ?? parsed).errorMessage).toBe(spec);
    }
    const admin = await given.superAdmin();
    const seen = await (await admin.client.get(runs(account))).json();
    expect(seen.latest).toMatchObject({ errorMessage: spec, errorDetail: detail });
  });
});

describe('restart recovery', () => {
  test('a processing run that never got a job is queued again and completes', async () => {
    const { account } = await answeredAccount();
    const run = await processingRun(account, null);
    expect(await recover()).toBe(1);
    expect((await runRow(run.id)).jobId).not.toBeNull();
    expect(await settled(run.id)).toMatchObject({ status: 'complete', isActive: true });
  });

  test('a processing run whose job was lost (cancelled or gone) is queued again and completes', async () => {
    const first = await answeredAccount();
    const cancelledJob = (await parkedJob())!;
    const cancelled = await processingRun(first.account, cancelledJob);
    await keel.queue.boss.cancel(QUEUE, cancelledJob);
    const second = await answeredAccount();
    const vanished = await processingRun(second.account, crypto.randomUUID());

    expect(await recover()).toBe(2);
    expect((await runRow(cancelled.id)).jobId).not.toBe(cancelledJob);
    expect(await settled(cancelled.id)).toMatchObject({ status: 'complete', isActive: true });
    expect(await settled(vanished.id)).toMatchObject({ status: 'complete', isActive: true });
  });

  test('a run whose job finally failed is marked errored, and a live job is left to run', async () => {
    const failedAccount = await answeredAccount();
    const failedJob = (await parkedJob({ retryLimit: 0 }))!;
    await keel.queue.boss.fail(QUEUE, failedJob, { message: 'worker died' });
    expect((await keel.queue.boss.getJobById(QUEUE, failedJob))?.state).toBe('failed');
    const failed = await processingRun(failedAccount.account, failedJob);
    const liveAccount = await answeredAccount();
    const liveJob = (await parkedJob())!;
    const live = await processingRun(liveAccount.account, liveJob);

    expect(await recover()).toBe(0);
    expect(await runRow(failed.id)).toMatchObject({
      status: 'errored',
      errorMessage: 'Generating the recommendations failed. Please try again.',
    });
    expect(await runRow(live.id)).toMatchObject({ status: 'processing', jobId: liveJob });
    await keel.queue.boss.cancel(QUEUE, liveJob);
    await keel.db.delete(dataRoomRecommendations).where(eq(dataRoomRecommendations.id, live.id));
  });
});
