import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { OFFLINE_EMBEDDING_MODEL } from '#server/ai/embedding-model.ts';
import { companies, vectorStores } from '#server/db/schema/accounts.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';

const keel = await createTestKeel();
const given = createGiven(keel);

const companyOf = (account: { id: string }) => `/api/accounts/${account.id}/company`;

async function storedCompanies(accountId: string) {
  return keel.db.select().from(companies).where(eq(companies.accountId, accountId));
}

async function storesOf(companyId: string) {
  return keel.db.select().from(vectorStores).where(eq(vectorStores.companyId, companyId));
}

/** A new account's owner creates its company with `body`: the account and the answer. */
async function createCompany(body: Record<string, unknown>) {
  const { account, owner } = await given.accountWithOwner();
  return { account, owner, response: await owner.client.post(companyOf(account), body) };
}

describe('creating the company', () => {
  test("a website without a scheme gets 'https://'", async () => {
    const { account, response } = await createCompany({ name: '  Acme Corp ', websiteUrl: 'acme.com' });
    expect(response.status).toBe(201);
    expect((await response.json()).company).toMatchObject({
      accountId: account.id,
      name: 'Acme Corp',
      websiteUrl: 'https://acme.com',
    });
    expect(await storedCompanies(account.id)).toEqual([
      expect.objectContaining({ name: 'Acme Corp', websiteUrl: 'https://acme.com' }),
    ]);
  });

  test('a website with a scheme is kept; none is allowed', async () => {
    const first = await given.accountWithOwner();
    await first.owner.client.post(companyOf(first.account), { name: 'X', websiteUrl: 'http://x.io' });
    expect((await storedCompanies(first.account.id))[0]?.websiteUrl).toBe('http://x.io');
    const second = await given.accountWithOwner();
    expect(
      (await second.owner.client.post(companyOf(second.account), { name: 'Y', websiteUrl: '' })).status,
    ).toBe(201);
    expect((await storedCompanies(second.account.id))[0]?.websiteUrl).toBeNull();
  });

  test('a blank name is refused with the create message', async () => {
    const { account, response } = await createCompany({ name: '   ', websiteUrl: 'acme.com' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      message: 'Please enter a company name',
      fields: { name: 'Please enter a company name' },
    });
    expect(await storedCompanies(account.id)).toHaveLength(0);
  });

  test('a website that is not an address is refused', async () => {
    const { account, response } = await createCompany({ name: 'Acme', websiteUrl: 'not a website' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty('websiteUrl');
    expect(await storedCompanies(account.id)).toHaveLength(0);
  });

  test('an account has one company: a second create is refused with 409 and the first stays', async () => {
    const { account, owner } = await given.accountWithOwner();
    await owner.client.post(companyOf(account), { name: 'First', websiteUrl: 'first.com' });
    const response = await owner.client.post(companyOf(account), {
      name: 'Second',
      websiteUrl: 'second.com',
    });
    expect(response.status).toBe(409);
    expect(await storedCompanies(account.id)).toEqual([
      expect.objectContaining({ name: 'First', websiteUrl: 'https://first.com' }),
    ]);
  });

  test('members read the company; before it exists it is null', async () => {
    const { account, owner } = await given.accountWithOwner();
    const member = await given.member(account, 'member');
    expect(await (await member.client.get(companyOf(account))).json()).toMatchObject({ company: null });
    await owner.client.post(companyOf(account), { name: 'Acme', websiteUrl: 'acme.com' });
    expect((await (await member.client.get(companyOf(account))).json()).company).toMatchObject({
      name: 'Acme',
    });
  });
});

describe('editing the company', () => {
  test('an admin renames it and changes the website', async () => {
    const { account } = await given.accountWithOwner();
    const company = await given.company(account, 'Old Co');
    const admin = await given.member(account, 'admin');
    const response = await admin.client.patch(companyOf(account), {
      name: 'New Co',
      websiteUrl: 'new.example',
    });
    expect(response.status).toBe(200);
    const [stored] = await storedCompanies(account.id);
    expect(stored).toMatchObject({ id: company.id, name: 'New Co', websiteUrl: 'https://new.example' });
  });

  test('a blank name is refused with the edit message and nothing changes', async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.company(account, 'Keep Co');
    const response = await owner.client.patch(companyOf(account), { name: '', websiteUrl: 'other.com' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      message: 'Please enter a valid company name',
      fields: { name: 'Please enter a valid company name' },
    });
    expect(await storedCompanies(account.id)).toEqual([
      expect.objectContaining({ name: 'Keep Co', websiteUrl: 'https://acme.com' }),
    ]);
  });

  test('editing before the company exists is a 404 and creates nothing', async () => {
    const { account, owner } = await given.accountWithOwner();
    expect((await owner.client.patch(companyOf(account), { name: 'Ghost' })).status).toBe(404);
    expect(await storedCompanies(account.id)).toHaveLength(0);
  });
});

describe('the vector store', () => {
  test('is bound to the company with the embedding model recorded, and creating it twice keeps one', async () => {
    const { account, owner } = await given.accountWithOwner();
    const company = await given.company(account);
    const first = await owner.client.post(`/api/accounts/${account.id}/vector-store`, {
      companyId: company.id,
    });
    expect(first.status).toBe(200);
    const { vectorStore } = await first.json();
    expect(vectorStore).toMatchObject({
      companyId: company.id,
      accountId: account.id,
      embeddingModel: OFFLINE_EMBEDDING_MODEL,
    });

    const second = await owner.client.post(`/api/accounts/${account.id}/vector-store`, {
      companyId: company.id,
    });
    expect(second.status).toBe(200);
    expect((await second.json()).vectorStore.id).toBe(vectorStore.id);
    expect(await storesOf(company.id)).toHaveLength(1);
    expect((await (await owner.client.get(companyOf(account))).json()).vectorStore).toMatchObject({
      id: vectorStore.id,
    });
  });

  test('a company of another account is not found and gets no store', async () => {
    const { account: mine, owner: me } = await given.accountWithOwner();
    const { account: theirs } = await given.accountWithOwner();
    const theirCompany = await given.company(theirs);
    const response = await me.client.post(`/api/accounts/${mine.id}/vector-store`, {
      companyId: theirCompany.id,
    });
    expect(response.status).toBe(404);
    expect(await storesOf(theirCompany.id)).toHaveLength(0);
    const unknown = await me.client.post(`/api/accounts/${mine.id}/vector-store`, {
      companyId: randomUUID(),
    });
    expect(unknown.status).toBe(404);
  });
});
