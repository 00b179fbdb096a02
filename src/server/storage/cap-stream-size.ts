import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { type ByteSource, ObjectTooLargeError } from './storage.ts';

/**
 * The source's chunks as they arrive, counted into `counter.size`. One byte past `maxBytes` it
 * throws ObjectTooLargeError, which also stops reading the source (nothing more is buffered).
 */
export async function* capStreamSize(
  source: ByteSource,
  maxBytes: number,
  counter: { size: number },
): AsyncGenerator<Uint8Array> {
  const chunks: AsyncIterable<Uint8Array> =
    source instanceof ReadableStream ? Readable.fromWeb(source as NodeReadableStream<Uint8Array>) : source;
  for await (const chunk of chunks) {
    counter.size += chunk.byteLength;
    if (counter.size > maxBytes) throw new ObjectTooLargeError(maxBytes);
    yield chunk;
  }
}
