import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { OFFLINE_EMBEDDING_MODEL } from '#server/ai/embedding-model.ts';
import type { AiEngine } from '#server/ai/engine.ts';
import { createOfflineEngine } from '#server/ai/offline/offline-engine.ts';
import { vectorStores } from '#server/db/schema/accounts.ts';
import { documentChunks } from '#server/db/schema/data-room.ts';
import { accountWithRecommendation, uploadProcessed } from '#server/modules/dataroom/data-room-test-kit.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import { listVectorStores } from './list-vector-stores.ts';
import { queueStaleReindexes } from './queue-stale-reindexes.ts';
import { reindexCompanyChunks } from './reindex-company-chunks.ts';
import { searchCompanyChunks } from './search-company-chunks.ts';

const keel = await createTestKeel({ worker: true });
const given = createGiven(keel);
const offline = createOfflineEngine();

/** The offline engine after a model change: new vectors under 'next-model', earlier models on request. */
function engineOnNextModel(onEmbed: () => void = () => {}): AiEngine {
  return {
    ...offline,
    async embed(texts, signal, model) {
      if (model && model !== 'next-model') return offline.embed(texts, signal, model);
      if (texts.length) onEmbed();
      return { model: 'next-model', vectors: (await offline.embed(texts, signal)).vectors };
    },
  };
}

type StoreList = {
  currentModel: string;
  companies: Array<{
    companyId: string;
    companyName: string;
    vectorStore: { id: string; embeddingModel: string } | null;
    files: number;
    chunks: number;
    reindex: { model: string; filesDone: number; filesTotal: number } | null;
  }>;
};

let companyId: string;
let accountId: string;
beforeAll(async () => {
  const { account, owner } = await accountWithRecommendation(given, {
    name: 'Northwind Ltd',
    companyName: 'Northwind Robotics',
  });
  for (const file of ['NW board mins 2024-03.docx', 'doc_0193.pdf']) {
    const uploaded = await uploadProcessed(owner, account, `project:bench/matching/documents/${file}`);
    expect(uploaded.status).toBe('complete');
  }
  accountId = account.id;
  const company = await (await owner.client.get(`/api/accounts/${account.id}/company`)).json();
  companyId = company.company.id;
}, 60_000);

describe('the Vector Store Manager API', () => {
  test('only super admins may use it: a member of every other kind is refused, a stranger to sign-in too', async () => {
    const { account, owner } = await given.accountWithOwner();
    const signedOut = await keel.app.request('/api/admin/vector-stores', {
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(signedOut.status).toBe(401);
    for (const path of ['/api/admin/vector-stores', `/api/admin/vector-stores/${companyId}`]) {
      const method = path.endsWith('stores') ? 'get' : 'post';
      const response = await owner.client[method](path);
      expect(response.status).toBe(403);
    }
    const stores = await keel.db.select().from(vectorStores).where(eq(vectorStores.companyId, companyId));
    expect(stores).toEqual([]);
    void account;
  });

  test('lists every company with its store or none, and its file and chunk counts', async () => {
    const admin = await given.superAdmin();
    const { account: bare } = await given.accountWithOwner();
    await given.company(bare, 'Aardvark Analytics');
    const response = await admin.client.get('/api/admin/vector-stores');
    expect(response.status).toBe(200);
    const list = (await response.json()) as StoreList;
    expect(list.currentModel).toBe(OFFLINE_EMBEDDING_MODEL);
    const names = list.companies.map((company) => company.companyName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const aardvark = list.companies.find((company) => company.companyName === 'Aardvark Analytics')!;
    expect(aardvark).toMatchObject({ vectorStore: null, files: 0, chunks: 0, reindex: null });
    const northwind = list.companies.find((company) => company.companyId === companyId)!;
    expect(northwind.files).toBe(2);
    expect(northwind.chunks).toBeGreaterThan(0);
  });

  test('creating a store is idempotent: twice gives the same store, on the current model', async () => {
    const admin = await given.superAdmin();
    const first = await admin.client.post(`/api/admin/vector-stores/${companyId}`);
    const second = await admin.client.post(`/api/admin/vector-stores/${companyId}`);
    expect([first.status, second.status]).toEqual([200, 200]);
    const a = (await first.json()).vectorStore;
    const b = (await second.json()).vectorStore;
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({ companyId, accountId, embeddingModel: OFFLINE_EMBEDDING_MODEL });
    expect(
      await keel.db.select().from(vectorStores).where(eq(vectorStores.companyId, companyId)),
    ).toHaveLength(1);
    const missing = await admin.client.post('/api/admin/vector-stores/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });
});

describe('re-indexing after a model change', () => {
  test('search answers from the old vectors until every file has new ones, then from the new', async () => {
    const admin = await given.superAdmin();
    await admin.client.post(`/api/admin/vector-stores/${companyId}`);
    const question = { companyId, query: 'when does the office lease expire' };
    const before = await searchCompanyChunks(keel.deps, question);
    expect(before.model).toBe(OFFLINE_EMBEDDING_MODEL);

    // The model changes: the sweep queues this company.
    const queued: string[] = [];
    const next = { ...keel.deps, engine: engineOnNextModel() };
    const staleNow = await queueStaleReindexes(next, {
      name: 'none',
      send: async (id) => void queued.push(id),
    });
    expect(staleNow).toBeGreaterThan(0);
    expect(queued).toContain(companyId);

    // A run stopped after the first file: both models' chunks exist, search still reads the old.
    const stop = new AbortController();
    const partial = { ...keel.deps, engine: engineOnNextModel(() => stop.abort()) };
    await expect(reindexCompanyChunks(partial, { companyId }, stop.signal)).rejects.toThrow();
    const newRows = await keel.db
      .select({ id: documentChunks.id })
      .from(documentChunks)
      .where(and(eq(documentChunks.companyId, companyId), eq(documentChunks.embeddingModel, 'next-model')));
    expect(newRows.length).toBeGreaterThan(0);
    const during = await searchCompanyChunks(partial, question);
    expect(during.model).toBe(OFFLINE_EMBEDDING_MODEL);
    expect(during.results.map((r) => r.id)).toEqual(before.results.map((r) => r.id));
    const progress = await listVectorStores(next);
    expect(progress.companies.find((c) => c.companyId === companyId)!.reindex).toEqual({
      model: 'next-model',
      filesDone: 1,
      filesTotal: 2,
    });

    // Finished: the store is on the new model, the old vectors are gone, search reads the new ones.
    const done = await reindexCompanyChunks(next, { companyId });
    expect(done.model).toBe('next-model');
    const [store] = await keel.db.select().from(vectorStores).where(eq(vectorStores.companyId, companyId));
    expect(store!.embeddingModel).toBe('next-model');
    const models = await keel.db
      .selectDistinct({ model: documentChunks.embeddingModel })
      .from(documentChunks)
      .where(eq(documentChunks.companyId, companyId));
    expect(models).toEqual([{ model: 'next-model' }]);
    const after = await searchCompanyChunks(next, question);
    expect(after.model).toBe('next-model');
    expect(after.results[0]!.metadata.file_name).toBe(before.results[0]!.metadata.file_name);
    expect(after.results.map((r) => r.id)).not.toEqual(before.results.map((r) => r.id));

    // Back on the offline model for the other tests: re-index again, now through the job.
    const response = await admin.client.post(`/api/admin/vector-stores/${companyId}/reindex`);
    expect(response.status).toBe(202);
    for (let waited = 0; waited < 20_000; waited += 200) {
      const [current] = await keel.db
        .select()
        .from(vectorStores)
        .where(eq(vectorStores.companyId, companyId));
      if (current!.embeddingModel === OFFLINE_EMBEDDING_MODEL) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const [restored] = await keel.db.select().from(vectorStores).where(eq(vectorStores.companyId, companyId));
    expect(restored!.embeddingModel).toBe(OFFLINE_EMBEDDING_MODEL);
  }, 60_000);
});
