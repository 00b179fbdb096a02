import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { dataRoomMessages } from '#domain/schemas/data-room.ts';
import { pendingFileDeletions } from '#server/db/schema/accounts.ts';
import { dataRoomFiles, documentChunks } from '#server/db/schema/data-room.ts';
import { createGiven } from '#server/test/given.ts';
import { createTestKeel } from '#server/test/harness.ts';
import {
  accountWithRecommendation,
  establishedCompany,
  type FileView,
  filesPath,
  generateRecommendation,
  processed,
  uploadBytes,
  uploadCorpusFile,
  uploadProcessed,
} from './data-room-test-kit.ts';

const keel = await createTestKeel({ worker: true, env: { UPLOAD_MAX_BYTES: String(2 * 1024 * 1024) } });
const given = createGiven(keel);

/** An account with a company, answers and an active recommendation: ready for uploads. */
const readyDataRoom = () => accountWithRecommendation(given);

const rowsOf = (account: { id: string }) =>
  keel.db.select().from(dataRoomFiles).where(eq(dataRoomFiles.accountId, account.id));

describe('uploading to the data room', () => {
  test('without a recommendation the upload is refused and nothing is stored', async () => {
    const { account, owner } = await given.accountWithOwner();
    await given.answers(owner, account, establishedCompany);
    const response = await uploadCorpusFile(owner, account, 'policies/information.md');
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(dataRoomMessages.selectRecommendationFirst);
    expect(await rowsOf(account)).toEqual([]);
  });

  test('a policy is stored, indexed into chunks of its company and matched to its recommended file', async () => {
    const { account, owner, recommendation } = await readyDataRoom();
    const response = await uploadCorpusFile(owner, account, 'policies/information.md', 'infosec.md');
    expect(response.status).toBe(201);
    const uploaded = (await response.json()) as FileView;
    expect(uploaded).toMatchObject({ fileName: 'infosec.md', format: 'md', status: 'queued' });
    expect(uploaded).not.toHaveProperty('storageKey');

    const file = await processed(owner, account, uploaded.id);
    expect(file.status).toBe('complete');
    expect(file.totalChunks).toBeGreaterThan(0);
    const chunks = await keel.db.select().from(documentChunks).where(eq(documentChunks.fileId, file.id));
    expect(chunks).toHaveLength(file.totalChunks);
    expect(chunks.every((chunk) => chunk.accountId === account.id)).toBe(true);
    expect(chunks.map((chunk) => chunk.content).join(' ')).toMatch(/information security/i);

    const target = recommendation.files.find((f) => f.documentKey === 'security.information_security_policy');
    expect(target).toBeDefined();
    expect(file.matchedFileId).toBe(target!.id);
    expect(file.confidenceScore).toBeGreaterThanOrEqual(0.5);
    expect(file.aiReasoning).toBeTruthy();
  });

  test('a file over UPLOAD_MAX_BYTES is refused with 413 and leaves nothing behind', async () => {
    const { account, owner } = await readyDataRoom();
    const big = new Uint8Array(3 * 1024 * 1024).fill(65);
    const response = await uploadBytes(owner, account, 'big.txt', big);
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toContain('2 MB');
    expect(await rowsOf(account)).toEqual([]);
  });

  test('an upload whose body ends mid-file is refused as interrupted, stores nothing, and the server carries on', async () => {
    const { account, owner } = await readyDataRoom();
    const cutOff = await owner.client.raw(
      'POST',
      filesPath(account),
      '--cut\r\nContent-Disposition: form-data; name="file"; filename="minutes.txt"\r\n\r\nThe board met',
      { 'content-type': 'multipart/form-data; boundary=cut' },
    );
    expect(cutOff.status).toBe(400);
    expect((await cutOff.json()).error).toMatchObject({
      message: 'The upload was interrupted or is not valid multipart data.',
      fields: { file: 'The upload could not be read. Please try again.' },
    });
    expect(await rowsOf(account)).toEqual([]);
    const next = await uploadBytes(owner, account, 'minutes.txt', new TextEncoder().encode('The board met.'));
    expect(next.status).toBe(201);
  });

  test('a picture behind a .pdf name is refused by its content, and nothing is stored', async () => {
    const { account, owner } = await readyDataRoom();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const response = await uploadBytes(owner, account, 'annual-report.pdf', png);
    expect(response.status).toBe(415);
    expect(await rowsOf(account)).toEqual([]);
    const guards = await keel.db.select().from(pendingFileDeletions);
    expect(guards.filter((guard) => guard.storageKey.includes('annual-report'))).toEqual([]);
  });

  test('twenty concurrent uploads are all stored under distinct keys and processed', async () => {
    const { account, owner } = await readyDataRoom();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        uploadBytes(
          owner,
          account,
          `note-${i}.txt`,
          new TextEncoder().encode(`Board note ${i}: the board met.`),
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(new Array(20).fill(201));
    const rows = await rowsOf(account);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.storageKey)).size).toBe(20);
    for (const row of rows) expect((await processed(owner, account, row.id)).status).toBe('complete');
  });

  test('the per-account file cap is enforced on the server', async () => {
    const capped = await createTestKeel({ worker: true, env: { DATA_ROOM_MAX_FILES: '2' } });
    const cappedGiven = createGiven(capped);
    const { account, owner } = await accountWithRecommendation(cappedGiven);
    const note = (i: number) => new TextEncoder().encode(`Note ${i}: the board approved the budget.`);
    expect((await uploadBytes(owner, account, 'a.txt', note(1))).status).toBe(201);
    expect((await uploadBytes(owner, account, 'b.txt', note(2))).status).toBe(201);
    const third = await uploadBytes(owner, account, 'c.txt', note(3));
    expect(third.status).toBe(409);
    expect((await third.json()).error.message).toBe(dataRoomMessages.tooManyFiles(2));
    const rows = await capped.db.select().from(dataRoomFiles).where(eq(dataRoomFiles.accountId, account.id));
    expect(rows.map((row) => row.fileName).sort()).toEqual(['a.txt', 'b.txt']);
    // The refused file's object was removed with its guard: only the two kept files remain queued for nothing.
    expect(await capped.db.select().from(pendingFileDeletions)).toEqual([]);
  });
});

describe('files that cannot be read', () => {
  const broken: Array<[string, string]> = [
    ['formats/print_protection.pdf', 'This PDF is password-protected'],
    ['formats/libreoffice-writer-password.pdf', 'This PDF is password-protected'],
    ['formats/bug1020226.pdf', 'This file is damaged and could not be read'],
    ['formats/empty.docx', 'This file contains no text'],
    ['formats/example_password.docx', 'password-protected'],
    ['formats/example_password.xlsx', 'password-protected'],
    ['formats/rc4cryptoapi_password.doc', 'password-protected'],
    ['formats/rc4cryptoapi_password.xls', 'password-protected'],
    ['formats/badfile-01-bad-header.doc', 'damaged'],
    ['formats/BlankSheetTypes.xls', 'This file contains no text'],
  ];
  test.each(broken)('%s ends failed with "%s" while the server stays healthy', async (relative, message) => {
    const { account, owner } = await readyDataRoom();
    const file = await uploadProcessed(owner, account, relative);
    expect(file.status).toBe('failed');
    expect(file.errorMessage).toContain(message);
    expect((await owner.client.get('/api/health')).status).toBe(200);
  });
});

describe('deleting, correcting and isolation', () => {
  test('deleting a file removes its row, its chunks and its stored object', async () => {
    const { account, owner } = await readyDataRoom();
    const uploaded = await uploadProcessed(owner, account, 'policies/incident.md');
    const [row] = await rowsOf(account);
    const response = await owner.client.delete(`${filesPath(account)}/${uploaded.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, fileName: 'incident.md' });
    expect(await rowsOf(account)).toEqual([]);
    expect(await keel.db.select().from(documentChunks).where(eq(documentChunks.fileId, uploaded.id))).toEqual(
      [],
    );
    expect(await keel.deps.storage.get(row!.storageKey)).toBeNull();
    expect(
      await keel.db
        .select()
        .from(pendingFileDeletions)
        .where(eq(pendingFileDeletions.storageKey, row!.storageKey)),
    ).toEqual([]);
  });

  test("a member may not delete or correct someone else's file; the uploader and an admin may", async () => {
    const { account, owner } = await readyDataRoom();
    const member = await given.member(account, 'member');
    const admin = await given.member(account, 'admin');
    const ownersFile = (await (
      await uploadCorpusFile(owner, account, 'policies/continuity.md')
    ).json()) as FileView;
    const membersFile = (await (
      await uploadCorpusFile(member, account, 'policies/disaster.md')
    ).json()) as FileView;
    await processed(owner, account, ownersFile.id);
    await processed(owner, account, membersFile.id);

    expect((await member.client.delete(`${filesPath(account)}/${ownersFile.id}`)).status).toBe(403);
    expect(
      (await member.client.put(`${filesPath(account)}/${ownersFile.id}/match`, { kind: 'none' })).status,
    ).toBe(403);
    expect(
      (await member.client.put(`${filesPath(account)}/${membersFile.id}/match`, { kind: 'none' })).status,
    ).toBe(200);
    expect((await member.client.delete(`${filesPath(account)}/${membersFile.id}`)).status).toBe(200);
    expect((await admin.client.delete(`${filesPath(account)}/${ownersFile.id}`)).status).toBe(200);
  });

  test('another account never sees, deletes or corrects a file, and its chunks stay apart', async () => {
    const { account, owner } = await readyDataRoom();
    const other = await readyDataRoom();
    const uploaded = await uploadProcessed(owner, account, 'policies/information.md');
    const strangerPaths = [`${filesPath(other.account)}/${uploaded.id}`];
    for (const path of strangerPaths) {
      expect((await other.owner.client.get(path)).status).toBe(404);
      expect((await other.owner.client.delete(path)).status).toBe(404);
      expect((await other.owner.client.put(`${path}/match`, { kind: 'none' })).status).toBe(404);
    }
    expect((await other.owner.client.get(`${filesPath(account)}/${uploaded.id}`)).status).toBe(404);
    const listed = (await (await other.owner.client.get(filesPath(other.account))).json()) as {
      files: FileView[];
    };
    expect(listed.files).toEqual([]);
    const [row] = await rowsOf(account);
    expect(row!.storageKey).toContain(row!.companyId);
    const foreignChunks = await keel.db
      .select()
      .from(documentChunks)
      .where(and(eq(documentChunks.fileId, uploaded.id), eq(documentChunks.accountId, other.account.id)));
    expect(foreignChunks).toEqual([]);
  });

  test("a person's correction is shown as theirs and survives a new recommendation; one of no known kind is refused", async () => {
    const { account, owner, recommendation } = await readyDataRoom();
    const uploaded = await uploadProcessed(owner, account, 'policies/incident.md', 'scan0042.md');
    for (const body of [{}, { kind: 'maybe' }]) {
      const refused = await owner.client.put(`${filesPath(account)}/${uploaded.id}/match`, body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.message).toBe(
        "Choose what the file is: kind 'file' (with recommendedFileId), 'none' or 'engine'.",
      );
    }
    expect((await rowsOf(account))[0]!.correctedAt).toBeNull();
    const board = recommendation.files.find((f) => f.documentKey === 'board.board_minutes')!;
    const corrected = await owner.client.put(`${filesPath(account)}/${uploaded.id}/match`, {
      kind: 'file',
      recommendedFileId: board.id,
    });
    expect(corrected.status).toBe(200);
    expect(await corrected.json()).toMatchObject({
      matchedFileId: board.id,
      confidenceScore: 1,
      correction: { kind: 'file' },
    });

    await given.answers(owner, account, { 'hr.headcount': '41' });
    const next = await generateRecommendation(owner, account);
    const nextBoard = next.files.find((f) => f.documentKey === 'board.board_minutes')!;
    expect(nextBoard.id).not.toBe(board.id);
    for (let waited = 0; waited < 20_000; waited += 200) {
      const [row] = await rowsOf(account);
      if (row!.analyzedRecommendationId === next.id) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const file = (await (await owner.client.get(`${filesPath(account)}/${uploaded.id}`)).json()) as FileView;
    expect(file).toMatchObject({ matchedFileId: nextBoard.id, confidenceScore: 1 });
  });
});

describe('deleting the account', () => {
  test('removes every stored file of its data room', async () => {
    const { account, owner } = await readyDataRoom();
    const _uploaded = await uploadProcessed(owner, account, 'policies/incident.md');
    const [row] = await rowsOf(account);
    expect(await keel.deps.storage.get(row!.storageKey)).not.toBeNull();

    const code = await owner.client.post(`/api/accounts/${account.id}/deletion-code`);
    const { code: confirmationText } = (await code.json()) as { code: string };
    const deleted = await owner.client.delete(`/api/accounts/${account.id}`, { confirmationText });
    expect(deleted.status).toBe(200);
    expect(await keel.deps.storage.get(row!.storageKey)).toBeNull();
    expect(await keel.db.select().from(pendingFileDeletions)).toEqual([]);
  });
});
