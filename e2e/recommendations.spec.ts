import {
  expect,
  expectNoSeriousA11yViolations,
  openAccountPage,
  signUpWithAccount,
  test,
} from './fixtures.ts';
import {
  answerCard,
  answerRestThroughApi,
  openSection,
  questionCard,
  questionCards,
} from './questionnaire-helpers.ts';

const DEBT =
  'Does the company have any outstanding borrowings or loan facilities (including bank loans, venture debt, convertible loans and shareholder loans)?';
const AUDITED = 'Are the company’s annual financial statements audited by an independent external auditor?';
const REVENUE = 'What was the company’s revenue in its last full financial year, in its reporting currency?';

test('answers become data room recommendations; changed answers are detected and the regeneration compares', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpWithAccount(page, 'cfo', 'Lumen Robotics');
  const accountId = await openAccountPage(page, 'Company Profile', 'questionnaire');
  const flagKey = `keel.recommendationRun.${accountId}`;

  await test.step('Nothing answered: there is nothing to generate from yet', async () => {
    await expect(page.getByRole('button', { name: 'Generate Recommendations' })).toBeDisabled();
  });

  await test.step('The first section has every kind of input; the UI answers those, the API the rest', async () => {
    const cards = questionCards(page);
    for (let i = 0; i < (await cards.count()); i += 1) {
      await answerCard(cards.nth(i), {
        text: 'Lumen Robotics Ltd',
        number: '4',
        year: '2019',
        optionIndex: 0,
      });
    }
    const total = await answerRestThroughApi(page.request, accountId);
    await page.reload();
    await expect(page.getByText(`${total} of ${total} completed`)).toBeVisible();
    await expect(page.getByText('Changes detected')).toHaveCount(0);
  });

  const dialog =
    await test.step('Generate: the dialog shows the estimate, the stage and the remaining time while the run goes', async () => {
      await page.getByRole('button', { name: 'Generate Recommendations' }).click();
      const dialog = page.getByRole('dialog', { name: 'Data Room Recommendations' });
      await expect(dialog).toBeVisible();
      const bar = dialog.getByRole('progressbar', { name: 'Generation progress' });
      await expect(bar).toBeVisible();
      await expect(dialog.getByText('analysing questionnaire responses')).toBeVisible();
      await expect(dialog.getByText(/^About \d+ seconds remaining$/)).toBeVisible();
      const flag = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), flagKey)) ?? 'null');
      expect(flag).toMatchObject({ recommendationId: expect.any(String), startedBy: expect.any(String) });
      expect(Date.parse(flag.startedAt)).not.toBeNaN();
      return dialog;
    });

  await test.step("Behind the modal dialog, the page's button says a run is going", async () => {
    await expect(page.locator('button', { hasText: 'View Progress' })).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Polling every 5 s finds the run complete: toast, flag cleared, the result in the dialog', async () => {
    await expect(page.getByText('Recommendations generated successfully!')).toBeVisible({ timeout: 20_000 });
    // The toast sits clear of the dialog's buttons (measured once its slide-in has ended).
    await page.waitForTimeout(600);
    const toastBox = (await page.locator('[data-sonner-toast]').first().boundingBox())!;
    const update = dialog.getByRole('button', { name: 'Update Data Room Recommendation' });
    const updateBox = (await update.boundingBox())!;
    expect(updateBox.y + updateBox.height).toBeLessThanOrEqual(toastBox.y);
    await expect(dialog.getByRole('region', { name: 'Summary' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), flagKey)).toBeNull();
    await expect(
      dialog.getByText('Critical for compliance or due diligence', { exact: false }).first(),
    ).toBeVisible();
    const finance = dialog.getByRole('region', { name: 'Finance', exact: true });
    await expect(finance.getByRole('heading', { name: /^Finance/ })).toBeVisible();
    const loans = finance.getByRole('listitem').filter({ hasText: 'Loan and Facility Agreements' });
    await expect(loans).toHaveAttribute('data-action', 'new');
    await expect(loans.getByText(/^High/)).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Basic Company Profile', exact: true })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'No longer recommended' })).toHaveCount(0);
  });

  await test.step('Unchanged answers: updating is offered only once something changes', async () => {
    await expect(dialog.getByRole('button', { name: 'Update Data Room Recommendation' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'View Recommendations' })).toBeVisible();
  });

  await test.step('Changing answers (no more debt, unaudited accounts, a revenue band) is detected at once', async () => {
    await openSection(page, 'Finance');
    await answerCard(questionCard(page, DEBT), { text: '', number: '', year: '', optionIndex: 1 });
    await expect(page.getByText('Changes detected')).toBeVisible();
    await answerCard(questionCard(page, AUDITED), { text: '', number: '', year: '', optionIndex: 1 });
    await openSection(page, 'Basic Company Profile');
    await questionCard(page, REVENUE).getByRole('radio', { name: '1M–10M' }).click();
    await expect(questionCard(page, REVENUE).getByText('Saved', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("It survives a reload: the badge compares with the stored hash of the recommendation's answers", async () => {
    await page.reload();
    await expect(page.getByText('Changes detected')).toBeVisible();
  });

  await test.step('Regenerate, and close the dialog during the run: it carries on quietly until it completes', async () => {
    await page.getByRole('button', { name: 'View Recommendations' }).click();
    await expect(
      dialog.getByText('Your answers have changed since these recommendations were generated', {
        exact: false,
      }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Update Data Room Recommendation' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    const dismissed = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), flagKey)) ?? 'null',
    );
    expect(dismissed).toMatchObject({ dismissed: true });
    await expect(page.getByRole('button', { name: 'View Progress' })).toBeVisible();

    await expect(page.getByText('Recommendations generated successfully!')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Changes detected')).toHaveCount(0);
  });

  await test.step('The new recommendation compares itself with the previous one', async () => {
    const removed = dialog.getByRole('region', { name: 'No longer recommended' });
    await expect(
      removed.getByRole('listitem').filter({ hasText: 'Loan and Facility Agreements' }),
    ).toHaveAttribute('data-action', 'remove');
    await expect(removed.getByText('Loan and Facility Agreements')).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    await expect(
      dialog.getByRole('listitem').filter({ hasText: 'Annual Accounts as Filed (unaudited, last 3 years)' }),
    ).toHaveAttribute('data-action', 'new');
    const plan = dialog.getByRole('listitem').filter({ hasText: 'Business Plan and Strategy' });
    await expect(plan).toHaveAttribute('data-action', 'updated');
    await expect(plan.getByText('Updated', { exact: true })).toBeVisible();
    await expect(dialog.locator('li[data-action="unchanged"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
