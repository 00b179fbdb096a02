// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { AppRoutes } from './routes';

vi.mock('../lib/auth-client', () => ({
  authClient: { useSession: () => ({ data: null, isPending: false, error: null }) },
}));

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

function Where() {
  return <output aria-label="Path">{useLocation().pathname}</output>;
}

function renderSignedOutAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('a signed-out visitor on an unknown path is told it does not exist, not sent to /auth', async () => {
  renderSignedOutAt('/no-such-page/42');
  expect(
    await screen.findByRole('heading', { name: 'Oops! Page not found' }, { timeout: 5000 }),
  ).toBeTruthy();
  expect(screen.getByLabelText('Path').textContent).toBe('/no-such-page/42');
  expect(screen.getByRole('link', { name: 'Return to home' }).getAttribute('href')).toBe('/');
  // Nothing of the signed-in app: no sidebar, no remembered destination for after sign-in.
  expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  expect(window.sessionStorage.getItem('keel.redirectAfterSignIn')).toBeNull();
});

test('a signed-out visitor on a signed-in page is still sent to /auth', async () => {
  renderSignedOutAt('/dashboard');
  expect(await screen.findByRole('heading', { name: 'Sign in to Keel' }, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByLabelText('Path').textContent).toBe('/auth');
});
