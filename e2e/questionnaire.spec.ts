import {
  expect,
  expectNoSeriousA11yViolations,
  openAccountPage,
  SUPER_ADMIN_EMAIL,
  signUpThroughApi,
  signUpWithAccount,
  test,
} from './fixtures.ts';
import {
  AREAS,
  answerCard,
  openSection,
  questionCard,
  questionCards,
  shownValue,
} from './questionnaire-helpers.ts';

const NEW_QUESTION =
  'Has the company named an officer responsible for export controls and sanctions screening?';

test('a member fills every section, a super admin adds a question and impersonates the account', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const currentYear = new Date().getUTCFullYear();

  const { accountId, total } =
    await test.step('A member (here the owner) opens Company Profile from the sidebar', async () => {
      await signUpWithAccount(page, 'member', 'Harbour Analytics');
      const accountId = await openAccountPage(page, 'Company Profile', 'questionnaire');
      await expect(page).toHaveTitle(/Company Profile Questionnaire/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Company Profile Questionnaire' }),
      ).toBeVisible();
      const start = page.getByText(/^0 of \d+ completed$/);
      await expect(start).toBeVisible();
      const total = Number((await start.textContent())!.split(' of ')[1]!.split(' ')[0]);
      expect(total).toBeGreaterThanOrEqual(55);
      await expect(page.getByText('No answers yet')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      return { accountId, total };
    });

  await test.step("/questionnaire without an id opens the last selected account's", async () => {
    await page.goto('/questionnaire');
    await expect(page).toHaveURL(new RegExp(`/questionnaire/${accountId}$`));
  });

  await test.step('Invalid values are refused beside the field with the shared messages, then corrected', async () => {
    const founded = questionCard(page, 'In which year was the company incorporated?');
    const year = founded.getByRole('spinbutton');
    await year.fill('1850');
    await year.blur();
    await expect(founded.getByText(`Enter a year from 1900 to ${currentYear}`)).toBeVisible();
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(founded.getByText('Not answered')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await year.fill('2012');
    await year.blur();
    await expect(founded.getByText('Saved', { exact: true })).toBeVisible();
    await expect(founded.getByText(/Enter a year/)).toHaveCount(0);

    const countries = questionCard(page, 'In how many countries does the company have offices or employees?');
    await countries.getByRole('spinbutton').fill('-3');
    await countries.getByRole('spinbutton').blur();
    await expect(countries.getByText('Enter a number of 0 or more')).toBeVisible();
    await countries.getByRole('spinbutton').fill('3');
    await countries.getByRole('spinbutton').blur();
    await expect(countries.getByText('Saved', { exact: true })).toBeVisible();
    await expect(page.getByText(`2 of ${total} completed`)).toBeVisible();
  });

  const given =
    await test.step('Every section, every kind of input: Text, Number, Year and Radio (one of them by keyboard)', async () => {
      const given = new Map<string, string>([
        ['In which year was the company incorporated?', '2012'],
        ['In how many countries does the company have offices or employees?', '3'],
      ]);
      const kinds = new Set<string>();
      let usedKeyboard = false;
      for (const [sectionIndex, area] of AREAS.entries()) {
        if (sectionIndex > 0) {
          await page.getByRole('button', { name: 'Next Section' }).click();
          await expect(page.getByRole('heading', { level: 2, name: area, exact: true })).toBeVisible();
        }
        const cards = questionCards(page);
        const count = await cards.count();
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i += 1) {
          const card = cards.nth(i);
          const text = (await card.getByRole('heading', { level: 3 }).textContent())!;
          kinds.add((await card.getAttribute('data-answer-set'))!);
          if (given.has(text)) continue;
          const keyboard: boolean = !usedKeyboard && (await card.getByRole('radio').count()) > 1;
          const value = await answerCard(card, {
            text: `${area}: answer ${i + 1}, as the company records it.`,
            number: String(10 + i),
            year: String(2000 + sectionIndex),
            optionIndex: (i + sectionIndex) % 2,
            keyboard,
          });
          usedKeyboard ||= keyboard;
          given.set(text, value);
        }
        await expect(page.getByText(`${count} of ${count} answered`, { exact: true })).toBeVisible();
      }
      expect([...kinds].sort()).toEqual(['Number', 'Radio', 'Text', 'Year']);
      expect(usedKeyboard).toBe(true);
      expect(given.size).toBe(total);
      await expect(page.getByText(`${total} of ${total} completed`)).toBeVisible();
      return given;
    });

  await test.step('On the last section the data room button replaces Next Section, enabled now', async () => {
    await expect(page.getByRole('button', { name: 'Next Section' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Go to Step 2: Data Room' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('A reload finds every answer where it was given', async () => {
    await page.reload();
    await expect(page.getByText(`${total} of ${total} completed`)).toBeVisible();
    await expect(page.getByText(/^Last updated /)).toBeVisible();
    for (const area of AREAS) {
      await openSection(page, area);
      const cards = questionCards(page);
      const count = await cards.count();
      for (let i = 0; i < count; i += 1) {
        const card = cards.nth(i);
        const text = (await card.getByRole('heading', { level: 3 }).textContent())!;
        expect(await shownValue(card), text).toBe(given.get(text));
      }
    }
    await expect(page.getByRole('button', { name: 'Go to Step 2: Data Room' })).toBeEnabled();
    await page.getByRole('button', { name: 'Go to Step 2: Data Room' }).click();
    await expect(page).toHaveURL(new RegExp(`/data-room/${accountId}$`));
  });

  await test.step('A member cannot reach the Super Admin Dashboard', async () => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  const { adminContext, admin } =
    await test.step('A super admin, in another browser, adds a question to the catalogue', async () => {
      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      await signUpThroughApi(admin, SUPER_ADMIN_EMAIL);
      // With no account of their own, the super admin is offered the dashboard where newcomers land.
      await expect(admin).toHaveURL(/\/create-account$/);
      await expectNoSeriousA11yViolations(admin);
      await admin.getByRole('link', { name: 'Super Admin Dashboard' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Super Admin Dashboard' })).toBeVisible();
      await expect(
        admin.getByRole('table', { name: 'Accounts' }).getByText('Harbour Analytics'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(admin);

      await admin.getByRole('tab', { name: 'Super Users' }).click();
      await expect(
        admin.getByRole('table', { name: 'Super users' }).getByText(SUPER_ADMIN_EMAIL),
      ).toBeVisible();
      await admin.getByLabel('Email').fill('nobody-here@example.com');
      await admin.getByRole('button', { name: 'Add Super User' }).click();
      await expect(
        admin.getByText('User not found. The user must have an account first.', { exact: true }).first(),
      ).toBeVisible();
      await admin.getByLabel('Email').fill(SUPER_ADMIN_EMAIL);
      await admin.getByRole('button', { name: 'Add Super User' }).click();
      await expect(admin.getByText('User is already a super admin', { exact: true }).first()).toBeVisible();
      await expect(
        admin.getByRole('button', { name: `Remove super admin privileges from ${SUPER_ADMIN_EMAIL}` }),
      ).toBeDisabled();
      await expectNoSeriousA11yViolations(admin);

      await admin.getByRole('tab', { name: 'Company Questions' }).click();
      await expect(admin.getByRole('table', { name: 'Company questions' })).toBeVisible();
      await expectNoSeriousA11yViolations(admin);
      await admin.getByRole('button', { name: 'Create Question' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Create Question' });
      await expect(dialog.getByLabel('Order')).toHaveValue(/^\d+0$/);
      const defaultOrder = Number(await dialog.getByLabel('Order').inputValue());
      expect(defaultOrder).toBeGreaterThanOrEqual(total * 10);
      await expect(dialog.getByLabel('Expiration days')).toHaveValue('90');
      await dialog.getByRole('button', { name: 'Create Question' }).click();
      await expect(dialog.getByText('Question text is required')).toBeVisible();
      await expect(dialog.getByText('Governance area is required')).toBeVisible();
      await expect(dialog.getByText('Answer set is required')).toBeVisible();
      await expectNoSeriousA11yViolations(admin);

      await dialog.getByLabel('Question text').fill(NEW_QUESTION);
      await dialog.getByRole('combobox', { name: 'Governance area' }).click();
      await admin.getByRole('option', { name: 'Regulatory & Legal Compliance' }).click();
      await dialog.getByRole('combobox', { name: 'Answer set' }).click();
      await admin.getByRole('option', { name: 'Radio' }).click();
      await dialog.getByRole('button', { name: 'Create Question' }).click();
      await expect(dialog.getByText('Radio questions must have at least one option')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Yes');
      await dialog.getByRole('button', { name: 'Add option' }).click();
      await dialog.getByRole('textbox', { name: 'Option 2', exact: true }).fill('No');
      await dialog.getByRole('button', { name: 'Create Question' }).click();
      await expect(admin.getByText('Question created')).toBeVisible();
      await expect(dialog).toBeHidden();
      await admin.getByLabel('Search company questions').fill('export controls');
      await expect(
        admin.getByRole('table', { name: 'Company questions' }).getByText(NEW_QUESTION),
      ).toBeVisible();
      await expect(admin.getByRole('table', { name: 'Company questions' }).getByRole('row')).toHaveCount(3);
      return { adminContext, admin };
    });

  await test.step('The member sees it at once: one question more, and the data room button is locked again', async () => {
    await page.goto(`/questionnaire/${accountId}?section=11`);
    await expect(page.getByText(`${total} of ${total + 1} completed`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete all questions to proceed' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Go to Step 2: Data Room' })).toHaveCount(0);
    await openSection(page, 'Regulatory & Legal Compliance');
    const added = questionCard(page, NEW_QUESTION);
    await expect(added.getByText('Not answered')).toBeVisible();
    await answerCard(added, { text: '', number: '', year: '', optionIndex: 0 });
    await expect(page.getByText(`${total + 1} of ${total + 1} completed`)).toBeVisible();
    await openSection(page, 'BCDR');
    await expect(page.getByRole('button', { name: 'Go to Step 2: Data Room' })).toBeEnabled();
  });

  await test.step('The super admin impersonates the account: its questionnaire, with a banner and a way out', async () => {
    await admin.getByRole('tab', { name: 'Accounts' }).click();
    await admin.getByLabel('Search accounts').fill('Harbour');
    await admin.getByRole('button', { name: 'Impersonate Harbour Analytics' }).click();
    await expect(admin).toHaveURL(new RegExp(`/questionnaire/${accountId}$`));
    const banner = admin.getByRole('region', { name: 'Impersonation' });
    await expect(banner).toContainText('You are viewing Harbour Analytics as a super admin');
    await expect(admin.getByText(`${total + 1} of ${total + 1} completed`)).toBeVisible();
    await expect(admin.getByRole('button', { name: /Harbour Analytics.*switch account/ })).toContainText(
      'Super Admin (impersonating)',
    );
    await expectNoSeriousA11yViolations(admin);
  });

  await test.step('Every page works in the impersonated account as for a member: Home, Account Settings, the switcher', async () => {
    const banner = admin.getByRole('region', { name: 'Impersonation' });
    await admin.goto('/');
    await expect(admin).toHaveURL(/\/dashboard$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Harbour Analytics' })).toBeVisible();
    await expect(banner).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await admin.getByRole('link', { name: 'Account Settings' }).click();
    await expect(admin.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'No Accounts Found' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(admin);
    await admin.getByRole('link', { name: /Harbour Analytics/ }).click();
    await expect(admin).toHaveURL(new RegExp(`/accounts/${accountId}$`));
    await expect(admin.getByRole('heading', { level: 1, name: 'Harbour Analytics' })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await admin.getByRole('button', { name: /Harbour Analytics.*switch account/ }).click();
    const switcher = admin.getByRole('dialog', { name: 'Accounts' });
    await expect(switcher.getByText('No accounts found.')).toHaveCount(0);
    await expectNoSeriousA11yViolations(admin);
    await switcher.getByRole('button', { name: /Harbour Analytics/ }).click();
    await expect(admin).toHaveURL(new RegExp(`/questionnaire/${accountId}$`));
    await expect(admin.getByText('Switched to Harbour Analytics')).toBeVisible();
    await admin.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Harbour Analytics' })).toBeVisible();
  });

  await test.step('Stopping ends it: back on the dashboard, and the account is no longer theirs to work in', async () => {
    const banner = admin.getByRole('region', { name: 'Impersonation' });
    await banner.getByRole('button', { name: 'Stop impersonating' }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await expect(admin.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
    await admin.goto('/');
    await expect(admin).toHaveURL(/\/create-account$/);
    await adminContext.close();
  });
});
