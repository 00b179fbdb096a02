import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  openAccountPage,
  PASSWORD,
  SUPER_ADMIN_EMAIL,
  signUpThroughApi,
  signUpWithAccount,
  test,
} from './fixtures.ts';
import { answerRestThroughApi } from './questionnaire-helpers.ts';

const BENCH_DOCUMENTS = path.join(import.meta.dirname, '..', 'bench', 'matching', 'documents');

/** The app's own origin: every write through Playwright's request context must carry it. */
const originOf = () => test.info().project.use.baseURL!;

async function generateRecommendation(request: APIRequestContext, accountId: string) {
  const started = await request.post(`/api/accounts/${accountId}/recommendations`, {
    headers: { Origin: originOf() },
  });
  expect(started.status()).toBe(202);
  const { id } = await started.json();
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/accounts/${accountId}/recommendations/${id}`)).json()).status,
      {
        timeout: 30_000,
      },
    )
    .toBe('complete');
}

/**
 * Uploads a document of bench/matching as the data room does (multipart, field `file`), under its own
 * name or `uploadName`, and waits for its processing.
 */
async function uploadAndProcess(
  request: APIRequestContext,
  accountId: string,
  name: string,
  uploadName = name,
) {
  const response = await request.post(`/api/accounts/${accountId}/data-room/files`, {
    headers: { Origin: originOf() },
    multipart: {
      file: {
        name: uploadName,
        mimeType: 'application/octet-stream',
        buffer: readFileSync(path.join(BENCH_DOCUMENTS, name)),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = await response.json();
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/accounts/${accountId}/data-room/files/${id}`)).json()).status,
      {
        timeout: 60_000,
      },
    )
    .toBe('complete');
}

/** The journeys' super admin: signed up by the first journey that needs them, signed in after. */
async function signInSuperAdmin(page: Page) {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { Origin: originOf() },
    data: { email: SUPER_ADMIN_EMAIL, password: PASSWORD },
  });
  if (signIn.ok()) await page.goto('/');
  else await signUpThroughApi(page, SUPER_ADMIN_EMAIL);
}

/** A file name longer than a phone is wide, as real uploads have. */
const LONG_NAME = 'Northwind Robotics Employee Handbook 2024 (final, approved by the board).md';

test('a founder asks the data room a plain question and finds the answering passage highlighted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpWithAccount(page, 'searcher', 'Northwind Robotics');
  const accountId = await openAccountPage(page, 'Data Room', 'data-room');

  await test.step('Board minutes and a facility agreement are uploaded and indexed', async () => {
    await answerRestThroughApi(page.request, accountId);
    await generateRecommendation(page.request, accountId);
    await uploadAndProcess(page.request, accountId, 'NW board mins 2024-03.docx');
    await uploadAndProcess(page.request, accountId, 'facility_agreement_TVB.docx');
    await uploadAndProcess(page.request, accountId, 'Employee Handbook 2024.md', LONG_NAME);
    await page.reload();
  });

  const panel = page.getByRole('tabpanel', { name: 'Vector Search' });
  await test.step('The Vector Search tab asks for a question first', async () => {
    await page.getByRole('tab', { name: 'Vector Search' }).click();
    await expect(panel.getByText('Ask your data room a question')).toBeVisible();
    await panel.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText('Please enter a search query')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('A plain question, sent with Enter, finds the minutes naming the directors', async () => {
    await panel.getByLabel('Search query').fill('who are the directors');
    await panel.getByLabel('Search query').press('Enter');
    const results = panel.getByRole('article');
    await expect(results.first()).toBeVisible();
    const minutes = results.filter({ hasText: 'NW board mins 2024-03.docx' }).first();
    await expect(minutes.getByRole('heading', { name: /^Chunk #\d+$/ })).toBeVisible();
    await expect(minutes.getByText(/^\d+% similarity$/)).toBeVisible();
    await expect(
      minutes
        .locator('mark')
        .filter({ hasText: /^director/i })
        .first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('The loan question in other words reaches the facility agreement', async () => {
    await panel.getByLabel('Search query').fill('what is our loan interest rate');
    await panel.getByRole('button', { name: 'Search' }).click();
    await expect(
      panel.getByRole('article').filter({ hasText: 'facility_agreement_TVB.docx' }).first(),
    ).toBeVisible();
  });

  await test.step("A result's file name opens the file's details", async () => {
    await panel
      .getByRole('article')
      .filter({ hasText: 'facility_agreement_TVB.docx' })
      .first()
      .getByRole('button', { name: 'facility_agreement_TVB.docx' })
      .click();
    const details = page.getByRole('dialog', { name: 'facility_agreement_TVB.docx' });
    await expect(details.getByText('Match confidence')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
  });

  await test.step('At 375 px the results fit the screen, a long file name included', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await panel.getByLabel('Search query').fill('how many days of holiday do staff get');
    await panel.getByLabel('Search query').press('Enter');
    await expect(panel.getByRole('button', { name: LONG_NAME }).first()).toBeVisible();
    // A Markdown file's passage reads as text: its '## Working hours and holidays' heading without marks.
    const handbookPassage = panel.getByRole('article').filter({ hasText: LONG_NAME }).first().locator('p');
    await expect(handbookPassage).toContainText('Working hours and holidays');
    await expect(handbookPassage).not.toContainText('#');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('A question about nothing in the data room finds nothing, and says so', async () => {
    await panel.getByLabel('Search query').fill('xylophone zeppelin');
    await panel.getByLabel('Search query').press('Enter');
    await expect(panel.getByRole('heading', { name: 'No matching passages' })).toBeVisible();
    await expect(panel.getByRole('article')).toHaveCount(0);
    // A question of one unbroken word wraps in the message instead of pushing the page sideways.
    await panel.getByLabel('Search query').fill('x'.repeat(400));
    await panel.getByLabel('Search query').press('Enter');
    await expect(panel.getByText(`“${'x'.repeat(400)}”`)).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test('a super admin creates the missing vector stores in bulk; others are sent away', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await test.step('A normal user is redirected away from the manager', async () => {
    await signUpWithAccount(page, 'member', 'Quiet Co');
    await page.goto('/vector-stores');
    await expect(page).not.toHaveURL(/\/vector-stores$/);
  });

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInSuperAdmin(admin);
  // A company without a store of its own: created through the API as any account would.
  const created = await admin.request.post('/api/accounts', {
    headers: { Origin: originOf() },
    data: { name: 'Storeless Ltd' },
  });
  const { id } = await created.json();
  await admin.request.post(`/api/accounts/${id}/company`, {
    headers: { Origin: originOf() },
    data: { name: 'Storeless Widgets' },
  });

  await test.step('From the Super Admin Dashboard to the manager: the company has no store yet', async () => {
    await admin.goto('/admin');
    await admin.getByRole('link', { name: 'Vector Store Manager' }).click();
    await expect(admin).toHaveURL(/\/vector-stores$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Vector Store Manager' })).toBeVisible();
    const row = admin.getByRole('listitem').filter({ hasText: 'Storeless Widgets' }).first();
    await expect(row.getByText('No Vector Store')).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
  });

  await test.step('Bulk creation makes every missing store, one at a time', async () => {
    await admin.getByRole('button', { name: 'Create Vector Stores for All Companies' }).click();
    await expect(admin.getByText('Vector store created successfully for Storeless Widgets')).toBeVisible({
      timeout: 90_000,
    });
    await expect(admin.getByRole('button', { name: 'Create Vector Stores for All Companies' })).toBeDisabled({
      timeout: 90_000,
    });
    await expect(admin.getByText('No Vector Store')).toHaveCount(0);
    const active = admin.getByRole('region', { name: 'Active' });
    await expect(active.getByText('Storeless Widgets')).toBeVisible();
    await expect(active.getByRole('button', { name: 'Re-index Storeless Widgets' })).toBeVisible();
    await admin.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousA11yViolations(admin);
  });
  await context.close();
});
