import {
  createFirstAccount,
  expect,
  expectNoSeriousA11yViolations,
  latestMail,
  PASSWORD,
  signUpThroughApi,
  test,
  uniqueEmail,
} from './fixtures.ts';

test('an owner builds a team: company, invitation, a colleague who joins through it, promotion, removal and deletion', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail('owner');
  const colleagueEmail = uniqueEmail('cfo');

  await test.step('A newcomer lands on /create-account, whose form checks the name', async () => {
    await signUpThroughApi(page, ownerEmail);
    await expect(page).toHaveURL(/\/create-account$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Keel' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please enter an account name')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Creating the account goes to the dashboard; the document-search store follows without waiting', async () => {
    await createFirstAccount(page, 'Northwind Holdings');
    await expect(page.getByText('Account created with vector store ready!')).toBeVisible();
    await expect(page.getByRole('button', { name: /Northwind Holdings.*switch account/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  const accountPath = await test.step('My Accounts lists it; its card opens the account', async () => {
    await page.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
    await expect(page.getByText('You are a member of 1 account(s).')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: /Northwind Holdings/ }).click();
    await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/);
    const accountPath = new URL(page.url()).pathname;
    await expect(page.getByText('Ready', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    return accountPath;
  });

  await test.step('Company Information: the name is required; the website gets https://', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Company name').fill('  ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Please enter a valid company name')).toBeVisible();
    await page.getByLabel('Company name').fill('Northwind Holdings Ltd');
    await page.getByLabel('Website').fill('northwind.example');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Company updated successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: /https:\/\/northwind\.example/ })).toBeVisible();
  });

  await test.step("Invite a colleague: the dialog checks the fields with the spec's messages", async () => {
    await page.getByRole('button', { name: 'Invite User' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite User' });
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite.getByText('Please fill in all fields')).toBeVisible();
    await invite.getByLabel('Email').fill('not-an-email');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(
      invite.getByText('Please enter a valid email address (e.g. name@company.com)'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await invite.getByLabel('Email').fill(colleagueEmail.toUpperCase());
    await expect(invite.getByRole('combobox', { name: 'Role' })).toHaveText('User');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText('Invitation sent successfully!')).toBeVisible();
    await expect(invite).toBeHidden();
    await expect(page.getByText(colleagueEmail, { exact: true })).toBeVisible();
  });

  const invitationMail =
    await test.step("Copy Link puts the mailed link on the clipboard and says 'Copied!' for a moment", async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const invitationMail = await latestMail(page.request, colleagueEmail);
      expect(invitationMail.link).toMatch(/\/accept-invitation\?token=/);
      await page.getByRole('button', { name: `Copy Link for ${colleagueEmail}` }).click();
      await expect(page.getByText('Invite link copied to clipboard!')).toBeVisible();
      await expect(page.getByRole('button', { name: `Copied! for ${colleagueEmail}` })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invitationMail.link);
      await expect(page.getByRole('button', { name: `Copy Link for ${colleagueEmail}` })).toBeVisible({
        timeout: 4_000,
      });
      await expectNoSeriousA11yViolations(page);
      return invitationMail;
    });

  const { colleagueContext, colleague } =
    await test.step('The colleague opens the link signed out, in their own browser', async () => {
      const colleagueContext = await browser.newContext({ baseURL });
      const colleague = await colleagueContext.newPage();
      await colleague.goto(invitationMail.link);
      await expect(colleague.getByRole('heading', { name: 'Join Northwind Holdings on Keel' })).toBeVisible();
      await expect(colleague.getByRole('link', { name: 'Sign In to Accept' })).toBeVisible();
      await expectNoSeriousA11yViolations(colleague);
      return { colleagueContext, colleague };
    });

  await test.step("'Create Account & Accept' opens the sign-up tab with the invited address; sign up and verify", async () => {
    await colleague.getByRole('link', { name: 'Create Account & Accept' }).click();
    await expect(colleague).toHaveURL(/\/auth\?tab=sign-up/);
    await expect(colleague.getByText('You have a pending invitation.')).toBeVisible();
    await expect(colleague.getByLabel('Work email')).toHaveValue(colleagueEmail);
    await colleague.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await colleague.getByRole('button', { name: 'Sign Up' }).click();
    await expect(colleague).toHaveURL(/\/email-verification\?email=/);
    await expect
      .poll(async () => (await latestMail(colleague.request, colleagueEmail)).link)
      .not.toBe(invitationMail.link);
    const verification = await latestMail(colleague.request, colleagueEmail);
    await colleague.goto(verification.link);
    await expect(colleague.getByText('Email verified successfully!').first()).toBeVisible();
  });

  await test.step('Back on the invitation, signed in: accept, see the success, land on the dashboard', async () => {
    await expect(colleague).toHaveURL(/\/accept-invitation\?token=/);
    await expect(colleague.getByText(`You are signed in as ${colleagueEmail}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(colleague);
    await colleague.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(colleague.getByRole('heading', { name: 'Welcome to Northwind Holdings' })).toBeVisible();
    await expect(colleague).toHaveURL(/\/dashboard$/);
    await expect(colleague.getByRole('heading', { level: 1, name: 'Northwind Holdings' })).toBeVisible();
    await expect(colleague.getByRole('main').getByText('User', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(colleague);
  });

  await test.step('A used link opened again is invalid and forgotten: /auth announces nothing, sign-in leads home', async () => {
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(invitationMail.link);
    await expect(visitor.getByRole('heading', { name: 'Invalid or expired invitation link' })).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    await visitor.goto('/auth');
    await expect(visitor.getByRole('heading', { name: 'Sign in to Keel' })).toBeVisible();
    await expect(visitor.getByText('You have a pending invitation.')).toHaveCount(0);
    await visitor.getByLabel('Email').fill(ownerEmail);
    await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await visitor.getByRole('button', { name: 'Sign In' }).click();
    await expect(visitor).toHaveURL(/\/dashboard$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Northwind Holdings' })).toBeVisible();
    await visitorContext.close();
  });

  await test.step('As a member, the colleague sees the account without management controls', async () => {
    await colleague.goto(accountPath);
    await expect(colleague.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(colleague.getByRole('button', { name: 'Invite User' })).toHaveCount(0);
    await expect(colleague.getByRole('heading', { name: 'Danger Zone' })).toHaveCount(0);
    await expect(colleague.getByRole('combobox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(colleague);
  });

  await test.step('The owner sees them joined (the invitation is used up) and promotes them to Admin', async () => {
    await page.reload();
    await expect(page.getByText('No pending invitations.')).toBeVisible();
    const role = page.getByRole('combobox', { name: `Role of ${colleagueEmail}` });
    await expect(role).toHaveText('User');
    await role.click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await expect(page.getByText(`${colleagueEmail} is now Admin`)).toBeVisible();
    await expect(role).toHaveText('Admin');
    await page.reload();
    await expect(page.getByRole('combobox', { name: `Role of ${colleagueEmail}` })).toHaveText('Admin');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Then removes them, after confirming', async () => {
    await page.getByRole('button', { name: `Remove ${colleagueEmail}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Remove ${colleagueEmail}?` });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Remove User' }).click();
    await expect(page.getByText(`${colleagueEmail} was removed from the account`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${colleagueEmail}` })).toHaveCount(0);
  });

  await test.step('The removed colleague can no longer open the account', async () => {
    await colleague.goto(accountPath);
    await expect(colleague.getByText("Account not found or you don't have access to it.")).toBeVisible();
    await expect(colleague).toHaveURL(/\/accounts$/);
    await colleagueContext.close();
  });

  await test.step('The owner deletes the account by typing the code the server issued', async () => {
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Northwind Holdings?' });
    const code = (await dialog.getByTestId('deletion-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{12}$/);
    await dialog.getByLabel('Confirmation code').fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(dialog.getByText('Confirmation text does not match')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Confirmation code').fill(code);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByText('Account deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(page.getByRole('heading', { name: 'No Accounts Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Your First Account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('an unbroken 100-character account name wraps: the header fits and Invite User stays on screen', async ({
  page,
}) => {
  const name = 'N'.repeat(100);
  const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await signUpThroughApi(page, uniqueEmail('long'));

  await test.step('The name field stops at its cap and says so, rather than cutting silently', async () => {
    await expect(page.getByText('0/100')).toBeVisible();
    await page.getByLabel('Account name').fill(`${name}X`);
    await expect(page.getByLabel('Account name')).toHaveValue(name);
    await expect(page.getByText('100/100, the maximum')).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await noSideways()).toBe(true);
  });

  await test.step('At 1280 px the account page fits and Invite User is on screen', async () => {
    await page.getByRole('link', { name: 'Account Settings' }).click();
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite User' })).toBeInViewport();
    expect(await noSideways()).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
