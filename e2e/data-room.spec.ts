import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  openAccountPage,
  signUpWithAccount,
  test,
} from './fixtures.ts';
import { answerRestThroughApi } from './questionnaire-helpers.ts';

const DOCUMENTS = path.join(import.meta.dirname, 'documents');
const documentNames = readdirSync(DOCUMENTS).filter((name) => name !== 'SOURCES.md');

/**
 * Drops files on the drop zone the way a browser does: a drop event whose DataTransfer holds them.
 */
async function dropFiles(page: Page, names: string[]) {
  const files = names.map((name) => ({
    name,
    base64: readFileSync(path.join(DOCUMENTS, name)).toString('base64'),
  }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, base64 } of list) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name));
    }
    return transfer;
  }, files);
  const zone = page.getByTestId('upload-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** Records every status each uploaded row shows, so the journey can tell it saw 'Analyzing' first. */
async function recordRowStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, string[]> = {};
    (window as unknown as { __rowStatuses: typeof seen }).__rowStatuses = seen;
    const note = () => {
      for (const row of document.querySelectorAll<HTMLElement>('[data-testid="uploaded-file"]')) {
        const name = row.dataset.fileName!;
        const label = row.querySelector('[data-status]')?.textContent?.trim() ?? '';
        const list = seen[name] ?? [];
        seen[name] = list;
        if (list.at(-1) !== label) list.push(label);
      }
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    note();
  });
}

const uploadedRow = (page: Page, name: string) =>
  page.getByTestId('uploaded-file').and(page.locator(`[data-file-name="${name}"]`));
const recommendedRow = (page: Page, name: string) =>
  page.getByTestId('recommended-file').and(page.locator(`[data-file-name="${name}"]`));

test('a founder generates recommendations, drops ten documents, sees them matched, corrects one and deletes one', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpWithAccount(page, 'founder', 'Northwind Analytics');
  const accountId = await openAccountPage(page, 'Data Room', 'data-room');

  await test.step('A new data room says what to do first, and refuses uploads without a recommendation', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Data Room' })).toBeVisible();
    await expect(page.getByText('Start your data room')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Files & Recommendations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Generate Data Room Recommendations' })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Data room score' })).toHaveCount(0);
    await page.getByTestId('upload-files-input').setInputFiles(path.join(DOCUMENTS, 'information.md'));
    await expect(
      page.locator('[data-sonner-toast]').getByText('Please select a recommendation first'),
    ).toBeVisible();
    await expect(page.getByTestId('uploaded-file')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Generate: the progress dialog polls until the recommendation is ready', async () => {
    await answerRestThroughApi(page.request, accountId);
    await page.reload();
    const generate = page.getByRole('button', { name: 'Generate Data Room Recommendations' });
    await expect(generate).toBeEnabled();
    await generate.click();
    const dialog = page.getByRole('dialog', { name: 'Generating Recommendations' });
    await expect(dialog.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByText('Recommendations generated successfully!')).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Update Data Room Recommendation' })).toBeDisabled();
  });

  const scoreCard = page.getByRole('region', { name: 'Data room score' });
  await test.step('The score card and the recommended files, none fulfilled yet', async () => {
    await expect(scoreCard.getByTestId('data-room-score')).toHaveText('0');
    await expect(scoreCard.getByText('Needs Work')).toBeVisible();
    await expect(page.getByTestId('recommended-file').first()).toBeVisible();
    await expect(page.locator('[data-testid="recommended-file"][data-fulfilment="fulfilled"]')).toHaveCount(
      0,
    );
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Ten real documents dropped at once: each shows Analyzing, then its match', async () => {
    await recordRowStatuses(page);
    await dropFiles(page, documentNames);
    await expect(page.getByTestId('queued-upload').or(page.getByTestId('uploaded-file'))).toHaveCount(10);
    await expect(page.getByTestId('uploaded-file')).toHaveCount(10, { timeout: 60_000 });
    await expect(page.locator('[data-testid="uploaded-file"][data-status="complete"]')).toHaveCount(10, {
      timeout: 120_000,
    });
    const seen = await page.evaluate(
      () => (window as unknown as { __rowStatuses: Record<string, string[]> }).__rowStatuses,
    );
    for (const name of documentNames) {
      const statuses = seen[name] ?? [];
      expect(
        statuses.some((s) => s.startsWith('Analyzing')),
        `${name} showed ${statuses.join(' → ')}`,
      ).toBe(true);
      expect(statuses.at(-1), `${name} ended on a match or 'No match'`).toMatch(/^(\d+% match|No match)$/);
    }
    await expectNoSeriousA11yViolations(page);
    // The longest name (66 characters) is cut off in its row, and nothing pushes the page sideways.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways overflow at ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  let matchedName = '';
  let securityRecommendation = '';
  await test.step('The information security policy is matched; both details dialogs tell why', async () => {
    const row = uploadedRow(page, 'information.md');
    await expect(row.getByText(/^\d+%/)).toBeVisible();
    await row.getByRole('button', { name: /^information\.md/ }).click();
    const details = page.getByRole('dialog', { name: 'information.md' });
    await expect(details.getByText('5.23 KB')).toBeVisible();
    await expect(details.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(details.getByRole('region', { name: 'AI analysis' })).toContainText('Reasoning');
    matchedName = (await details.locator('dt:text-is("Matches") + dd').textContent())!.trim();
    expect(matchedName).not.toBe('No recommended file');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    securityRecommendation = matchedName;
    const recommended = recommendedRow(page, securityRecommendation);
    await expect(recommended).not.toHaveAttribute('data-fulfilment', 'unfulfilled');
    await recommended.getByRole('button', { name: `View Details of ${securityRecommendation}` }).click();
    const dialog = page.getByRole('dialog', { name: securityRecommendation });
    await expect(dialog.getByRole('region', { name: 'Description' })).toBeVisible();
    await expect(dialog.getByText('Priority')).toBeVisible();
    await expect(
      dialog.getByText(
        /Critical for compliance or due diligence|Important for overall governance|Nice to have for completeness/,
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'View File information.md' }).click();
    await expect(page.getByRole('dialog', { name: 'information.md' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('The score card and fulfilment changed with the matches', async () => {
    await expect(scoreCard.getByTestId('data-room-score')).not.toHaveText('0');
    await expect(
      page.locator('[data-testid="recommended-file"]:not([data-fulfilment="unfulfilled"])'),
    ).not.toHaveCount(0);
  });

  await test.step('Correcting a match: "Not a match" is kept, shown as set by the user, and counted', async () => {
    const scoreBefore = Number(await scoreCard.getByTestId('data-room-score').textContent());
    await uploadedRow(page, 'information.md')
      .getByRole('button', { name: /^information\.md/ })
      .click();
    const details = page.getByRole('dialog', { name: 'information.md' });
    await details.getByRole('combobox', { name: 'Correct the match' }).click();
    await page.getByRole('option', { name: 'Not a match' }).click();
    await expect(details.getByTestId('correction-note')).toContainText('Marked not a match by');
    await expect(details.getByText('No match', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(uploadedRow(page, 'information.md').getByText(/^Set by /)).toBeVisible();
    await expect(uploadedRow(page, 'information.md').getByText('No match', { exact: true })).toBeVisible();
    await expect
      .poll(async () => Number(await scoreCard.getByTestId('data-room-score').textContent()))
      .toBeLessThanOrEqual(scoreBefore);
  });

  await test.step('Deleting a file asks first, then says so', async () => {
    await page.getByRole('button', { name: 'Delete continuity.md' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete continuity.md?' });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('continuity.md deleted successfully')).toBeVisible();
    await expect(uploadedRow(page, 'continuity.md')).toHaveCount(0);
    await expect(page.getByTestId('uploaded-file')).toHaveCount(9);
  });

  await test.step('The Vector Search tab is there', async () => {
    await page.getByRole('tab', { name: 'Vector Search' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Vector Search' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('sixty documents picked as one folder upload one after another and are all analysed, the page staying responsive', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const folder = testInfo.outputPath('data-room-folder');
  mkdirSync(folder, { recursive: true });
  const names: string[] = [];
  for (let copy = 1; copy <= 6; copy += 1) {
    for (const name of documentNames) {
      const copyName = `${copy}-${name}`;
      copyFileSync(path.join(DOCUMENTS, name), path.join(folder, copyName));
      names.push(copyName);
    }
  }

  await signUpWithAccount(page, 'bulk', 'Bulk Upload Ltd');
  const accountId = await openAccountPage(page, 'Data Room', 'data-room');
  await answerRestThroughApi(page.request, accountId);
  await page.reload();
  await page.getByRole('button', { name: 'Generate Data Room Recommendations' }).click();
  await expect(page.getByText('Recommendations generated successfully!')).toBeVisible({ timeout: 30_000 });

  // Every task that blocks the main thread for 50 ms or more, from here on.
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const started = Date.now();
  await page.getByLabel('Choose a folder to upload').setInputFiles(folder);
  await expect(page.getByTestId('queued-upload').or(page.getByTestId('uploaded-file'))).toHaveCount(60);

  await test.step('While they upload, the page answers at once: a details dialog opens and closes', async () => {
    await expect(page.getByTestId('uploaded-file').first()).toBeVisible({ timeout: 30_000 });
    const clicked = Date.now();
    await page
      .getByTestId('recommended-file')
      .first()
      .getByRole('button', { name: /^View Details/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(Date.now() - clicked).toBeLessThan(2_000);
    await page.keyboard.press('Escape');
  });

  await expect(page.getByTestId('uploaded-file')).toHaveCount(60, { timeout: 180_000 });
  await expect(page.locator('[data-testid="uploaded-file"][data-status="complete"]')).toHaveCount(60, {
    timeout: 180_000,
  });
  const seconds = (Date.now() - started) / 1000;
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  const longest = Math.max(0, ...longTasks);
  console.info(
    `60 files: all analysed after ${seconds.toFixed(1)} s; ${longTasks.length} long tasks, longest ${longest.toFixed(0)} ms`,
  );
  for (const name of names.slice(0, 10)) await expect(uploadedRow(page, name)).toHaveCount(1);
  // No freeze: no single task held the main thread for half a second.
  expect(longest).toBeLessThan(500);
  await expectNoSeriousA11yViolations(page);
});
