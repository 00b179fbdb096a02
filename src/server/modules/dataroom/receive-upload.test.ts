import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { AppError } from '#server/errors.ts';
import { receiveUpload } from './receive-upload.ts';

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
});
