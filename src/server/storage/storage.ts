/** Where Keel keeps uploaded bytes: local disk on the embedded default, object storage in production. */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes and their type, or null when nothing is stored under the key. */
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are built by Keel, never taken from a request: letters, digits, '-', '_', '.', '/' only. */
export function assertSafeKey(key: string) {
  if (!/^[A-Za-z0-9_\-./]+$/.test(key) || key.includes('..') || key.startsWith('/')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
