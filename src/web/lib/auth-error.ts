/** The error half of a Better Auth client answer (`{ data, error }`). */
export type AuthClientError = { status: number; message?: string | undefined; code?: string | undefined };

/** Thrown by feature hooks so TanStack Query's onError sees Better Auth failures. */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(error: AuthClientError) {
    super(error.message ?? '');
    this.name = 'AuthError';
    this.status = error.status;
    this.code = error.code;
  }
}

/** Turns a Better Auth answer into its data, or throws its error. */
export async function unwrapAuth<T>(call: Promise<{ data: T | null; error: AuthClientError | null }>) {
  const { data, error } = await call;
  if (error) throw new AuthError(error);
  return data as T;
}

/** The server's own message when the spec shows it ("the auth error message or 'Failed to sign in'"). */
export function messageOr(error: unknown, fallback: string) {
  return error instanceof AuthError && error.message ? error.message : fallback;
}

/** The spec's fixed text, except for rate limiting, whose message tells the user when to retry. */
export function rateLimitMessageOr(error: unknown, fallback: string) {
  return error instanceof AuthError && error.status === 429 && error.message ? error.message : fallback;
}
