// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { CreateAccountPage } from './create-account-page';

vi.mock('#web/lib/auth-client.ts', () => ({
  authClient: { useSession: () => ({ data: { user: { email: 'ops@example.com' } }, isPending: false }) },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFor(systemRole: 'super_admin' | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/accounts') return Response.json({ accounts: [] });
      return Response.json({
        user: { id: 'u1', email: 'ops@example.com', emailVerified: true },
        profile: { id: 'u1', email: 'ops@example.com', systemRole, lastSelectedAccountId: null },
        impersonation: null,
      });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/create-account']}>
        <CreateAccountPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('a super admin without an account of their own is offered the Super Admin Dashboard', async () => {
  renderFor('super_admin');
  const link = await screen.findByRole('link', { name: 'Super Admin Dashboard' });
  expect(link.getAttribute('href')).toBe('/admin');
});

test('anyone else sees only the account form', async () => {
  renderFor(null);
  await screen.findByRole('heading', { name: 'Welcome to Keel' });
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Super Admin Dashboard' })).toBeNull());
});
