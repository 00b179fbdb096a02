// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { meAnswer } from '#web/test/me-answer.ts';
import { CurrentAccountProvider, useCurrentAccount } from './current-account';

const accounts: Record<string, { id: string; name: string; role: string; createdAt: string }> = {
  own: { id: 'own', name: 'Platform Ops', role: 'owner', createdAt: '2026-01-01' },
  customer: {
    id: 'customer',
    name: 'Customer Co',
    role: 'super_admin_impersonation',
    createdAt: '2026-01-02',
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Current() {
  const { account, isLoading } = useCurrentAccount();
  if (isLoading) return <p>Loading</p>;
  return <p>{account ? `${account.name} as ${account.role}` : 'No account selected'}</p>;
}

function renderAt(path: string, impersonating: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/me') {
        return meAnswer(
          'ops@example.com',
          { systemRole: 'super_admin', lastSelectedAccountId: 'own' },
          impersonating ? { accountId: impersonating, accountName: 'Customer Co' } : null,
        );
      }
      const account = accounts[url.replace('/api/accounts/', '')];
      if (account) return Response.json(account);
      return Response.json({ error: { code: 'account_not_found', message: 'Not found' } }, { status: 404 });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentAccountProvider>
          <Current />
        </CurrentAccountProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('while a super admin impersonates, pages without an account in the URL work in that account', async () => {
  renderAt('/dashboard', 'customer');
  expect(await screen.findByText('Customer Co as super_admin_impersonation')).toBeTruthy();
});

test('without impersonation, the last selected account is the current one', async () => {
  renderAt('/accounts', null);
  expect(await screen.findByText('Platform Ops as owner')).toBeTruthy();
});

test('an account named in the URL still wins over the impersonated one', async () => {
  renderAt('/questionnaire/own', 'customer');
  expect(await screen.findByText('Platform Ops as owner')).toBeTruthy();
});
