// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { ResetPasswordPage } from './reset-password-page';

/** Answers the token check with `valid` and records every request the page makes. */
function stubServer(valid: boolean) {
  return fakeApi(() => Response.json({ valid }, { status: 200 }));
}

function renderAt(url: string) {
  renderWithApp(<ResetPasswordPage />, {
    url,
    path: '/reset-password',
    routes: { '/auth': <p>Sign-in page</p> },
  });
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
