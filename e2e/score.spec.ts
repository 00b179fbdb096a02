import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signUpWithAccount, test } from './fixtures.ts';
import { answerRestThroughApi } from './questionnaire-helpers.ts';

const DOCUMENTS = path.join(import.meta.dirname, 'documents');
const UPLOADS = ['incident.md', 'information.md', 'continuity.md', 'conflict-of-interest-policy.txt'];

/** Generates the data room recommendation and uploads documents as the data room page would. */
async function buildDataRoom(request: APIRequestContext, origin: string, accountId: string) {
  const at = `/api/accounts/${accountId}`;
  const started = await request.post(`${at}/recommendations`, { headers: { origin } });
  expect(started.status()).toBe(202);
  await expect
    .poll(
      async () => {
        const response = await request.get(`${at}/recommendations`);
        return ((await response.json()) as { active: unknown }).active !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  for (const name of UPLOADS) {
    const uploaded = await request.post(`${at}/data-room/files`, {
      headers: { origin },
      multipart: { file: { name, mimeType: 'text/plain', buffer: readFileSync(path.join(DOCUMENTS, name)) } },
    });
    expect(uploaded.status(), name).toBe(201);
  }
  await expect
    .poll(
      async () => {
        const response = await request.get(`${at}/data-room/files`);
        const { files } = (await response.json()) as { files: { status: string }[] };
        return files.every((file) => file.status === 'complete');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/score-${name}.png`, fullPage: true });
}

test('a founder scores the company, reads an area with its evidence, resets, retries and tests a factor', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpWithAccount(page, 'scorer', 'Contoso Robotics');
  const origin = new URL(page.url()).origin;
  const accountId = await page.evaluate(async () => {
    const response = await fetch('/api/accounts');
    const body = (await response.json()) as { accounts: { id: string }[] };
    return body.accounts[0]!.id;
  });

  await test.step('Complete the questionnaire and upload documents', async () => {
    await answerRestThroughApi(page.request, accountId);
    await buildDataRoom(page.request, origin, accountId);
  });

  await test.step('The sidebar Score link lands on the overview, which offers Start Analysis', async () => {
    await page.getByRole('link', { name: 'Score', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/keel-score/${accountId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Readiness Score' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Analysis' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Start Analysis: the score fills in live', async () => {
    await page.getByRole('button', { name: 'Start Analysis' }).click();
    await expect(
      page.getByText(/Started background analysis of \d+ factors! Processing will continue automatically\./),
    ).toBeVisible();
    await expect(page.getByTestId('overall-score')).toHaveText(/^\d+$/, { timeout: 60_000 });
    await expect(page.getByText('Complete').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('list', { name: 'Governance areas' }).getByRole('listitem')).toHaveCount(7);
    await expect(page.getByRole('img', { name: /Corporate Governance: \d+%/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'overview-1280');
  });

  await test.step('Open an area, expand a factor and follow a quote to its file', async () => {
    await page.getByRole('link', { name: /Operational Risk & Systems/ }).click();
    await expect(page).toHaveURL(/area-detail\/Operational%20Risk%20%26%20Systems$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Operational Risk & Systems' })).toBeVisible();
    await expect(page.getByText(/^\d+ of \d+ factors assessed$/)).toBeVisible();
    const incident = page
      .getByTestId('factor-item')
      .filter({ hasText: 'Does the company have a tested incident response plan and an incident log?' });
    await expect(incident.getByText(/\/10$/)).toBeVisible();
    await incident.getByRole('button', { name: 'Show details' }).click();
    await expect(incident.getByRole('button', { name: 'Hide details' })).toBeVisible();
    await expect(incident.getByRole('heading', { name: 'Document evidence' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'area-1280');
    const link = incident.getByRole('link', { name: 'incident.md' }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`/data-room/${accountId}\\?file=[0-9a-f-]{36}$`));
    await link.click();
    // The quoted file opens in the data room's file details.
    await expect(page).toHaveURL(new RegExp(`/data-room/${accountId}`));
    await expect(
      page.getByRole('dialog', { name: 'incident.md' }).getByText('Match confidence'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goBack();
  });

  await test.step('Test one factor in the Single Factor Tester', async () => {
    const minutes = page
      .getByTestId('factor-item')
      .filter({ hasText: 'Are backups isolated from production and restored in tests?' });
    await minutes.getByRole('button', { name: /^Test factor:/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Single Factor Tester' });
    await expect(dialog.getByLabel('Prompt')).toHaveValue(/Factor: Are backups isolated/);
    await expect(dialog.getByText(/offline engine scores by the factor's rubric/)).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Current answers' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Test This Factor' }).click();
    await expect(page.getByText('Factor scored successfully')).toBeVisible();
    await expect(dialog.getByLabel('Raw result')).toHaveValue(/"success": true/);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'tester-1280');
    await page.keyboard.press('Escape');
    // The factor just scored again carries the 'Updated' tag, and focus is back on its test button.
    await expect(minutes.getByText('Updated', { exact: true })).toBeVisible();
    await expect(minutes.getByRole('button', { name: /^Test factor:/ })).toBeFocused();
  });

  await test.step('A failed factor shows its error and Retry Failed restarts it', async () => {
    const factors = (await (await page.request.get(`/api/accounts/${accountId}/scoring/factors`)).json()) as {
      factors: { factorId: string; questionText: string; area: string }[];
    };
    const target = factors.factors.find((f) => f.area === 'Operational Risk & Systems')!;
    const failed = await page.request.patch(
      `/api/accounts/${accountId}/scoring/factors/${target.factorId}/status`,
      {
        headers: { origin },
        data: { status: 'failed', errorMessage: 'The AI endpoint did not answer within 60 s.' },
      },
    );
    expect(failed.ok()).toBe(true);
    // Failed outside this page (as a run's factor would be): the page reads it on its next load.
    await page.reload();
    const item = page.getByTestId('factor-item').filter({ hasText: target.questionText });
    await expect(item.getByText('Analysis failed - please retry')).toBeVisible();
    await item.getByText('Error details').click();
    await expect(item.getByText('The AI endpoint did not answer within 60 s.')).toBeVisible();

    await page.getByRole('link', { name: 'Back to score overview' }).click();
    await expect(page.getByText('1 failed').first()).toBeVisible();
    await page.getByRole('button', { name: 'Retry Failed' }).click();
    await expect(page.getByText('Failed factors reset and restarted!')).toBeVisible();
    await expect(page.getByText('1 failed')).toHaveCount(0, { timeout: 30_000 });
  });

  await test.step('Reset All to Pending, then Resume Analysis brings the score back', async () => {
    await page.getByRole('button', { name: 'Reset All to Pending' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset all factors to pending?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Reset All', exact: true }).click();
    await expect(page.getByText('All factors reset to pending for testing!')).toBeVisible();
    await expect(page.getByTestId('overall-score')).toHaveText('—');
    await page.getByRole('button', { name: 'Resume Analysis' }).click();
    await expect(page.getByTestId('overall-score')).toHaveText(/^\d+$/, { timeout: 60_000 });
  });

  await test.step('The overview works at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('heading', { level: 1, name: 'Readiness Score' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'overview-375');
  });
});
