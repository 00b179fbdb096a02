import type { MiddlewareHandler } from 'hono';
import { authUserFieldsInput } from '#domain/schemas/auth.ts';
import type { AppEnv } from '../app-env.ts';
import { messagesByField } from '../lib/messages-by-field.ts';
import { plainValidationMessage } from '../lib/plain-validation-message.ts';

/** The Better Auth routes that store user fields from the request body. */
const STORING_PATHS = new Set(['/api/auth/sign-up/email', '/api/auth/update-user']);

/**
 * Better Auth stores `name` and `image` as given: bound them and allow only http(s) images before
 * it sees the body (a 10 MB name and `javascript:` images were stored). Runs after
 * requireJsonAuthBody, so the body is JSON; malformed JSON is Better Auth's to refuse.
 */
export function checkAuthUserFields(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !STORING_PATHS.has(c.req.path)) return next();
    let body: unknown;
    try {
      body = await c.req.raw.clone().json();
    } catch {
      return next();
    }
    const result = authUserFieldsInput.safeParse(body, { error: plainValidationMessage });
    if (result.success) return next();
    const fields = messagesByField(result.error.issues, 'body');
    return c.json({ code: 'VALIDATION_ERROR', message: result.error.issues[0]!.message, fields }, 400);
  };
}
