// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { SandboxPortalPage } from './sandbox-portal-page';

const ACCOUNT = '0a1b2c3d-0000-4000-8000-000000000001';
const view = (status: string) => ({
  subscribed: status === 'active',
  status,
  current_period_end: '2026-12-23T12:00:00.000Z',
  cancel_at_period_end: false,
});

test('cancelling sends the change and shows the red canceled badge with a way to resume', async () => {
  const fetchMock = fakeApi((_path, init) =>
    Response.json(view(init?.method === 'PUT' ? 'canceled' : 'active')),
  );
  renderWithApp(<SandboxPortalPage />, {
    url: `/billing/${ACCOUNT}/sandbox/portal`,
    path: '/billing/:accountId/sandbox/portal',
  });
  expect((await screen.findByText('Active')).dataset.tone).toBe('green');
  expect(screen.getByText('December 23, 2026')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Return to Billing' }).getAttribute('href')).toBe(
    `/billing/${ACCOUNT}`,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
  expect((await screen.findByText('Canceled')).dataset.tone).toBe('red');
  expect(screen.getByRole('button', { name: 'Resume Subscription' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  await waitFor(() => {
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe(`/api/accounts/${ACCOUNT}/billing/sandbox/subscription`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ action: 'cancel' });
  });
});

test("a refused change is shown as 'Error: {message}'", async () => {
  fakeApi((_path, init) =>
    init?.method === 'PUT'
      ? Response.json(
          { error: { code: 'forbidden', message: 'You do not have permission to do this in this account.' } },
          { status: 403 },
        )
      : Response.json(view('active')),
  );
  renderWithApp(<SandboxPortalPage />, {
    url: `/billing/${ACCOUNT}/sandbox/portal`,
    path: '/billing/:accountId/sandbox/portal',
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
  expect(
    await screen.findByText('Error: You do not have permission to do this in this account.'),
  ).toBeTruthy();
});
