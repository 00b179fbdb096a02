import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import { accountWithRecommendation, processed, uploadProcessed } from './data-room-test-kit.ts';
import { ingestDataRoomFileJob } from './ingest-data-room-file.job.ts';

const keel = await createTestKeel({ worker: true });
const given = createGiven(keel);

test('a file left mid-pipeline by a crash is queued again from its stored bytes and completes', async () => {
  const { account, owner } = await accountWithRecommendation(given);
  const first = await uploadProcessed(owner, account, 'policies/continuity.md');
  expect(first.status).toBe('complete');

  // As after a kill -9 mid-indexing: the row says indexing and the job that was running it is gone.
  await keel.db
    .update(dataRoomFiles)
    .set({ status: 'indexing', jobId: crypto.randomUUID() })
    .where(eq(dataRoomFiles.id, first.id));

  expect(await ingestDataRoomFileJob.recover!(keel.deps)).toBe(1);
  const resumed = await processed(owner, account, first.id);
  expect(resumed).toMatchObject({ status: 'complete', totalChunks: first.totalChunks });
  expect(await ingestDataRoomFileJob.recover!(keel.deps)).toBe(0);
});
