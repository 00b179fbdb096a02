import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { dataRoomFiles, documentChunks } from '#server/db/schema/data-room.ts';
import { accountWithRecommendation, uploadProcessed } from '#server/modules/dataroom/data-room-test-kit.ts';
import { createGiven, type Given, type SignedInUser } from '#server/test/given.ts';
import { createTestKeel, type TestKeel } from '#server/test/harness.ts';

export type Room = {
  account: { id: string };
  owner: SignedInUser;
  companyId: string;
  fileIds: Map<string, string>;
};

/** Board minutes, a facility, a lease, a handbook, accounts and a register: what the search tests ask about. */
const NORTHWIND_DOCUMENTS = [
  'NW board mins 2024-03.docx',
  'facility_agreement_TVB.docx',
  'doc_0193.pdf',
  'Employee Handbook 2024.md',
  'FY2023 accounts.pdf',
  'contracts register.xlsx',
];

/** Makes accounts whose data room holds the given documents of bench/matching, fully processed. */
const dataRoomMaker =
  (keel: Pick<TestKeel, 'db'>, given: Given) =>
  async (files: string[], name = 'Northwind Ltd'): Promise<Room> => {
    const { account, owner } = await accountWithRecommendation(given, { name });
    const fileIds = new Map<string, string>();
    for (const file of files) {
      const uploaded = await uploadProcessed(owner, account, `project:bench/matching/documents/${file}`);
      expect(uploaded.status).toBe('complete');
      fileIds.set(file, uploaded.id);
    }
    const [file] = await keel.db.select().from(dataRoomFiles).where(eq(dataRoomFiles.accountId, account.id));
    return { account, owner, companyId: file!.companyId, fileIds };
  };

/**
 * A Keel app whose job worker processes uploads, for the search tests (one per test file): the app,
 * factories, `dataRoomWith` to make a data room, and `northwind`, a room of every Northwind document
 * built once before the file's tests (processing them is slow).
 */
export async function createSearchKeel() {
  const keel = await createTestKeel({ worker: true });
  const given = createGiven(keel);
  const dataRoomWith = dataRoomMaker(keel, given);
  // Filled in by beforeAll, so tests read it, not the file's top level.
  const northwind = {} as Room;
  beforeAll(async () => {
    Object.assign(northwind, await dataRoomWith(NORTHWIND_DOCUMENTS));
  }, 120_000);
  return { keel, given, dataRoomWith, northwind };
}

/**
 * One of the room's passages, whose file, company and model a test copies to write passages straight
 * into the database, as another server process would.
 */
export async function passageOf(db: Db, room: Pick<Room, 'companyId'>) {
  const [passage] = await db
    .select()
    .from(documentChunks)
    .where(eq(documentChunks.companyId, room.companyId))
    .limit(1);
  return passage!;
}
