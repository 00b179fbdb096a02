import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Drizzle puts a failed query's parameters (emails, names, tokens) into its error message after
 * 'params:'; everything from there to the stack frames is cut. The query text itself, with its
 * $1 placeholders, stays: it says which statement failed without saying whose data it carried.
 */
export function withoutQueryValues(text: string) {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
}

type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  code?: string;
  cause?: LoggedError;
};

/**
 * Errors are logged by name, message, stack, query shape and database error code. Never their
 * other fields: a driver error's `detail` ('Key (email)=(…) already exists'), `params` and
 * `where` carry the very values the statement was given.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutQueryValues(String(error)) };
  const { query, code } = error as { query?: unknown; code?: unknown };
  return {
    type: error.name,
    message: withoutQueryValues(error.message),
    ...(error.stack ? { stack: withoutQueryValues(error.stack) } : {}),
    ...(typeof query === 'string' ? { query } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/**
 * JSON lines on stdout (or `destination`). Request bodies, cookies and tokens are never logged;
 * the redact list is a second line of defence for objects that carry them by accident.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: { err: serializeError, error: serializeError },
    redact: {
      paths: ['*.password', '*.token', '*.secret', '*.cookie', 'headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
