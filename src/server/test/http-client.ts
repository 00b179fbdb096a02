import type { TestKeel } from './harness.ts';
import { TEST_ORIGIN } from './harness.ts';

/**
 * A browser-like client for the in-process app: keeps cookies between requests, sends the
 * trusted Origin and JSON bodies, and follows nothing automatically (tests look at redirects).
 */
export function browser(keel: TestKeel, options: { ip?: string } = {}) {
  const cookies = new Map<string, string>();

  const storeCookies = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) cookies.delete(name!.trim());
      else cookies.set(name!.trim(), value);
    }
  };

  /** A request with the browser's cookies and Origin; the body is sent exactly as given. */
  const raw = async (method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) => {
    const url = path.startsWith('http') ? path : `${TEST_ORIGIN}${path}`;
    const response = await keel.app.request(url, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
        ...headers,
      },
      body,
    });
    storeCookies(response);
    return response;
  };

  /** A JSON request, as the web app's fetches send it. */
  const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    raw(method, path, body !== undefined ? JSON.stringify(body) : undefined, {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    });

  return {
    cookies,
    raw,
    /** A multipart POST, as a browser's file form sends it (fetch sets the boundary itself). */
    upload: (path: string, form: FormData) => raw('POST', path, form),
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) =>
      request('POST', path, body, headers),
    patch: (path: string, body: unknown = {}) => request('PATCH', path, body),
    put: (path: string, body: unknown = {}) => request('PUT', path, body),
    delete: (path: string, body?: unknown) => request('DELETE', path, body),
    request,
  };
}

export type Browser = ReturnType<typeof browser>;
