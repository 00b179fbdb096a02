// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/toaster-tests';
import { ResetPasswordPage } from './reset-password-page';

// sonner follows the system theme; jsdom has no matchMedia.
beforeEach(() => {
  stubMatchMedia();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers the token check with `valid` and records every request the page makes. */
function stubServer(valid: boolean) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ valid }, { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/auth" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('reset password page', () => {
  test('a valid link asks for a new password and refuses a confirmation that differs', async () => {
    const fetchMock = stubServer(true);
    renderAt('/reset-password#token=good-token');

    const password = await screen.findByLabelText('New password');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/password-reset/check');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'good-token' });

    fireEvent.change(password, { target: { value: 'correct-horse' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'correct-horsf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    // Nothing beyond the token check was sent: the mismatch is caught before the server.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('an unusable link says so and offers to request a new one', async () => {
    stubServer(false);
    renderAt('/reset-password#token=used-token');

    expect(await screen.findByText('Invalid or expired reset link. Please request a new one.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  test('without a token the page requests a reset mail', () => {
    const fetchMock = stubServer(true);
    renderAt('/reset-password');

    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
