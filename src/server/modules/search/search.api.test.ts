import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { type SearchResponse, searchMessages } from '#domain/schemas/search.ts';
import { documentChunks } from '#server/db/schema/data-room.ts';
import { filesPath } from '#server/modules/dataroom/data-room-test-kit.ts';
import { searchCompanyChunks } from './search-company-chunks.ts';
import { createSearchKeel, passageOf, type Room } from './search-test-kit.ts';

const { keel, given, dataRoomWith, northwind } = await createSearchKeel();
const vectors = keel.deps.hasVectorSearch;

async function search(room: Pick<Room, 'account' | 'owner'>, body: unknown) {
  const response = await room.owner.client.post(`/api/accounts/${room.account.id}/search`, body);
  return { status: response.status, body: (await response.json()) as SearchResponse & { error?: never } };
}

describe('searching the data room', () => {
  test('plain questions find the passages that answer them, with their file and place', async () => {
    const directors = await search(northwind, { query: 'who are the directors' });
    expect(directors.status).toBe(200);
    expect(directors.body.mode).toBe(vectors ? 'hybrid' : 'full-text');
    // The minutes name the board; the accounts' directors' report lists them too.
    const top = directors.body.results.find((r) => r.metadata.file_name === 'NW board mins 2024-03.docx')!;
    expect(directors.body.results.indexOf(top)).toBeLessThan(3);
    expect(top.metadata.file_id).toBe(northwind.fileIds.get('NW board mins 2024-03.docx'));
    expect(top.content).toMatch(/director/i);
    expect(top.metadata.chunk_number).toBeGreaterThanOrEqual(1);
    for (const result of directors.body.results) {
      expect(result.similarity).toBeGreaterThanOrEqual(0);
      expect(result.similarity).toBeLessThanOrEqual(1);
    }

    const lease = await search(northwind, { query: 'when does the office lease expire' });
    expect(lease.body.results.slice(0, 3).some((r) => /30 April 2030/.test(r.content))).toBe(true);
    expect(lease.body.results[0]!.metadata.file_name).toBe('doc_0193.pdf');
    expect(lease.body.results[0]!.metadata.page).toBeGreaterThanOrEqual(1);
  });

  test('where pgvector is installed, every chunk also keeps its embedding as a native vector', async () => {
    const column = await keel.db.execute(sql`
      SELECT 1 FROM information_schema.columns
      WHERE table_name = 'document_chunks' AND column_name = 'embedding_vector'`);
    expect((column as unknown as { rows: unknown[] }).rows.length).toBe(vectors ? 1 : 0);
    if (!vectors) return;
    const counts = await keel.db.execute(sql`
      SELECT count(*)::int AS chunks,
        count(*) FILTER (WHERE embedding_vector IS NOT NULL
          AND vector_dims(embedding_vector) = cardinality(embedding))::int AS native
      FROM document_chunks WHERE company_id = ${northwind.companyId}`);
    const [row] = (counts as unknown as { rows: { chunks: number; native: number }[] }).rows;
    expect(row!.chunks).toBeGreaterThan(0);
    expect(row!.native).toBe(row!.chunks);
  });

  test('with vectors, a question answered in other words still finds its passage', async () => {
    // 'interest rate' is written 'margin … SOFR' in the facility: the synonyms carry it.
    const loan = await search(northwind, { query: 'what is our loan interest rate' });
    const files = loan.body.results.slice(0, 3).map((r) => r.metadata.file_name);
    expect(files).toContain('facility_agreement_TVB.docx');
    expect(loan.body.results.slice(0, 5).some((r) => /4\.25%/.test(r.content))).toBe(true);
  });

  test('never returns another company’s chunks, even when their text is identical', async () => {
    const other = await dataRoomWith(['NW board mins 2024-03.docx'], 'Other Co');
    const ours = await search(northwind, { query: 'who are the directors' });
    const theirs = await search(other, { query: 'who are the directors' });
    const ourIds = ours.body.results.map((r) => r.id);
    const theirIds = theirs.body.results.map((r) => r.id);
    expect(theirIds.length).toBeGreaterThan(0);
    expect(ourIds.filter((id) => theirIds.includes(id))).toEqual([]);
    const owners = await keel.db
      .select({ companyId: documentChunks.companyId })
      .from(documentChunks)
      .where(inArray(documentChunks.id, theirIds));
    expect(new Set(owners.map((row) => row.companyId))).toEqual(new Set([other.companyId]));
    // Same text in both companies: passages that read the same are each company's own rows.
    const shared = theirs.body.results.filter((r) => ours.body.results.some((o) => o.content === r.content));
    expect(shared.length).toBeGreaterThan(0);
  }, 60_000);

  test('never compares vectors of another model, nor returns its chunks', async () => {
    const [chunk] = await keel.db
      .select()
      .from(documentChunks)
      .where(eq(documentChunks.fileId, northwind.fileIds.get('facility_agreement_TVB.docx')!));
    const query = 'unicorn treasury accumulator gizmo';
    // The same words, under another model, with the very vector the current model gives the query.
    const current = await keel.deps.engine.embed([query]);
    const [foreign] = await keel.db
      .insert(documentChunks)
      .values({
        ...chunk!,
        id: randomUUID(),
        ordinal: 9000,
        content: query,
        embeddingModel: 'some-other-model',
        embedding: current.vectors[0]!,
      })
      .returning();
    const response = await search(northwind, { query });
    expect(response.body.results.map((r) => r.id)).not.toContain(foreign!.id);
    await keel.db.delete(documentChunks).where(eq(documentChunks.id, foreign!.id));
  });

  test('up to 10 results by default, fewer on request, and no more than 10', async () => {
    const chunks = await keel.db
      .select({ id: documentChunks.id })
      .from(documentChunks)
      .where(eq(documentChunks.companyId, northwind.companyId));
    expect(chunks.length).toBeGreaterThan(10);
    // Words every document uses: more than ten passages answer, by words and by vectors alike.
    const broad = 'company agreement employees board directors loan lease policy accounts revenue';
    const standard = await search(northwind, { query: broad });
    expect(standard.body.results).toHaveLength(10);
    const three = await search(northwind, { query: broad, limit: 3 });
    expect(three.body.results.map((r) => r.id)).toEqual(standard.body.results.slice(0, 3).map((r) => r.id));
    const tooMany = await northwind.owner.client.post(`/api/accounts/${northwind.account.id}/search`, {
      query: 'board',
      limit: 11,
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error).toMatchObject({
      code: 'validation_failed',
      message: searchMessages.limit,
    });
    // The operation other features call caps the limit too.
    const direct = await searchCompanyChunks(keel.deps, {
      companyId: northwind.companyId,
      query: broad,
      limit: 50,
    });
    expect(direct.results).toHaveLength(standard.body.results.length);
    expect(direct.results.length).toBeLessThanOrEqual(10);
  });

  test('an empty query is refused with the spec’s message', async () => {
    for (const query of ['', '   ']) {
      const response = await northwind.owner.client.post(`/api/accounts/${northwind.account.id}/search`, {
        query,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(searchMessages.enterQuery);
    }
    const missing = await northwind.owner.client.post(`/api/accounts/${northwind.account.id}/search`, {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toBe(searchMessages.enterQuery);
  });

  test('an account without a company is told no company is selected', async () => {
    const { account, owner } = await given.accountWithOwner();
    const response = await owner.client.post(`/api/accounts/${account.id}/search`, { query: 'board' });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatchObject({
      code: 'no_company',
      message: searchMessages.noCompany,
    });
  });

  // A lone digit embeds as the offline model's zero vector, whose cosine similarity is undefined (NaN).
  test.each(['7', '1'])(
    'the one-character question %j finds passages, each with a similarity from 0 to 1',
    async (query) => {
      const response = await search(northwind, { query });
      expect(response.status).toBe(200);
      expect(response.body.results.length).toBeGreaterThan(0);
      for (const result of response.body.results) {
        expect(typeof result.similarity).toBe('number');
        expect(result.similarity).toBeGreaterThanOrEqual(0);
        expect(result.similarity).toBeLessThanOrEqual(1);
      }
    },
  );

  test('of one file’s passages, the one using the question’s words most is shown first', async () => {
    if (!vectors) return; // Full-text alone orders by the share of the question found, its similarity.
    const room = await dataRoomWith(['related parties.txt'], 'Holiday Co');
    const chunk = await passageOf(keel.db, room);
    const passages = {
      contents: 'Contents: 1. Our values. 2. Holiday policy. 3. Expenses. 4. Leaving us.',
      holiday:
        'Holiday. Everyone gets 25 days of holiday a year plus bank holidays. Book holiday in the HR ' +
        'system two weeks ahead; unused holiday does not carry over.',
      fillers: [
        'The expenses policy covers travel booked through the company portal.',
        'The insurance policy is renewed every March by the finance team.',
        'Our values policy asks everyone to speak up when something is wrong.',
      ],
    };
    const contents = [passages.contents, passages.holiday, ...passages.fillers];
    const embedded = await keel.deps.engine.embed(contents);
    await keel.db.insert(documentChunks).values(
      contents.map((content, index) => ({
        ...chunk,
        id: randomUUID(),
        ordinal: 9000 + index,
        content,
        embedding: embedded.vectors[index]!,
      })),
    );
    const { results } = await searchCompanyChunks(keel.deps, {
      companyId: room.companyId,
      query: 'what is our holiday policy',
    });
    // The contents page holds both words, once each; the holiday section says 'holiday' five times.
    const order = results.map((result) => result.content);
    expect(order.indexOf(passages.holiday)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(passages.holiday)).toBeLessThan(order.indexOf(passages.contents));
    // Only the file's own places are reordered: the file still holds the first one.
    expect(results[0]!.metadata.file_id).toBe(chunk.fileId);
  });

  test('a question with no word in the documents finds nothing, by words or by vectors', async () => {
    const response = await search(northwind, { query: 'xylophone zeppelin' });
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual([]);
  });
});

describe('without pgvector', () => {
  test('full-text alone answers, and says so', async () => {
    const result = await searchCompanyChunks(
      { ...keel.deps, hasVectorSearch: false },
      { companyId: northwind.companyId, query: 'when does the office lease expire' },
    );
    expect(result.mode).toBe('full-text');
    expect(result.results.length).toBeGreaterThan(0);
    expect(result.results[0]!.metadata.file_name).toBe('doc_0193.pdf');
    const similarities = result.results.map((r) => r.similarity);
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
    expect(similarities.every((s) => s > 0 && s <= 1)).toBe(true);
  });
});

describe('weighing the words of a question', () => {
  /** The per-company word counts the triggers keep, next to a count made from the passages themselves. */
  async function termCounts(companyId: string) {
    const kept = await keel.db.execute(sql`
      SELECT term, passages FROM document_term_counts WHERE company_id = ${companyId} ORDER BY term`);
    const counted = await keel.db.execute(sql`
      SELECT term, count(*)::int AS passages FROM (
        SELECT unnest(tsvector_to_array(search_text)) AS term FROM document_chunks WHERE company_id = ${companyId}
        UNION ALL SELECT '' FROM document_chunks WHERE company_id = ${companyId}
      ) terms GROUP BY term ORDER BY term`);
    const rows = (result: unknown) =>
      (result as { rows: { term: string; passages: number }[] }).rows.map((row) => [row.term, row.passages]);
    return { kept: rows(kept), counted: rows(counted) };
  }

  test('the word counts follow uploads and deletions exactly, per company', async () => {
    const room = await dataRoomWith(['litigation update.txt', 'related parties.txt'], 'Counting Co');
    const afterUpload = await termCounts(room.companyId);
    expect(afterUpload.kept.length).toBeGreaterThan(10);
    expect(afterUpload.kept).toEqual(afterUpload.counted);

    const deleted = await room.owner.client.delete(
      `${filesPath(room.account)}/${room.fileIds.get('litigation update.txt')}`,
    );
    expect(deleted.status).toBe(200);
    const afterDelete = await termCounts(room.companyId);
    expect(afterDelete.kept).toEqual(afterDelete.counted);
    expect(afterDelete.kept.length).toBeLessThan(afterUpload.kept.length);
    // Another company's counts are its own: the deletion left Northwind's untouched.
    const northwindCounts = await termCounts(northwind.companyId);
    expect(northwindCounts.kept).toEqual(northwindCounts.counted);
  }, 60_000);

  test('concurrent uploads and deletions in one company keep the counts exact', async () => {
    const room = await dataRoomWith(['related parties.txt'], 'Busy Co');
    const template = await passageOf(keel.db, room);
    const words = ['loan', 'director', 'board', 'interest', 'repaid', 'shares', 'consent', 'audit'];
    // Eight writers at once, each its own words in its own order; then half the passages go, also at once.
    await Promise.all(
      words.map((_, writer) =>
        keel.db.insert(documentChunks).values(
          Array.from({ length: 20 }, (_, i) => ({
            ...template,
            id: randomUUID(),
            ordinal: 1000 + writer * 100 + i,
            content: [...words.slice(writer), ...words.slice(0, writer), `writer${writer}`].join(' '),
          })),
        ),
      ),
    );
    await Promise.all(
      words.map((_, writer) =>
        keel.db
          .delete(documentChunks)
          .where(
            and(
              eq(documentChunks.fileId, template.fileId),
              gte(documentChunks.ordinal, 1000 + writer * 100),
              lt(documentChunks.ordinal, 1000 + writer * 100 + 10),
            ),
          ),
      ),
    );
    const counts = await termCounts(room.companyId);
    expect(counts.kept).toEqual(counts.counted);
    expect(counts.kept).toContainEqual(['writer3', 10]);
  }, 60_000);

  test('a file’s name is searched with its passages', async () => {
    // The register's cells list counterparties and dates; only its name says it is a register of contracts.
    const register = await search(northwind, { query: 'contracts register' });
    expect(register.body.results[0]!.metadata.file_name).toBe('contracts register.xlsx');
  });

  test('a founder’s everyday words find the passage drafted in a lawyer’s or an accountant’s', async () => {
    const words = { ...keel.deps, hasVectorSearch: false };
    const ask = (query: string) => searchCompanyChunks(words, { companyId: northwind.companyId, query });
    // No passage says 'owe': the facility speaks of the loan, the lender and the borrower.
    const owed = await ask('how much do we owe the bank');
    expect(owed.results[0]!.metadata.file_name).toBe('facility_agreement_TVB.docx');
    // The accounts write 'R&D' out as 'research and development'.
    const credit = await ask('R&D tax credit');
    expect(credit.results[0]!.content).toMatch(/research and development tax credit/i);
  });

  test('other ways to say what the question names find passages by words alone', async () => {
    // No passage says 'lawsuit': the update speaks of litigation and claims, which the synonyms name.
    const room = await dataRoomWith(['litigation update.txt', 'Employee Handbook 2024.md'], 'Synonym Co');
    const result = await searchCompanyChunks(
      { ...keel.deps, hasVectorSearch: false },
      { companyId: room.companyId, query: 'lawsuits' },
    );
    expect(result.results.length).toBeGreaterThan(0);
    expect(result.results[0]!.metadata.file_name).toBe('litigation update.txt');
    const passages = await keel.db
      .select({ content: documentChunks.content })
      .from(documentChunks)
      .where(eq(documentChunks.companyId, room.companyId));
    expect(passages.some((passage) => /lawsuit/i.test(passage.content))).toBe(false);
  }, 60_000);
});
