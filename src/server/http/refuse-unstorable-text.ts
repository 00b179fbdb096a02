import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';
import { findUnstorableText } from './find-unstorable-text.ts';

function refuse(field: string): never {
  const problem = 'contains a character that cannot be saved (a NUL character or an unpaired surrogate)';
  throw new AppError('invalid_text', `${field} ${problem}.`, 400, { [field]: `This text ${problem}.` });
}

function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Undecodable escapes reach the routes as they are: plain ASCII, which the database stores.
    return segment;
  }
}

/**
 * One guard for every route, ours and Better Auth's: a NUL character or a lone surrogate in the
 * path, the query or a JSON body is a 400 naming the field, before any of it reaches a query.
 */
export function refuseUnstorableText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.split('/').some((segment) => findUnstorableText(decodeSegment(segment)) !== null)) {
      refuse('path');
    }
    for (const [key, value] of url.searchParams) {
      if (findUnstorableText({ [key]: value }) !== null) refuse(key);
    }
    if (/^application\/([\w.-]+\+)?json\b/i.test(c.req.header('content-type') ?? '') && c.req.raw.body) {
      // A clone, so the route (or Better Auth) still reads the body itself; its size is capped already.
      const text = await c.req.raw.clone().text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        // Malformed JSON is the validator's to refuse, with its own message.
        return next();
      }
      const field = findUnstorableText(body);
      if (field !== null) refuse(field);
    }
    await next();
  };
}
