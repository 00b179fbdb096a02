// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { ACCESS_DENIED, ACCOUNT_NOT_FOUND, useAccountOrLeave } from './use-account-or-leave';

function AccountPage() {
  const account = useAccountOrLeave('a1');
  return <p>{account.data ? `Account ${account.data.name}` : 'Loading'}</p>;
}

function renderWithAccountAnswer(status: number, body: unknown) {
  const fetchMock = fakeApi(() => Response.json(body, { status }));
  renderWithApp(<AccountPage />, {
    url: '/accounts/a1',
    path: '/accounts/a1',
    routes: { '/accounts': <p>My Accounts page</p> },
  });
  return fetchMock;
}

test('an account the user may not open sends them to /accounts with the spec message', async () => {
  renderWithAccountAnswer(404, { error: { code: 'account_not_found', message: ACCOUNT_NOT_FOUND } });
  await screen.findByText('My Accounts page');
  expect(await screen.findByText(ACCOUNT_NOT_FOUND)).toBeTruthy();
});

test('a refused account (403) says access is denied and leaves too', async () => {
  renderWithAccountAnswer(403, { error: { code: 'forbidden', message: 'No.' } });
  await screen.findByText('My Accounts page');
  expect(await screen.findByText(ACCESS_DENIED)).toBeTruthy();
});

test('an account the user can open stays on the page without any toast', async () => {
  const fetchMock = renderWithAccountAnswer(200, {
    id: 'a1',
    name: 'Northwind',
    role: 'member',
    createdAt: '2026-01-01',
  });
  await screen.findByText('Account Northwind');
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  // Give a toast, had one been raised, the time to render.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.queryByText(ACCOUNT_NOT_FOUND)).toBeNull();
  expect(screen.queryByText(ACCESS_DENIED)).toBeNull();
  expect(screen.queryByRole('listitem')).toBeNull();
});
