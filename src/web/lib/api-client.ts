import type { ApiErrorCode } from '#domain/errors.ts';
import { errorMessages } from '#domain/errors.ts';

/** A failed call to our API; the body is `{ error: { code, message, fields? } }` (see ARCHITECTURE §4). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ApiErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type ErrorBody = { error?: { code?: ApiErrorCode; message?: string; fields?: Record<string, string> } };

let onUnauthorized: (() => void) | undefined;

/**
 * Registers what to do when any call answers 401 (the session ended): the app shell sends the user to
 * /auth and remembers where they were. Returns the unregister function.
 */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = undefined;
  };
}

type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData (uploads). */
  body?: unknown;
  signal?: AbortSignal | undefined;
};

/** Calls `/api/...` with the session cookie and JSON; resolves with the parsed body or throws ApiError. */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: ApiFetchOptions = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const multipart = body instanceof FormData;
  // The browser sets multipart's Content-Type itself, with the boundary.
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network_error', errorMessages.networkError);
  }

  if (response.status === 401) onUnauthorized?.();
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The server could not be reached at all (offline, DNS, a dropped connection). */
export function isNetworkError(error: unknown) {
  return error instanceof ApiError && error.code === 'network_error';
}

async function toApiError(response: Response) {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  return new ApiError(
    response.status,
    body.error?.code ?? `http_${response.status}`,
    body.error?.message ?? response.statusText,
    body.error?.fields,
  );
}
