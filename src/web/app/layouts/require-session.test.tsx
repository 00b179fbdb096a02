// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { RequireSession } from './require-session';

const session = vi.hoisted(() => ({ email: 'owner@example.com' }));
vi.mock('#web/lib/auth-client.ts', () => ({
  authClient: {
    useSession: () => ({ data: { user: { email: session.email, emailVerified: true } }, isPending: false }),
  },
}));

beforeEach(() => {
  // Someone signed up in this tab earlier and has not verified yet.
  window.sessionStorage.setItem('keel.pendingSignup', 'true');
  window.sessionStorage.setItem('keel.pendingSignupEmail', 'Newcomer@Example.com');
});

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RequireSession />}>
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
        </Route>
        <Route path="/email-verification" element={<p>Verification page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

test('the address that signed up in this tab is sent to /email-verification once signed in', () => {
  session.email = 'newcomer@example.com';
  renderAt('/dashboard');
  expect(screen.getByText('Verification page')).toBeTruthy();
});

test('another, already verified user signing in on the same tab goes where they were going', () => {
  session.email = 'owner@example.com';
  renderAt('/dashboard');
  expect(screen.getByText('Dashboard page')).toBeTruthy();
  expect(screen.queryByText('Verification page')).toBeNull();
});
