import type { Readable } from 'node:stream';

/** Bytes arriving over time: a web stream (fetch, Hono) or a Node stream (multipart parsers, files). */
export type ByteSource = ReadableStream<Uint8Array> | Readable | AsyncIterable<Uint8Array>;

/** Where Keel keeps uploaded bytes: local disk on the embedded default, object storage in production. */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes and their type, or null when nothing is stored under the key. */
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /**
   * Stores a stream without holding it whole in memory. The object appears under the key only once
   * every byte is stored: past `maxBytes` it throws ObjectTooLargeError, and when the source fails
   * it throws that failure; either way nothing is left under the key or beside it.
   */
  putStream(
    key: string,
    source: ByteSource,
    options: { contentType: string; maxBytes: number },
  ): Promise<{ size: number }>;
  /**
   * The object as a stream, or null when nothing is stored under the key. Read it to the end or
   * cancel it: an unread stream holds a file handle or a connection open.
   */
  getStream(
    key: string,
  ): Promise<{ stream: ReadableStream<Uint8Array>; contentType: string; size: number } | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with the prefix (a folder such as `{companyId}/`). */
  deletePrefix(prefix: string): Promise<void>;
}

/** A stream grew past its cap; routes answer 413. Nothing was stored. */
export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The upload exceeds the limit of ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

/** Keys are built by Keel, never taken from a request: letters, digits, '-', '_', '.', '/' only. */
export function assertSafeKey(key: string) {
  if (!/^[A-Za-z0-9_\-./]+$/.test(key) || key.includes('..') || key.startsWith('/') || key.endsWith('/')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** A prefix names a whole folder, so `abc/` can never remove `abcd/…`, and never the root. */
export function assertSafePrefix(prefix: string) {
  if (!prefix.endsWith('/') || prefix.startsWith('/') || prefix.includes('//')) {
    throw new Error(`Unsafe storage prefix: ${prefix}`);
  }
  assertSafeKey(prefix.slice(0, -1));
}
