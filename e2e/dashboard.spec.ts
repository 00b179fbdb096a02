import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signUpWithAccount, test } from './fixtures.ts';
import { answerRestThroughApi } from './questionnaire-helpers.ts';

const corpus = (relative: string) => path.join(process.cwd(), '..', 'shared', 'corpus', relative);

/** A step card on the dashboard, found by its heading. */
const stepCard = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Steps' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) }),
    });

/** Generates the data room recommendations through the API and waits for them. */
async function generateRecommendations(request: APIRequestContext, origin: string, accountId: string) {
  const started = await request.post(`/api/accounts/${accountId}/recommendations`, { headers: { origin } });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  let files: { fileName: string; description: string | null }[] = [];
  await expect
    .poll(async () => {
      const run = await (await request.get(`/api/accounts/${accountId}/recommendations/${id}`)).json();
      files = run.files;
      return run.status;
    })
    .toBe('complete');
  return files;
}

/** Uploads one file through the data room API, as the data room page does. */
async function upload(
  request: APIRequestContext,
  origin: string,
  accountId: string,
  name: string,
  buffer: Buffer,
) {
  const response = await request.post(`/api/accounts/${accountId}/data-room/files`, {
    headers: { origin },
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer } },
  });
  expect(response.status(), `upload of ${name}`).toBe(201);
}

/** Waits until every uploaded file is analysed and returns their match confidences. */
async function analysedConfidences(request: APIRequestContext, accountId: string) {
  let confidences: (number | null)[] = [];
  await expect
    .poll(
      async () => {
        const { files } = (await (
          await request.get(`/api/accounts/${accountId}/data-room/files`)
        ).json()) as {
          files: { status: string; confidenceScore: number | null }[];
        };
        confidences = files.map((file) => file.confidenceScore);
        return files.every((file) => file.status === 'complete' || file.status === 'failed');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return confidences;
}

const meanPercent = (values: (number | null)[]) =>
  Math.round((values.reduce<number>((sum, value) => sum + (value ?? 0), 0) / values.length) * 100);

test('the dashboard leads a new user step by step, its values and ticks following the questionnaire and the uploads', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpWithAccount(page, 'founder', 'Northwind Labs');
  const origin = new URL(page.url()).origin;
  const profile = stepCard(page, 'Company Profile');
  const dataRoom = stepCard(page, 'Data Room');
  const score = stepCard(page, 'Score');

  const accountId =
    await test.step('A new user sees the three steps, the company profile drawn out as the next one', async () => {
      await expect(profile.getByText(/^0\/\d+ questions answered$/)).toBeVisible();
      await expect(profile).toHaveAttribute('aria-current', 'step');
      await expect(profile.getByText('Next step')).toBeVisible();
      await expect(profile.getByText('0%', { exact: true })).toBeVisible();
      await expect(dataRoom.getByText('0 files uploaded')).toBeVisible();
      await expect(dataRoom.getByRole('link', { name: 'Start Upload' })).toBeVisible();
      await expect(score.getByText('0 factors evaluated')).toBeVisible();
      await expect(score.getByRole('link', { name: 'Generate Score' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Complete' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      const href = await profile.getByRole('link', { name: 'Continue Setup' }).getAttribute('href');
      return href!.split('/').pop()!;
    });

  await test.step('At 375 px the next step is still the first card, and the page does not scroll sideways', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const boxes = await Promise.all([profile, dataRoom, score].map((card) => card.boundingBox()));
    expect(boxes[0]!.y).toBeLessThan(boxes[1]!.y);
    expect(boxes[1]!.y).toBeLessThan(boxes[2]!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('The keyboard reaches the next step’s button and opens the questionnaire', async () => {
    const button = profile.getByRole('link', { name: 'Continue Setup' });
    for (let i = 0; i < 40 && !(await button.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/questionnaire/${accountId}$`));
  });

  await test.step('Every question answered: the profile is ticked at 100% and the data room is next', async () => {
    const total = await answerRestThroughApi(page.request, accountId);
    await page.goto('/dashboard');
    await expect(profile.getByText(`${total}/${total} questions answered`)).toBeVisible();
    await expect(profile.getByText('100%', { exact: true })).toBeVisible();
    await expect(profile.getByRole('img', { name: 'Complete' })).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Review Answers' })).toBeVisible();
    await expect(dataRoom).toHaveAttribute('aria-current', 'step');
    await expect(profile).not.toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page);
  });

  const recommended =
    await test.step('A document that matches nothing well: the value is the files’ mean confidence, no tick', async () => {
      const recommended = await generateRecommendations(page.request, origin, accountId);
      await upload(
        page.request,
        origin,
        accountId,
        'captable-team-members-template.csv',
        readFileSync(corpus('hr/captable-team-members-template.csv')),
      );
      const confidences = await analysedConfidences(page.request, accountId);
      const value = meanPercent(confidences);
      await page.reload();
      await expect(dataRoom.getByText('1 file uploaded')).toBeVisible();
      await expect(dataRoom.getByText(`${value}%`, { exact: true })).toBeVisible();
      await expect(dataRoom.getByRole('link', { name: 'Manage Files' })).toBeVisible();
      if (value < 80) await expect(dataRoom.getByRole('img', { name: 'Complete' })).toHaveCount(0);
      return recommended;
    });

  await test.step('Documents for the recommended files lift the mean to 80 or more: the data room is ticked', async () => {
    for (const file of recommended.slice(0, 5)) {
      const text = `${file.fileName}\n\n${file.description ?? ''}\n\nThis document is the company's ${file.fileName}.`;
      await upload(
        page.request,
        origin,
        accountId,
        `${file.fileName.replace(/\//g, '-')}.txt`,
        Buffer.from(text),
      );
    }
    const confidences = await analysedConfidences(page.request, accountId);
    const value = meanPercent(confidences);
    expect(value).toBeGreaterThanOrEqual(80);
    await page.reload();
    await expect(dataRoom.getByText('6 files uploaded')).toBeVisible();
    await expect(dataRoom.getByText(`${value}%`, { exact: true })).toBeVisible();
    await expect(dataRoom.getByRole('img', { name: 'Complete' })).toBeVisible();
    await expect(score).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page);
    await dataRoom.getByRole('link', { name: 'Manage Files' }).click();
    await expect(page).toHaveURL(new RegExp(`/data-room/${accountId}$`));
  });

  await test.step('Scored: the score is the plain average of the relevant scored factors, out of 100', async () => {
    const started = await page.request.post(`/api/accounts/${accountId}/scoring/runs`, {
      headers: { origin },
    });
    expect(started.status()).toBe(202);
    let scored: { status: string; score: number | null; isRelevant: boolean | null }[] = [];
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`/api/accounts/${accountId}/scoring/factors`);
          scored = (await response.json()).factors;
          return scored.length > 0 && scored.every((f) => f.status === 'completed' || f.status === 'failed');
        },
        { timeout: 120_000 },
      )
      .toBe(true);
    const evaluated = scored.filter(
      (f) => f.status === 'completed' && f.score !== null && f.isRelevant !== false,
    );
    expect(evaluated.length).toBeGreaterThan(0);
    const value = Math.round((evaluated.reduce((sum, f) => sum + f.score!, 0) / evaluated.length) * 10);

    await page.goto('/dashboard');
    await expect(score.getByText(`${evaluated.length} factors evaluated`)).toBeVisible();
    await expect(score.getByText(`${value}/100`, { exact: true })).toBeVisible();
    await expect(score.getByRole('img', { name: 'Complete' })).toHaveCount(value >= 80 ? 1 : 0);
    await expectNoSeriousA11yViolations(page);
    await score.getByRole('link', { name: value > 0 ? 'View Score' : 'Generate Score' }).click();
    await expect(page).toHaveURL(new RegExp(`/keel-score/${accountId}$`));
  });
});
