import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import {
  establishedCompany,
  type FileView,
  generateRecommendation,
  processed,
  uploadCorpusFile,
} from './data-room-test-kit.ts';
import { ingestDataRoomFileJob } from './ingest-data-room-file.job.ts';

const keel = await createTestKeel({ worker: true });
const given = createGiven(keel);

test('a file left mid-pipeline by a crash is queued again from its stored bytes and completes', async () => {
  const { account, owner } = await given.accountWithOwner();
  await given.answers(owner, account, establishedCompany);
  await generateRecommendation(owner, account);
  const uploaded = (await (
    await uploadCorpusFile(owner, account, 'policies/continuity.md')
  ).json()) as FileView;
  const first = await processed(owner, account, uploaded.id);
  expect(first.status).toBe('complete');

  // As after a kill -9 mid-indexing: the row says indexing and the job that was running it is gone.
  await keel.db
    .update(dataRoomFiles)
    .set({ status: 'indexing', jobId: crypto.randomUUID() })
    .where(eq(dataRoomFiles.id, uploaded.id));

  expect(await ingestDataRoomFileJob.recover!(keel.deps)).toBe(1);
  const resumed = await processed(owner, account, uploaded.id);
  expect(resumed).toMatchObject({ status: 'complete', totalChunks: first.totalChunks });
  expect(await ingestDataRoomFileJob.recover!(keel.deps)).toBe(0);
});
