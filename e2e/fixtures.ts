import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct-horse-9';

/** Listed in KEEL_SUPER_ADMINS by playwright.config.ts: signing up with it makes a super admin. */
export const SUPER_ADMIN_EMAIL = 'super-admin@example.com';

let counter = 0;
/** A fresh address per call, so journeys never collide on one data dir. */
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter}@example.com`;
}

/**
 * Fails on any serious or critical axe violation on the page as it is now. Toasts are left out:
 * one caught mid-animation has transient contrast, and the region itself is sonner's.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

/** The newest mail to an address, read from the local outbox API. */
export async function latestMail(request: APIRequestContext, to: string) {
  let found: { link: string; subject: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/outbox');
      const { messages } = (await response.json()) as {
        messages: { to: string; link: string; subject: string }[];
      };
      found = messages.find((m) => m.to === to.toLowerCase());
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** Signs up through the UI and follows the verification link: the user ends signed in. */
export async function signUpAndVerify(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page).toHaveURL(/\/email-verification\?email=/);
  const mail = await latestMail(page.request, email);
  await page.goto(mail.link);
  await expect(page.getByText('Email verified successfully!').first()).toBeVisible();
}

/** Creates an account from /create-account (a newcomer's first stop) and waits for the dashboard. */
export async function createFirstAccount(page: Page, name: string) {
  await expect(page).toHaveURL(/\/create-account$/);
  await page.getByLabel('Account name').fill(name);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

export const test = base;
export { expect };
