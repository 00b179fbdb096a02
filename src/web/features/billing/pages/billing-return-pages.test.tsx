// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { billingMessages } from '#domain/billing.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderWithApp } from '#web/test/render-with-app.tsx';
import { BillingCancelPage } from './billing-cancel-page';
import { BillingSuccessPage } from './billing-success-page';
import { SandboxCheckoutPage } from './sandbox-checkout-page';

const ACCOUNT = '0a1b2c3d-0000-4000-8000-000000000001';
const active = {
  subscribed: true,
  status: 'active',
  current_period_end: '2026-12-23T12:00:00.000Z',
  cancel_at_period_end: false,
};

test("success: 'Payment Successful!', 'Subscription Activated!' with its description, links to billing and the dashboard", async () => {
  fakeApi(() => Response.json(active));
  renderWithApp(<BillingSuccessPage />, {
    url: `/billing/${ACCOUNT}/success`,
    path: '/billing/:accountId/success',
  });
  expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
  expect(await screen.findByText(billingMessages.activatedTitle, { selector: '[data-title]' })).toBeTruthy();
  expect(screen.getAllByText(billingMessages.activatedDescription).length).toBeGreaterThan(0);
  expect((await screen.findByText('Active')).dataset.tone).toBe('green');
  expect(screen.getByRole('link', { name: 'View Billing Details' }).getAttribute('href')).toBe(
    `/billing/${ACCOUNT}`,
  );
  expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
});

test("cancel: 'Payment Cancelled', 'Try Again' back to billing and a way to the dashboard", () => {
  renderWithApp(<BillingCancelPage />, {
    url: `/billing/${ACCOUNT}/cancel`,
    path: '/billing/:accountId/cancel',
  });
  expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(`/billing/${ACCOUNT}`);
  expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
});

function fillCard(cardNumber: string) {
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ada Owner' } });
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: cardNumber } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/40' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay and Subscribe' }));
}

test('the sandbox checkout checks the form before sending, and shows the server refusing a declined card', async () => {
  const fetchMock = fakeApi(() =>
    Response.json(
      {
        error: {
          code: 'card_declined',
          message: 'Your card was declined.',
          fields: { cardNumber: 'Your card was declined.' },
        },
      },
      { status: 400 },
    ),
  );
  renderWithApp(<SandboxCheckoutPage />, {
    url: `/billing/${ACCOUNT}/sandbox/checkout`,
    path: '/billing/:accountId/sandbox/checkout',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Pay and Subscribe' }));
  expect(await screen.findByText('Enter the name on the card')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
  fillCard('4000 0000 0000 0002');
  expect(await screen.findByText('Your card was declined.')).toBeTruthy();
  expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
});

test('paying with the test card lands on the success page', async () => {
  const fetchMock = fakeApi(() => Response.json(active));
  renderWithApp(<SandboxCheckoutPage />, {
    url: `/billing/${ACCOUNT}/sandbox/checkout`,
    path: '/billing/:accountId/sandbox/checkout',
    routes: { '/billing/:accountId/success': <h1>Success route</h1> },
  });
  fillCard('4242 4242 4242 4242');
  expect(await screen.findByRole('heading', { name: 'Success route' })).toBeTruthy();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [path, init] = fetchMock.mock.calls[0]!;
  expect(path).toBe(`/api/accounts/${ACCOUNT}/billing/sandbox/checkout`);
  expect(JSON.parse(String(init?.body))).toEqual({
    nameOnCard: 'Ada Owner',
    cardNumber: '4242424242424242',
    expiry: '12/40',
    cvc: '123',
  });
});
