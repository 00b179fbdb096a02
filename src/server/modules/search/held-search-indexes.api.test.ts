import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { documentChunks } from '#server/db/schema/data-room.ts';
import { createHeldSearchIndexes, type HeldSearchIndexes } from './held-search-indexes.ts';
import { searchCompanyChunks } from './search-company-chunks.ts';
import { createSearchKeel, passageOf, type Room } from './search-test-kit.ts';

const { keel, dataRoomWith, northwind } = await createSearchKeel();
const vectors = keel.deps.hasVectorSearch;

const QUESTIONS = [
  'who are the directors',
  'what is our loan interest rate',
  'when does the office lease expire',
  'annual leave policy',
  'revenue for the year',
  'company',
];
const MODES = [undefined, 'vectors', 'words'] as const;

/** Memory enough for every company of these tests. */
const roomy = () => createHeldSearchIndexes({ maxBytes: 256 * 1024 ** 2 });
/** Holds nothing: the database ranks, by pgvector's exact scan and SQL word scores. */
const databaseOnly = () => createHeldSearchIndexes({ maxBytes: 0 });

async function searchWith(
  searchIndexes: HeldSearchIndexes,
  room: Room,
  query: string,
  only?: 'vectors' | 'words',
) {
  const response = await searchCompanyChunks(
    { ...keel.deps, searchIndexes },
    { companyId: room.companyId, query, ...(only ? { only } : {}) },
  );
  return response.results;
}

async function expectRankedAsTheDatabase(held: HeldSearchIndexes, room: Room) {
  for (const query of QUESTIONS) {
    for (const only of MODES) {
      const fromMemory = await searchWith(held, room, query, only);
      const fromDatabase = await searchWith(databaseOnly(), room, query, only);
      expect(fromMemory.map((r) => r.id)).toEqual(fromDatabase.map((r) => r.id));
      expect(fromMemory.map((r) => r.similarity)).toEqual(fromDatabase.map((r) => r.similarity));
    }
  }
}

/** What holding the room's index alone takes. */
async function heldBytesOf(room: Room) {
  const alone = roomy();
  await searchWith(alone, room, 'who are the directors');
  return alone.heldBytes;
}

describe('search indexes held in memory', () => {
  test('rank exactly as the database does: vectors, words and both fused', async () => {
    const held = roomy();
    expect((await searchWith(held, northwind, 'who are the directors')).length).toBeGreaterThan(0);
    // Without pgvector nothing is held: full-text answers both.
    expect(held.heldBytes > 0).toBe(vectors);
    await expectRankedAsTheDatabase(held, northwind);
  });

  test('a passage written or deleted by any process is seen by the next search', async () => {
    const room = await dataRoomWith(['Employee Handbook 2024.md'], 'Changing Co');
    const held = roomy();
    expect((await searchWith(held, room, 'annual leave')).length).toBeGreaterThan(0);
    const heldBefore = held.heldBytes;

    // Straight into the database, as another server process would write it: this index is not told.
    const content = 'The company secretary keeps the statutory register of directors and their interests';
    const template = await passageOf(keel.db, room);
    const [written] = await keel.db
      .insert(documentChunks)
      .values({
        ...template,
        id: randomUUID(),
        ordinal: 5000,
        content,
        embedding: (await keel.deps.engine.embed([content])).vectors[0]!,
      })
      .returning();
    for (const only of MODES) {
      expect((await searchWith(held, room, 'register of directors', only))[0]?.id).toBe(written!.id);
    }
    expect(held.heldBytes > heldBefore).toBe(vectors);

    await keel.db.delete(documentChunks).where(eq(documentChunks.id, written!.id));
    for (const only of MODES) {
      expect((await searchWith(held, room, 'register of directors', only)).map((r) => r.id)).not.toContain(
        written!.id,
      );
    }
    expect(held.heldBytes).toBe(heldBefore);
  }, 60_000);

  test('a passage of no word the model knows is found by its words, with no similarity, held or not', async () => {
    const room = await dataRoomWith(['Employee Handbook 2024.md'], 'Letters Co');
    const template = await passageOf(keel.db, room);
    // One-letter words: the full-text index keeps them, the offline model embeds them as the zero vector.
    const content = 'Q. R. S.';
    const embedding = (await keel.deps.engine.embed([content])).vectors[0]!;
    expect(embedding.every((value) => value === 0)).toBe(true);
    const [written] = await keel.db
      .insert(documentChunks)
      .values({ ...template, id: randomUUID(), ordinal: 5000, content, embedding })
      .returning();
    for (const held of [roomy(), databaseOnly()]) {
      const letters = (await searchWith(held, room, 'annual leave q')).find((r) => r.id === written!.id);
      expect(letters).toBeDefined();
      // The database's cosine of the zero vector is NaN, which JSON would send as null.
      expect(Number.isFinite(letters!.similarity)).toBe(true);
      if (vectors) expect(letters!.similarity).toBe(0);
    }
  }, 60_000);

  test('a company past the memory limit is searched by the database; the least recently searched leave memory first', async () => {
    const small = await dataRoomWith(['Employee Handbook 2024.md'], 'Small Co');
    const smallBytes = await heldBytesOf(small);
    const northwindBytes = await heldBytesOf(northwind);
    expect(northwindBytes > smallBytes).toBe(vectors);

    // Room for Northwind alone: Small Co's index pushes it out.
    const one = createHeldSearchIndexes({ maxBytes: northwindBytes });
    await expectRankedAsTheDatabase(one, northwind);
    expect(one.heldBytes).toBe(northwindBytes);
    await searchWith(one, small, 'annual leave');
    expect(one.heldBytes).toBe(smallBytes);

    // Room for Small Co only: Northwind is searched by the database every time, ranked the same.
    const tight = createHeldSearchIndexes({ maxBytes: smallBytes });
    await expectRankedAsTheDatabase(tight, northwind);
    expect(tight.heldBytes).toBe(0);
  }, 60_000);
});
