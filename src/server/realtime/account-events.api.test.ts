import { describe, expect, test } from 'vitest';
import { seedFactors } from '#server/db/seed/seed-factors.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import { wellGovernedAnswers } from '../modules/scoring/scoring-test-kit.ts';

const keel = await createTestKeel({ worker: true });
const given = createGiven(keel);
await seedFactors(keel.db);

/** Reads a server-sent-event stream until `until` appears in it (or the time runs out). */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: string, timeoutMs = 15_000) {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + timeoutMs;
  while (!text.includes(until) && Date.now() < deadline) {
    const next = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((resolve) =>
        setTimeout(() => resolve({ done: true, value: undefined }), deadline - Date.now()),
      ),
    ]);
    if (next.done) break;
    text += decoder.decode(next.value);
  }
  return text;
}

describe('account events (server-sent events over LISTEN/NOTIFY)', () => {
  test("a page's stream hears its own account's factor changes, and only those", async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.answers(owner, account, wellGovernedAnswers);
    const other = await given.accountWithOwner('Other');
    await given.answers(other.owner, other.account, wellGovernedAnswers, { companyName: 'Other Inc.' });

    const response = await owner.client.get(`/api/accounts/${account.id}/events`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    expect(await readUntil(reader, 'event: ready')).toContain('event: ready');

    // Another account's run says nothing on this stream.
    await other.owner.client.post(`/api/accounts/${other.account.id}/scoring/runs`);
    expect(await readUntil(reader, 'event: factor-scores', 1_500)).not.toContain('event: factor-scores');

    // This account's run does, as the worker completes factors.
    await owner.client.post(`/api/accounts/${account.id}/scoring/runs`);
    expect(await readUntil(reader, 'event: factor-scores')).toContain('event: factor-scores');
    await reader.cancel();
  });

  test('a stranger gets no stream', async () => {
    const { account } = await given.accountWithOwner();
    const stranger = await given.stranger();
    expect((await stranger.client.get(`/api/accounts/${account.id}/events`)).status).toBe(404);
  });
});
