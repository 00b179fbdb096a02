// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { ACCESS_DENIED, ACCOUNT_NOT_FOUND, useAccountOrLeave } from './use-account-or-leave';

const toasts = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.error.mockClear();
});

function AccountPage() {
  const account = useAccountOrLeave('a1');
  return <p>{account.data ? `Account ${account.data.name}` : 'Loading'}</p>;
}

function renderWithAccountAnswer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/accounts/a1']}>
        <Routes>
          <Route path="/accounts/a1" element={<AccountPage />} />
          <Route path="/accounts" element={<p>My Accounts page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('an account the user may not open sends them to /accounts with the spec message', async () => {
  renderWithAccountAnswer(404, { error: { code: 'account_not_found', message: ACCOUNT_NOT_FOUND } });
  await screen.findByText('My Accounts page');
  expect(toasts.error).toHaveBeenCalledWith(ACCOUNT_NOT_FOUND, expect.anything());
});

test('a refused account (403) says access is denied and leaves too', async () => {
  renderWithAccountAnswer(403, { error: { code: 'forbidden', message: 'No.' } });
  await screen.findByText('My Accounts page');
  expect(toasts.error).toHaveBeenCalledWith(ACCESS_DENIED, expect.anything());
});

test('an account the user can open stays on the page without any toast', async () => {
  renderWithAccountAnswer(200, { id: 'a1', name: 'Northwind', role: 'member', createdAt: '2026-01-01' });
  await screen.findByText('Account Northwind');
  await waitFor(() => expect(toasts.error).not.toHaveBeenCalled());
});
