import { afterEach, describe, expect, test, vi } from 'vitest';
import { errorMessages } from '#domain/errors.ts';
import { ApiError, apiFetch, setUnauthorizedHandler } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
}

describe('apiFetch', () => {
  test('a 401 tells the app the session ended and fails the call', async () => {
    const onUnauthorized = vi.fn();
    const unregister = setUnauthorizedHandler(onUnauthorized);
    answer(401, { error: { code: 'unauthenticated', message: errorMessages.sessionEnded } });

    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    unregister();
  });

  test('an error body becomes an ApiError with its code, message and fields', async () => {
    answer(400, {
      error: {
        code: 'validation_failed',
        message: 'Please enter a company name',
        fields: { name: 'Please enter a company name' },
      },
    });

    const error = await apiFetch('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Please enter a company name',
      fields: { name: 'Please enter a company name' },
    });
  });

  test('other errors do not sign the user out', async () => {
    const onUnauthorized = vi.fn();
    const unregister = setUnauthorizedHandler(onUnauthorized);
    answer(404, { error: { code: 'not_found', message: 'Not found' } });

    await expect(apiFetch('/api/outbox')).rejects.toMatchObject({ status: 404 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    unregister();
  });

  test('JSON bodies are sent with their content type', async () => {
    answer(200, { valid: true });
    await expect(
      apiFetch('/api/password-reset/check', { method: 'POST', body: { token: 't' } }),
    ).resolves.toEqual({
      valid: true,
    });
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"token":"t"}');
  });

  test('FormData goes out as multipart, with the browser choosing the content type', async () => {
    answer(200, { profilePhotoUrl: '/api/profile-photos/u/1.webp' });
    const form = new FormData();
    form.append('photo', new Blob(['x'], { type: 'image/png' }), 'me.png');
    await apiFetch('/api/me/photo', { method: 'POST', body: form });
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });
});
