import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  openAccountPage,
  signUpThroughApi,
  signUpWithAccount,
  test,
  uniqueEmail,
} from './fixtures';

const LONG_US_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

/** The status badge of the billing page (or portal) with its spec colour. */
async function expectStatus(page: Page, label: string, tone: string) {
  const badge = page.getByText(label, { exact: true }).first();
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('data-tone', tone);
}

async function expectNoSidebar(page: Page) {
  await expect(page.getByRole('link', { name: 'Billing', exact: true })).toHaveCount(0);
}

test('an owner subscribes in the sandbox and cancels in its portal; a member only sees the status', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpWithAccount(page, 'billing-owner', 'Billing Holdings');
  let accountId = '';

  await test.step('the sidebar leads to /billing/{accountId}: no subscription yet, N/A, the Monthly Plan', async () => {
    accountId = await openAccountPage(page, 'Billing', 'billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expectStatus(page, 'No Subscription', 'grey');
    await expect(page.getByText('N/A')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Monthly Plan' })).toBeVisible();
    await expect(page.getByText('Unlimited team members')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  const checkout =
    await test.step('Subscribe Now opens the sandbox checkout in a new tab, without the sidebar', async () => {
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Subscribe Now' }).click();
      const tab = await popup;
      await expect(tab).toHaveURL(`${baseURL}/billing/${accountId}/sandbox/checkout`);
      await expect(tab.getByRole('heading', { name: 'Subscribe to the Monthly Plan' })).toBeVisible();
      await expectNoSidebar(tab);
      await expectNoSeriousA11yViolations(tab);
      return tab;
    });

  await test.step('the declined test card is refused; the good one, typed by keyboard, lands on success', async () => {
    await checkout.getByLabel('Name on card').fill('Ada Owner');
    await checkout.getByLabel('Card number').fill('4000 0000 0000 0002');
    await checkout.getByLabel('Expiry (MM/YY)').fill('12/40');
    await checkout.getByLabel('CVC').fill('123');
    await checkout.getByRole('button', { name: 'Pay and Subscribe' }).click();
    await expect(checkout.getByText('Your card was declined.')).toBeVisible();
    await expectNoSeriousA11yViolations(checkout);

    await checkout.getByLabel('Card number').fill('');
    await checkout.getByLabel('Card number').focus();
    await checkout.keyboard.type('4242 4242 4242 4242');
    await checkout.keyboard.press('Tab');
    await checkout.keyboard.press('Tab');
    await expect(checkout.getByLabel('CVC')).toBeFocused();
    await checkout.keyboard.press('Enter');
    await expect(checkout).toHaveURL(`${baseURL}/billing/${accountId}/success`);
    await expect(checkout.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(checkout.getByText('Subscription Activated!').first()).toBeVisible();
    await expect(
      checkout.getByText('Your subscription has been successfully activated.').first(),
    ).toBeVisible();
    await expectStatus(checkout, 'Active', 'green');
    await expectNoSidebar(checkout);
    await expectNoSeriousA11yViolations(checkout);
    await checkout.close();
  });

  await test.step('back on billing: Refresh Status shows the green active badge and the period end', async () => {
    await page.bringToFront();
    await page.getByRole('button', { name: 'Refresh Status' }).click();
    await expect(page.getByText('Subscription status refreshed')).toBeVisible();
    await expectStatus(page, 'Active', 'green');
    await expect(page.getByText(LONG_US_DATE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe Now' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Manage Subscription opens the sandbox portal; cancelling turns the badge red', async () => {
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    const portal = await popup;
    await expect(portal).toHaveURL(`${baseURL}/billing/${accountId}/sandbox/portal`);
    await expectStatus(portal, 'Active', 'green');
    await expectNoSidebar(portal);
    await expectNoSeriousA11yViolations(portal);
    await portal.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expectStatus(portal, 'Canceled', 'red');
    await expect(portal.getByRole('button', { name: 'Resume Subscription' })).toBeVisible();
    await portal.getByRole('link', { name: 'Return to Billing' }).click();
    await expect(portal).toHaveURL(`${baseURL}/billing/${accountId}`);
    await expectStatus(portal, 'Canceled', 'red');
    await portal.close();

    await page.bringToFront();
    await page.reload();
    await expectStatus(page, 'Canceled', 'red');
    await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
  });

  await test.step('at 375 px the billing page fits the screen', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expectStatus(page, 'Canceled', 'red');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('a member sees the status and the contact text, and no button to buy or manage', async () => {
    const origin = baseURL!;
    const memberEmail = uniqueEmail('billing-member');
    const invited = await page.request.post(`/api/accounts/${accountId}/invitations`, {
      headers: { Origin: origin },
      data: { email: memberEmail, role: 'member' },
    });
    expect(invited.status()).toBe(201);
    const { invitation } = (await invited.json()) as { invitation: { token: string } };

    const memberContext = await browser.newContext({ baseURL });
    const member = await memberContext.newPage();
    await signUpThroughApi(member, memberEmail);
    const accepted = await member.request.post(`/api/invitations/${invitation.token}/accept`, {
      headers: { Origin: origin },
    });
    expect(accepted.ok()).toBe(true);
    await member.goto(`/billing/${accountId}`);
    await expect(
      member.getByText('Contact an account owner or admin to manage this subscription.'),
    ).toBeVisible();
    await expect(member.getByText('Only account owners and admins can manage subscriptions')).toBeVisible();
    await expectStatus(member, 'Canceled', 'red');
    await expect(member.getByRole('button', { name: 'Subscribe Now' })).toHaveCount(0);
    await expect(member.getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(member);
    await memberContext.close();
  });
});

test('the cancel page and a billing address without an account', async ({ page, baseURL }) => {
  await signUpWithAccount(page, 'billing-cancel', 'Cancel Holdings');
  // Waits for the billing address before reading the account id from it.
  const accountId = await openAccountPage(page, 'Billing', 'billing');

  await page.goto(`/billing/${accountId}/cancel`);
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expectNoSidebar(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(`${baseURL}/billing/${accountId}`);

  await page.goto('/billing');
  await expect(page).toHaveURL(`${baseURL}/accounts`);
  await page.goto('/billing/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(`${baseURL}/accounts`);
});
