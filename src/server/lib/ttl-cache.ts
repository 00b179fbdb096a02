/**
 * A small in-memory map whose entries live `ttlSeconds` (0: the cache stores nothing) and at most
 * `maxEntries` of them (the oldest goes first).
 */
export function createTtlCache<T>(options: {
  ttlSeconds: number;
  maxEntries?: number;
  expiresAt?: (value: T) => number;
}) {
  const entries = new Map<string, { value: T; until: number }>();
  const maxEntries = options.maxEntries ?? 10_000;
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const now = Date.now();
      if (entry.until <= now || (options.expiresAt && options.expiresAt(entry.value) <= now)) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: T) {
      if (options.ttlSeconds <= 0) return;
      // A Map iterates in insertion order, so the first key is the oldest.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: Date.now() + options.ttlSeconds * 1000 });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type TtlCache<T> = ReturnType<typeof createTtlCache<T>>;
