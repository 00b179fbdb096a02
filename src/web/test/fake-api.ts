import { vi } from 'vitest';

type Respond = (path: string, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stands in for the server: every fetch the page makes goes to `respond`. Returns the fetch mock, whose
 * calls record each request's path and init. The render kit unstubs it after each test.
 */
export function fakeApi(respond: Respond) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    respond(String(input), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What the server answers to a route it does not have. */
export function notFound() {
  return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
}
