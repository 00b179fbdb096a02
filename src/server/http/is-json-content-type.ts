/**
 * Hono's validator reads a body as JSON only for these media types (its own test), and reads any
 * other as {}; validate() refuses the others instead.
 */
export function isJsonContentType(contentType: string | undefined) {
  const mediaType = (contentType ?? '').split(';')[0]!.trim();
  return /^application\/([\w.-]+\+)?json$/i.test(mediaType);
}
