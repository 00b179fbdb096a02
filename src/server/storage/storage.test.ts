import { createHash, type Hash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startS3Server } from '../test/s3-server.ts';
import { createDiskStorage } from './disk-storage.ts';
import { PART_BYTES } from './put-s3-stream.ts';
import { createS3Storage } from './s3-storage.ts';
import { ObjectTooLargeError, type Storage } from './storage.ts';

/** One implementation under test, and everything it has left behind under a prefix. */
type Subject = {
  storage: Storage;
  leftovers(prefix: string): Promise<string[]>;
  /** Bytes already in the store for uploads still under way (temp files, multipart parts). */
  bytesInFlight(prefix: string): Promise<number>;
  close(): Promise<void>;
};

const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);

const implementations: [string, () => Promise<Subject>][] = [
  [
    'disk',
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'keel-storage-'));
      // Every file, temp files and content-type sidecars included.
      const leftovers = async (prefix: string) =>
        (await readdir(path.join(root, prefix), { recursive: true, withFileTypes: true }).catch(() => []))
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name));
      return {
        storage: createDiskStorage(root),
        leftovers,
        bytesInFlight: async (prefix) =>
          sum(
            await Promise.all(
              (await leftovers(prefix))
                .filter((file) => file.endsWith('.partial'))
                .map(async (file) => (await stat(file)).size),
            ),
          ),
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3',
    async () => {
      const s3 = await startS3Server();
      return {
        storage: createS3Storage(s3.settings),
        // Objects, and the parts of multipart uploads never completed nor aborted.
        leftovers: async (prefix) => [
          ...(await s3.keys(prefix)),
          ...(await s3.unfinishedUploads(prefix)).map((upload) => `unfinished upload of ${upload.key}`),
        ],
        bytesInFlight: async (prefix) =>
          sum((await s3.unfinishedUploads(prefix)).map((upload) => upload.bytes)),
        close: s3.close,
      };
    },
  ],
];

const MiB = 1024 * 1024;

/** `total` random bytes in 64 KiB chunks, hashed as they go; throws `failure` after `failAfter` bytes. */
async function* randomChunks(total: number, hash: Hash, failAfter = Number.POSITIVE_INFINITY) {
  for (let sent = 0; sent < total; ) {
    if (sent >= failAfter) throw new Error('connection reset by peer');
    const chunk = randomBytes(Math.min(64 * 1024, total - sent));
    hash.update(chunk);
    sent += chunk.byteLength;
    yield new Uint8Array(chunk);
  }
}

async function sha256Of(stream: ReadableStream<Uint8Array>) {
  const hash = createHash('sha256');
  for await (const chunk of Readable.fromWeb(stream as never)) hash.update(chunk);
  return hash.digest('hex');
}

let folders = 0;
/** A folder of its own for each test, so leftovers are one test's. */
const folder = () => `test-${++folders}/`;

describe.each(implementations)('%s storage', (_name, create) => {
  let subject: Subject;
  let storage: Storage;
  beforeAll(async () => {
    subject = await create();
    storage = subject.storage;
  }, 30_000);
  afterAll(() => subject?.close());

  test('a streamed multi-MB upload reads back byte for byte, with its size and type', async () => {
    const dir = folder();
    const sent = createHash('sha256');
    // Over two parts, and not a multiple of one, so S3 takes the multipart path with a short last part.
    const total = 2 * PART_BYTES + 123_457;
    const source = Readable.toWeb(Readable.from(randomChunks(total, sent))) as ReadableStream<Uint8Array>;

    const { size } = await storage.putStream(`${dir}board-minutes.pdf`, source, {
      contentType: 'application/pdf',
      maxBytes: 50 * MiB,
    });

    expect(size).toBe(total);
    const stored = await storage.getStream(`${dir}board-minutes.pdf`);
    expect(stored).toMatchObject({ size: total, contentType: 'application/pdf' });
    expect(await sha256Of(stored!.stream)).toBe(sent.digest('hex'));
    // No temp file or unfinished upload beside the object (the disk's content-type sidecar is its own).
    const others = (await subject.leftovers(dir)).filter(
      (file) => !/board-minutes\.pdf(\.type)?$/.test(file),
    );
    expect(others).toEqual([]);
  });

  test('bytes reach the store while the stream arrives, yet the key shows nothing until it ends', async () => {
    const dir = folder();
    let inFlight = 0;
    let visibleEarly: unknown = 'not checked';
    async function* slowSource() {
      yield* randomChunks(2 * PART_BYTES + MiB, createHash('sha256'));
      // The sender pauses here: what was sent so far must already be in the store.
      await new Promise((resolve) => setTimeout(resolve, 100));
      inFlight = await subject.bytesInFlight(dir);
      visibleEarly = await storage.get(`${dir}slow.pdf`);
      yield new Uint8Array(10);
    }

    await storage.putStream(`${dir}slow.pdf`, slowSource(), {
      contentType: 'application/pdf',
      maxBytes: 50 * MiB,
    });

    // Never held whole in memory: two parts were already stored while the sender paused.
    expect(inFlight).toBeGreaterThanOrEqual(2 * PART_BYTES);
    // Never half-written under the key: a crash at that moment leaves no object to read.
    expect(visibleEarly).toBeNull();
    const stored = await storage.getStream(`${dir}slow.pdf`);
    await stored?.stream.cancel();
    expect(stored?.size).toBe(2 * PART_BYTES + MiB + 10);
  });

  test('a Node stream stores too, and put/get of bytes still work (profile photos)', async () => {
    const dir = folder();
    const { size } = await storage.putStream(
      `${dir}notes.txt`,
      Readable.from([Buffer.from('Board approved.')]),
      {
        contentType: 'text/plain',
        maxBytes: 100,
      },
    );
    expect(size).toBe(15);
    expect(new TextDecoder().decode((await storage.get(`${dir}notes.txt`))!.bytes)).toBe('Board approved.');

    await storage.put(`${dir}photo.webp`, new Uint8Array([82, 73, 70, 70]), 'image/webp');
    expect(await storage.get(`${dir}photo.webp`)).toEqual({
      bytes: new Uint8Array([82, 73, 70, 70]),
      contentType: 'image/webp',
    });
  });

  test('a missing key reads as null', async () => {
    expect(await storage.get(`${folder()}missing.pdf`)).toBeNull();
    expect(await storage.getStream(`${folder()}missing.pdf`)).toBeNull();
  });

  test.each([
    ['in one part', 1000, 1001],
    ['after parts were uploaded', PART_BYTES + MiB, PART_BYTES + 2 * MiB],
  ])('a stream past its cap %s throws ObjectTooLargeError and leaves nothing', async (_, maxBytes, total) => {
    const dir = folder();
    const upload = storage.putStream(`${dir}huge.pdf`, randomChunks(total, createHash('sha256')), {
      contentType: 'application/pdf',
      maxBytes,
    });

    await expect(upload).rejects.toBeInstanceOf(ObjectTooLargeError);
    await expect(upload).rejects.toMatchObject({ maxBytes });
    expect(await storage.get(`${dir}huge.pdf`)).toBeNull();
    expect(await subject.leftovers(dir)).toEqual([]);
  });

  test('a stream of exactly its cap is stored', async () => {
    const dir = folder();
    const { size } = await storage.putStream(`${dir}exact.bin`, randomChunks(1000, createHash('sha256')), {
      contentType: 'application/octet-stream',
      maxBytes: 1000,
    });
    expect(size).toBe(1000);
  });

  test.each([
    ['in its first part', 64 * 1024],
    ['after parts were uploaded', PART_BYTES + MiB],
  ])('a stream that fails %s throws its error and leaves nothing', async (_, failAfter) => {
    const dir = folder();
    const upload = storage.putStream(
      `${dir}cut.pdf`,
      randomChunks(3 * PART_BYTES, createHash('sha256'), failAfter),
      { contentType: 'application/pdf', maxBytes: 50 * MiB },
    );

    await expect(upload).rejects.toThrow('connection reset by peer');
    expect(await storage.get(`${dir}cut.pdf`)).toBeNull();
    expect(await subject.leftovers(dir)).toEqual([]);
  });

  test('deleting removes the object; deleting a missing key is fine', async () => {
    const dir = folder();
    await storage.put(`${dir}a.txt`, new Uint8Array([1]), 'text/plain');

    await storage.delete(`${dir}a.txt`);
    await storage.delete(`${dir}a.txt`);
    await storage.delete(`${dir}never-stored.txt`);

    expect(await storage.get(`${dir}a.txt`)).toBeNull();
    expect(await subject.leftovers(dir)).toEqual([]);
  });

  test('deletePrefix removes everything under the folder and nothing beside it', async () => {
    const dir = folder();
    const keys = ['company-a/1.pdf', 'company-a/deep/2.pdf', 'company-ab/3.pdf', 'company-b/4.pdf'];
    for (const key of keys) await storage.put(`${dir}${key}`, new Uint8Array([1, 2, 3]), 'application/pdf');

    await storage.deletePrefix(`${dir}company-a/`);
    await storage.deletePrefix(`${dir}company-c/`);

    const present = await Promise.all(keys.map(async (key) => (await storage.get(`${dir}${key}`)) !== null));
    expect(present).toEqual([false, false, true, true]);
  });

  test.each(['../escape.pdf', '/etc/passwd', 'a/../../b.pdf', 'a b.pdf', 'a/', '', 'a\\b.pdf'])(
    'the unsafe key %j is refused by every method',
    async (key) => {
      const bytes = new Uint8Array([1]);
      await expect(storage.put(key, bytes, 'text/plain')).rejects.toThrow('Unsafe storage key');
      await expect(storage.get(key)).rejects.toThrow('Unsafe storage key');
      await expect(
        storage.putStream(key, Readable.from([bytes]), { contentType: 'text/plain', maxBytes: 10 }),
      ).rejects.toThrow('Unsafe storage key');
      await expect(storage.getStream(key)).rejects.toThrow('Unsafe storage key');
      await expect(storage.delete(key)).rejects.toThrow('Unsafe storage key');
    },
  );

  test.each(['', 'company-a', '/', '../', 'a//', '/company-a/', 'a/../'])(
    'the unsafe prefix %j is refused',
    async (prefix) => {
      await expect(storage.deletePrefix(prefix)).rejects.toThrow(/Unsafe storage (prefix|key)/);
    },
  );
});
