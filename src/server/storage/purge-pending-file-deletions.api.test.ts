import { expect, test } from 'vitest';
import { pendingFileDeletions } from '../db/schema/accounts.ts';
import { createTestKeel } from '../test/harness.ts';
import { purgePendingFileDeletions } from './purge-pending-file-deletions.ts';
import type { Storage } from './storage.ts';

const keel = await createTestKeel();
const storage = keel.deps.storage;
const bytes = new Uint8Array([1, 2, 3]);

async function stored(keys: string[]) {
  return Promise.all(keys.map(async (key) => (await storage.get(key)) !== null));
}

test('queued keys and folders are removed from storage, and their rows with them', async () => {
  const keys = ['company-1/a.pdf', 'company-1/deep/b.pdf', 'company-2/c.pdf', 'profile-photos/u/1.webp'];
  for (const key of keys) await storage.put(key, bytes, 'application/pdf');
  await keel.db
    .insert(pendingFileDeletions)
    .values([{ storageKey: 'company-1/' }, { storageKey: 'profile-photos/u/1.webp' }]);

  await purgePendingFileDeletions({ db: keel.db, storage: storage });

  expect(await stored(keys)).toEqual([false, false, true, false]);
  expect(await keel.db.select().from(pendingFileDeletions)).toEqual([]);
});

test('a deletion the store refuses stays queued for the next run', async () => {
  await storage.put('company-3/d.pdf', bytes, 'application/pdf');
  await keel.db.insert(pendingFileDeletions).values({ storageKey: 'company-3/' });
  const unavailable: Storage = {
    ...storage,
    deletePrefix: async () => {
      throw new Error('503 Slow Down');
    },
  };

  await purgePendingFileDeletions({ db: keel.db, storage: unavailable });
  expect(await keel.db.select().from(pendingFileDeletions)).toHaveLength(1);

  await purgePendingFileDeletions({ db: keel.db, storage: storage });
  expect(await keel.db.select().from(pendingFileDeletions)).toEqual([]);
  expect(await stored(['company-3/d.pdf'])).toEqual([false]);
});
