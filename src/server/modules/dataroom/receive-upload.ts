import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { formatFileSize } from '#domain/data-room.ts';
import { AppError } from '#server/errors.ts';

export type ReceivedUpload = { fileName: string; size: number; tempPath: string };

/** Room for the multipart framing around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Streams the one file of a multipart request (field `file`) to a temporary file, never holding
 * it in memory, and stops reading as soon as it passes `maxBytes`. The caller removes the
 * temporary file (`discardUpload`) whatever happens next.
 */
export async function receiveUpload(
  request: Request,
  options: { tempDir: string; maxBytes: number },
): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError(
      'validation_failed',
      'Send the file as multipart/form-data in the field "file".',
      400,
      {
        file: 'Choose a file to upload.',
      },
    );
  }
  const declaredLength = Number(request.headers.get('content-length') ?? 0);
  if (declaredLength > options.maxBytes + MULTIPART_OVERHEAD) throw fileTooLarge(options.maxBytes);
  if (!request.body) throw noFile();

  await mkdir(options.tempDir, { recursive: true });
  const tempPath = path.join(options.tempDir, `upload-${crypto.randomUUID()}`);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: options.maxBytes, fields: 5, parts: 6, fieldSize: 1024 },
      defParamCharset: 'utf8',
    });
  } catch {
    throw new AppError('validation_failed', 'The upload is not valid multipart/form-data.', 400, {
      file: 'The upload could not be read. Please try again.',
    });
  }

  let received: ReceivedUpload | null = null;
  let failure: unknown = null;
  let writeFailure: unknown = null;
  let writeStoppedRequest = false;
  const writes: Promise<void>[] = [];
  parser.on('file', (field, stream, info) => {
    if (field !== 'file' || received) {
      stream.resume();
      return;
    }
    const fileName = cleanFileName(info.filename);
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    stream.on('limit', () => {
      failure = fileTooLarge(options.maxBytes);
    });
    received = { fileName, size: 0, tempPath };
    // The write's failure is kept, not left to reject: a request cut off mid-file fails this write
    // as well as the request's own pipeline, and a rejection nobody awaits would end the process.
    writes.push(
      pipeline(stream, createWriteStream(tempPath)).then(
        () => {
          if (received) received.size = size;
        },
        (error: unknown) => {
          writeFailure = error;
          // A write that fails while the request is still read is the server's (a full disk): stop
          // reading, or the parser waits for ever on the file stream the failure destroyed.
          if (parser.destroyed) return;
          writeStoppedRequest = true;
          parser.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      ),
    );
  });

  let readFailure: unknown = null;
  try {
    await pipeline(Readable.fromWeb(request.body as never), parser);
  } catch (error) {
    readFailure = error;
  }
  // The temporary file is removed only once its write has ended, so no late write recreates it.
  await Promise.all(writes);
  if (readFailure || writeFailure) {
    await discardUpload(tempPath);
    // A write that failed on its own is the server's; one that failed because the request ended
    // early is the client's.
    if (writeFailure && (!readFailure || writeStoppedRequest)) throw writeFailure;
    if (readFailure instanceof AppError) throw readFailure;
    throw new AppError(
      'validation_failed',
      'The upload was interrupted or is not valid multipart data.',
      400,
      {
        file: 'The upload could not be read. Please try again.',
      },
    );
  }
  if (failure) {
    await discardUpload(tempPath);
    throw failure;
  }
  const upload = received as ReceivedUpload | null;
  if (!upload) throw noFile();
  if (!upload.fileName) {
    await discardUpload(tempPath);
    throw new AppError('validation_failed', 'The file has no name.', 400, { file: 'The file has no name.' });
  }
  return upload;
}

export async function discardUpload(tempPath: string) {
  await rm(tempPath, { force: true });
}

/** The name as the user sees it: no folders, no control characters, at most 255 characters. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[\p{Cc}\u200b-\u200d\ufeff]/gu, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .trim()
    .slice(0, 255);
}

function noFile() {
  return new AppError('validation_failed', 'Choose a file to upload.', 400, {
    file: 'Choose a file to upload.',
  });
}

function fileTooLarge(maxBytes: number) {
  const message = `This file is larger than the ${formatFileSize(maxBytes)} limit.`;
  return new AppError('file_too_large', message, 413, { file: message });
}
