import { createWriteStream, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, test, vi } from 'vitest';
import { AppError } from '#server/errors.ts';
import { receiveUpload } from './receive-upload.ts';

// The real createWriteStream, except where a test makes the disk fail.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return { ...fs, createWriteStream: vi.fn(fs.createWriteStream) };
});

const BOUNDARY = 'keel-test-boundary';
const opening = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="minutes.txt"\r\n\r\n`;
const closing = `\r\n--${BOUNDARY}--\r\n`;

/** A multipart request whose body is `parts`, sent one after another; an Error part fails the body there. */
function uploadRequest(parts: (string | Error)[]) {
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const part = parts.shift();
      // Each part is its own read, so the file is partly written before the body ends or fails.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (part === undefined) controller.close();
      else if (part instanceof Error) controller.error(part);
      else controller.enqueue(new TextEncoder().encode(part));
    },
  });
  return new Request('http://keel.test/upload', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit);
}

const freshTempDir = () => mkdtempSync(path.join(tmpdir(), 'keel-receive-upload-'));

describe('receiveUpload', () => {
  test('a whole file is written to one temporary file under its cleaned name', async () => {
    const tempDir = freshTempDir();
    const upload = await receiveUpload(uploadRequest([opening, 'The board met ', 'on 3 March.', closing]), {
      tempDir,
      maxBytes: 1024,
    });
    expect(upload).toMatchObject({ fileName: 'minutes.txt', size: 25 });
    expect(readFileSync(upload.tempPath, 'utf8')).toBe('The board met on 3 March.');
    expect(readdirSync(tempDir)).toEqual([path.basename(upload.tempPath)]);
  });

  // Both used to end the server process: the file's write failed too, and nothing awaited it.
  test.each([
    ['a body that ends in the middle of the file', [opening, 'The board met ', 'on 3']],
    [
      'a connection lost in the middle of the file',
      [opening, 'The board met ', Object.assign(new Error('aborted'), { code: 'ECONNRESET' })],
    ],
  ])('%s is refused as interrupted and leaves no temporary file', async (_, parts) => {
    const tempDir = freshTempDir();
    const refusal = await receiveUpload(uploadRequest(parts), { tempDir, maxBytes: 1024 }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 400,
      message: 'The upload was interrupted or is not valid multipart data.',
    });
    expect(readdirSync(tempDir)).toEqual([]);
  });

  test('a disk that fails mid-file ends the upload at once as the server’s error, not as a hang', async () => {
    const tempDir = freshTempDir();
    const diskFull = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    let writes = 0;
    vi.mocked(createWriteStream).mockImplementationOnce(
      () =>
        new Writable({
          highWaterMark: 1024,
          write(_chunk, _encoding, done) {
            writes++;
            done(writes > 1 ? diskFull : null);
          },
        }) as never,
    );
    // Far more than the streams buffer: the parser must be told to stop, or it waits on the file.
    const parts = [opening, ...Array.from({ length: 50 }, () => 'x'.repeat(64 * 1024)), closing];
    const refusal = await receiveUpload(uploadRequest(parts), { tempDir, maxBytes: 10 * 1024 * 1024 }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBe(diskFull);
    expect(parts.length).toBeGreaterThan(10); // most of the body was never read
  });
});
