// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { billingMessages } from '#domain/billing.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { BillingPage } from './billing-page';

const ACCOUNT = '0a1b2c3d-0000-4000-8000-000000000001';
const none = { subscribed: false, status: null, current_period_end: null, cancel_at_period_end: false };
const active = {
  subscribed: true,
  status: 'active',
  current_period_end: '2026-12-23T12:00:00.000Z',
  cancel_at_period_end: false,
};

type Answers = { role?: string; subscription?: unknown; checkout?: () => Response; portal?: () => Response };

function renderBilling(answers: Answers = {}) {
  const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
  const open = vi.fn(() => tab);
  vi.stubGlobal('open', open);
  const fetchMock = fakeApi((path, init) => {
    if (path === `/api/accounts/${ACCOUNT}`)
      return Response.json({
        id: ACCOUNT,
        name: 'Acme Holdings',
        role: answers.role ?? 'owner',
        createdAt: '2026-01-01T00:00:00Z',
      });
    if (path.endsWith('/billing/subscription')) return Response.json(answers.subscription ?? none);
    if (path.endsWith('/billing/checkout') && init?.method === 'POST')
      return answers.checkout?.() ?? Response.json({ url: 'https://checkout.example/cs_1' });
    if (path.endsWith('/billing/portal') && init?.method === 'POST')
      return answers.portal?.() ?? Response.json({ url: 'https://portal.example/p_1' });
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  renderWithApp(<BillingPage />, {
    url: `/billing/${ACCOUNT}`,
    path: '/billing/:accountId',
    routes: { '/accounts': <h1>My Accounts</h1> },
  });
  return { fetchMock, open, tab };
}

test('an owner without a subscription sees the grey status, N/A and Subscribe Now, which opens checkout in a new tab', async () => {
  const { open, tab, fetchMock } = renderBilling();
  const badge = await screen.findByText('No Subscription');
  expect(badge.dataset.tone).toBe('grey');
  expect(screen.getByText('N/A')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Monthly Plan' })).toBeTruthy();
  for (const feature of ['Full access to all features', 'Priority support', 'Unlimited team members'])
    expect(screen.getByText(feature)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Manage Subscription' })).toBeNull();

  fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
  await waitFor(() => expect(tab.location.href).toBe('https://checkout.example/cs_1'));
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(tab.opener).toBeNull();
  expect(
    fetchMock.mock.calls.some(
      ([path, init]) => String(path).endsWith('/billing/checkout') && init?.method === 'POST',
    ),
  ).toBe(true);
});

test("an answer without url: 'No checkout URL received from server', the tab is closed", async () => {
  const { tab } = renderBilling({ checkout: () => Response.json({}) });
  fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
  expect(await screen.findByText(`Error: ${billingMessages.noCheckoutUrl}`)).toBeTruthy();
  expect(await screen.findByText(billingMessages.noCheckoutUrl, { selector: '[data-title]' })).toBeTruthy();
  expect(tab.close).toHaveBeenCalled();
});

test("a failed checkout: 'Failed to create checkout session' and the box 'Error: {message}'", async () => {
  renderBilling({
    checkout: () =>
      Response.json(
        { error: { code: 'billing_provider_failed', message: 'Stripe is down' } },
        { status: 502 },
      ),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
  expect(await screen.findByText(billingMessages.checkoutFailed)).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toContain('Error: Stripe is down');
});

test('an active subscription: green badge, long US date, Manage Subscription opens the portal; a portal failure is said', async () => {
  const { tab } = renderBilling({ subscription: active });
  const badge = await screen.findByText('Active');
  expect(badge.dataset.tone).toBe('green');
  expect(screen.getByText('December 23, 2026')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
  await waitFor(() => expect(tab.location.href).toBe('https://portal.example/p_1'));
});

test("the portal failing is 'Failed to open customer portal'", async () => {
  renderBilling({
    subscription: active,
    portal: () =>
      Response.json(
        { error: { code: 'billing_provider_failed', message: 'Failed to open customer portal' } },
        { status: 502 },
      ),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
  expect(await screen.findByText('Error: Failed to open customer portal')).toBeTruthy();
});

test.each([
  ['past_due', 'Past Due', 'yellow'],
  ['trialing', 'Trialing', 'blue'],
  ['canceled', 'Canceled', 'red'],
  ['unpaid', 'Unpaid', 'grey'],
])('status %s shows %s in %s', async (status, label, tone) => {
  renderBilling({ subscription: { ...none, status } });
  expect((await screen.findByText(label)).dataset.tone).toBe(tone);
});

test('a member sees the contact text and no buttons to buy or manage', async () => {
  renderBilling({ role: 'member', subscription: active });
  expect(await screen.findByText(billingMessages.nonManager)).toBeTruthy();
  expect(screen.getByText(billingMessages.nonManagerDescription)).toBeTruthy();
  await screen.findByText('Active');
  expect(screen.queryByRole('button', { name: 'Manage Subscription' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Refresh Status' })).toBeTruthy();
});

test("Refresh Status: 'Subscription status refreshed', or 'Failed to refresh subscription status'", async () => {
  const { fetchMock } = renderBilling();
  fireEvent.click(await screen.findByRole('button', { name: 'Refresh Status' }));
  expect(await screen.findByText(billingMessages.refreshed)).toBeTruthy();
  fetchMock.mockImplementation(async () =>
    Response.json({ error: { code: 'internal', message: 'down' } }, { status: 500 }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Refresh Status' }));
  expect(await screen.findByText(billingMessages.refreshFailed)).toBeTruthy();
});

test('an account the caller cannot open sends them to /accounts', async () => {
  fakeApi(() => Response.json({ error: { code: 'account_not_found', message: 'no' } }, { status: 404 }));
  renderWithApp(<BillingPage />, {
    url: `/billing/${ACCOUNT}`,
    path: '/billing/:accountId',
    routes: { '/accounts': <h1>My Accounts</h1> },
  });
  expect(await screen.findByRole('heading', { name: 'My Accounts' })).toBeTruthy();
});
