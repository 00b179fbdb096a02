import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { capStreamSize } from './cap-stream-size.ts';
import { assertSafeKey, assertSafePrefix, type Storage } from './storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `DATA_DIR/files`, each with a small sidecar holding its content type. */
export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };

  const storage: Storage = {
    async put(key, bytes, contentType) {
      await storage.putStream(key, Readable.from([bytes]), {
        contentType,
        maxBytes: Number.POSITIVE_INFINITY,
      });
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async putStream(key, source, { contentType, maxBytes }) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target under a unique name and renamed in: a crash or a failed upload
      // never leaves a half-written file under the key, and two writers never share a temp file.
      const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.partial`);
      const counter = { size: 0 };
      // Opened before streaming, so the temp file exists before any failure and the cleanup below
      // cannot run ahead of a late open that would recreate it.
      const handle = await open(partial, 'wx');
      try {
        await pipeline(capStreamSize(source, maxBytes, counter), handle.createWriteStream({ flush: true }));
        await writeFile(`${file}.type`, contentType);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: counter.size };
    },
    async getStream(key) {
      const file = fileOf(key);
      let handle: FileHandle;
      try {
        handle = await open(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const [{ size }, contentType] = await Promise.all([handle.stat(), readFile(`${file}.type`, 'utf8')]);
        // The stream closes the handle when it ends or is cancelled.
        const stream = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { stream, contentType, size };
      } catch (error) {
        await handle.close();
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      await rm(path.join(root, prefix), { recursive: true, force: true });
    },
  };
  return storage;
}
