import type { ErrorCode } from '#domain/errors.ts';

/**
 * The one error type routes throw. The error handler turns it into
 * `{ "error": { "code", "message", "fields"? } }` with its status; messages are shown to users.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 = 400,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
