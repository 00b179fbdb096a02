/**
 * PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate has no UTF-8 form: either one in a
 * query parameter makes the database refuse the whole statement. Finds the first such string in a
 * request value (object keys included) and names where it is, e.g. `options.2` or `name`.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isStorable(value) ? null : path.join('.') || 'body';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorable(key)) return [...path, key].join('.');
      const found = findUnstorableText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isStorable(text: string) {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}
