import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { documentChunks } from '#server/db/schema/data-room.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import { startS3Server } from '#server/test/s3-server.ts';
import { accountWithRecommendation, filesPath, uploadProcessed } from './data-room-test-kit.ts';

const keel = await createTestKeel({ worker: true });
const given = createGiven(keel);
const { account, owner } = await accountWithRecommendation(given);

describe('every accepted format goes through the pipeline', () => {
  const documents: Array<[string, string, RegExp]> = [
    ['pdf', 'finance/170929 The OpenGov Foundation Audited Financial Statements-TY2016.pdf', /auditor/i],
    ['docx', 'legal/common-paper-mutual-nda.docx', /confidential/i],
    ['docx (Strict OOXML)', 'formats/strict-format.docx', /\w+/],
    ['doc', 'formats/test07.doc', /\w+/],
    ['xlsx', 'finance/ocf2ocx.xlsx', /stakeholder/i],
    ['xls', 'project:bench/matching/documents/trademarks and patents.xls', /\w+/],
    ['csv', 'finance/captable-stakeholders-template.csv', /stakeholder|name/i],
    ['txt (CR-only line endings)', 'policies/conflict-of-interest-policy.txt', /conflict of interest/i],
    ['md', 'policies/incident.md', /incident/i],
  ];
  test.each(documents)('%s: %s is indexed and analysed', async (_format, relative, expected) => {
    const file = await uploadProcessed(owner, account, relative);
    expect(file.status, file.errorMessage ?? '').toBe('complete');
    expect(file.totalChunks).toBeGreaterThan(0);
    const chunks = await keel.db.select().from(documentChunks).where(eq(documentChunks.fileId, file.id));
    expect(chunks.map((chunk) => chunk.content).join(' ')).toMatch(expected);
  });

  test('an image-only scan is read by offline OCR', async () => {
    const file = await uploadProcessed(
      owner,
      account,
      'legal/dc-certificate-of-incorporation.pdf',
      'scan0042.pdf',
    );
    expect(file).toMatchObject({ status: 'complete', usedOcr: true });
    expect(file.totalChunks).toBeGreaterThan(0);
  });
});

describe('on S3-compatible storage', () => {
  test('an upload is stored in the bucket under its company, and deleting it leaves the bucket empty', async () => {
    const s3 = await startS3Server();
    const onS3 = await createTestKeel({ worker: true, env: s3.env });
    afterAll(() => s3.close());
    const s3Given = createGiven(onS3);
    const { account: s3Account, owner: s3Owner } = await accountWithRecommendation(s3Given);

    const file = await uploadProcessed(s3Owner, s3Account, 'policies/information.md');
    expect(file.status).toBe('complete');
    const keys = await s3.keys('data-room-files/');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^data-room-files\/[0-9a-f-]{36}\/\d+-[0-9a-f]{12}-information\.md$/);

    expect((await s3Owner.client.delete(`${filesPath(s3Account)}/${file.id}`)).status).toBe(200);
    expect(await s3.keys('data-room-files/')).toEqual([]);
  });
});
