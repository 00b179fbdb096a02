import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';

/** Every JSON request of the API fits in this (the longest, a 10,000-character answer, needs ~60 KB). */
export const DEFAULT_BODY_LIMIT_BYTES = 128 * 1024;

/** A route that takes more than the default; `field` names the form field the message is about. */
export type LargerBodyLimit = {
  method: string;
  path: string;
  maxBytes: number;
  message: string;
  field?: string;
};

/**
 * Caps every request body before anything reads it: the default for all routes, a larger cap only
 * for the routes listed (uploads). A body with a larger Content-Length is refused unread; a
 * streamed one is cut off at the cap. Either way it is a 413.
 */
export function limitRequestBody(larger: LargerBodyLimit[]): MiddlewareHandler<AppEnv> {
  const tooLarge = (message: string, field?: string) => () => {
    throw new AppError('body_too_large', message, 413, field ? { [field]: message } : undefined);
  };
  const defaultLimit = bodyLimit({
    maxSize: DEFAULT_BODY_LIMIT_BYTES,
    onError: tooLarge(`The request is too large (at most ${DEFAULT_BODY_LIMIT_BYTES / 1024} KB).`),
  });
  const limits = larger.map((route) => ({
    ...route,
    limit: bodyLimit({ maxSize: route.maxBytes, onError: tooLarge(route.message, route.field) }),
  }));
  return (c, next) => {
    const route = limits.find((r) => r.method === c.req.method && r.path === c.req.path);
    return (route?.limit ?? defaultLimit)(c, next);
  };
}
