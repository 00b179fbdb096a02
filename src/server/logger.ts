import pino from 'pino';

export type Logger = pino.Logger;

/**
 * JSON lines on stdout. Request bodies, cookies and tokens are never logged; the redact list
 * is a second line of defence for objects that carry them by accident.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['*.password', '*.token', '*.secret', '*.cookie', 'headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
  });
}
