// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { meAnswer } from '#web/test/me-answer.ts';
import { SetPasswordDialog } from './set-password-dialog';

let passwordSetAt: string | null = null;
let sent: unknown[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/me') {
        return meAnswer('cfo@example.com', { passwordSetAt, lastSelectedAccountId: null });
      }
      if (path === '/api/me/password') {
        sent.push(JSON.parse(String(init?.body)));
        return Response.json({ passwordSet: true });
      }
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(onDone = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SetPasswordDialog open onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the password dialog', () => {
  test('a user with a password must give the current one, which is sent with the new one', async () => {
    passwordSetAt = '2026-01-01T00:00:00.000Z';
    const onDone = renderDialog();
    await screen.findByLabelText('Current password');
    fill('Password', 'brand-new-secret');
    fill('Confirm password', 'brand-new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Please enter your current password')).toBeTruthy();
    expect(sent).toEqual([]);

    fill('Current password', 'old-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('set'));
    expect(sent).toEqual([{ password: 'brand-new-secret', currentPassword: 'old-secret' }]);
  });

  test('a first password (none set yet) needs no current one', async () => {
    passwordSetAt = null;
    const onDone = renderDialog();
    await waitFor(() => expect(screen.getByLabelText('Password')).toBeTruthy());
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fill('Password', 'brand-new-secret');
    fill('Confirm password', 'brand-new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('set'));
    expect(sent).toEqual([{ password: 'brand-new-secret' }]);
  });
});
