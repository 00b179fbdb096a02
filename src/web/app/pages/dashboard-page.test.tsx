// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CurrentAccountProvider } from '#web/lib/current-account.tsx';
import { accountAnswer } from '#web/test/account-answer.ts';
import { fakeApi, notFound } from '#web/test/fake-api.ts';
import { meAnswer } from '#web/test/me-answer.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { DashboardPage } from './dashboard-page';

const CUSTOMER = '0f5e2a9b-6c1d-4e8f-a7b3-2d4c6e8f0a1b';

/** A super admin who belongs to no account of their own and has never selected one. */
function serveSuperAdmin() {
  return fakeApi((path) => {
    if (path === '/api/me')
      return meAnswer('ops@example.com', { systemRole: 'super_admin', lastSelectedAccountId: null });
    if (path === '/api/accounts') return Response.json({ accounts: [] });
    if (path === `/api/accounts/${CUSTOMER}`) {
      return accountAnswer(CUSTOMER, 'Customer Co', 'super_admin', '2026-01-02');
    }
    if (path === `/api/accounts/${CUSTOMER}/dashboard`) {
      return Response.json({
        questionnaire: { percent: 25, answered: 20, total: 80, complete: false },
        dataRoom: { value: 0, fileCount: 0, complete: false },
        score: { value: null, factorCount: 0, complete: false },
      });
    }
    if (path === `/api/accounts/${CUSTOMER}/company`)
      return Response.json({ company: null, vectorStore: null });
    return notFound();
  });
}

const page = (
  <CurrentAccountProvider>
    <DashboardPage />
  </CurrentAccountProvider>
);

test('a super admin with no account of their own opens an account’s dashboard by ?accountId=', async () => {
  serveSuperAdmin();
  renderWithApp(page, {
    url: `/dashboard?accountId=${CUSTOMER}`,
    routes: { '/create-account': <p>Create</p> },
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Customer Co' })).toBeTruthy();
  const steps = screen.getByRole('list', { name: 'Steps' });
  expect(await within(steps).findByText('20/80 questions answered')).toBeTruthy();
  expect(within(steps).getByRole('link', { name: 'Continue Setup' }).getAttribute('href')).toBe(
    `/questionnaire/${CUSTOMER}`,
  );
  expect(screen.queryByText('Create')).toBeNull();
});

test('without ?accountId= the same super admin is sent to create an account', async () => {
  serveSuperAdmin();
  renderWithApp(page, {
    url: '/dashboard',
    path: '/dashboard',
    routes: { '/create-account': <p>Create</p> },
  });

  expect(await screen.findByText('Create')).toBeTruthy();
});
