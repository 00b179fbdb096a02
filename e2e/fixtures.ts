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
 * Fails on any serious or critical axe violation on the page as it settles. Opening animations are
 * let finish first: a menu caught mid fade-in has the contrast of its half-transparent text (seen on
 * the account switcher). Toasts are left out: they come and go, and the region itself is sonner's.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.evaluate(async () => {
    // Spinners and skeleton pulses run for ever: only animations that end are waited for.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    // A paused one never finishes: after a second axe reads the page as it is.
    const settled = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
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

/** A loopback address of its own for one sign-up: 127.x.y.z, never 127.0.0.1. */
function ownLoopbackAddress() {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `127.${part()}.${part()}.${part()}`;
}

/**
 * Signs a new user up and in through the API (sign-up, then the mailed verification link, which signs
 * them in), leaving `page` signed in on '/'. Signing up through the UI is the identity journey's
 * subject; every other journey starts here.
 */
export async function signUpThroughApi(page: Page, email: string, password = PASSWORD) {
  const origin = base.info().project.use.baseURL!;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    // Better Auth refuses a state-changing request without a trusted Origin. Each journey's user
    // signs up from an address of its own (the e2e server trusts X-Forwarded-For), so the
    // per-address sign-up limit meets a newcomer, not the sixteenth journey of one run; any
    // 127.x address is still this machine, so the outbox keeps answering.
    headers: { Origin: origin, 'X-Forwarded-For': ownLoopbackAddress() },
    data: { email, password, name: '' },
  });
  expect(signUp.ok(), `sign-up of ${email}: ${signUp.status()}`).toBe(true);
  const mail = await latestMail(page.request, email);
  // The page's request context shares the browser's cookies: the link's session reaches the page.
  const verified = await page.request.get(mail.link, { maxRedirects: 0 });
  expect(verified.status(), `verification of ${email}`).toBe(302);
  await page.goto('/');
}

/** Creates an account from /create-account (a newcomer's first stop) and waits for the dashboard. */
export async function createFirstAccount(page: Page, name: string) {
  await expect(page).toHaveURL(/\/create-account$/);
  await page.getByLabel('Account name').fill(name);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A newcomer with an account of their own: signed up through the API, then their first account. */
export async function signUpWithAccount(page: Page, emailPrefix: string, accountName: string) {
  const email = uniqueEmail(emailPrefix);
  await signUpThroughApi(page, email);
  await createFirstAccount(page, accountName);
  return email;
}

/**
 * Opens one of the current account's pages from the sidebar link of that name and waits for its
 * address, `/{segment}/{accountId}`; returns the account id.
 */
export async function openAccountPage(page: Page, linkName: string, segment: string) {
  await page.getByRole('link', { name: linkName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${segment}/[0-9a-f-]{36}$`));
  return new URL(page.url()).pathname.split('/')[2]!;
}

export const test = base;
export { expect };
