import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** Better Auth's own test for a JSON content type. */
const JSON_CONTENT_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/**
 * Better Auth also reads form-encoded bodies, which our abuse limits could not see: a form post
 * skipped the per-email counts. Our web app only ever sends JSON, so any other body is a 415
 * (in Better Auth's error shape) and every limit applies to what Better Auth will read.
 */
export function requireJsonAuthBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (
      c.req.method === 'POST' &&
      c.req.raw.body &&
      !JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')
    ) {
      return c.json(
        {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Send the request as JSON (Content-Type: application/json).',
        },
        415,
      );
    }
    return next();
  };
}
