import {
  expect,
  expectNoSeriousA11yViolations,
  latestMail,
  PASSWORD,
  test,
  uniqueEmail,
} from './fixtures.ts';

test('a newcomer signs up, verifies from the outbox, signs out, resets the password and signs in again', async ({
  page,
}) => {
  const email = uniqueEmail('founder');

  await test.step('An unknown path, signed out, is not found (not a sign-in wall that hints at a page)', async () => {
    await page.goto('/settings/secret-admin-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/secret-admin-page$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Sign up', async () => {
    await page.goto('/auth');
    await expect(page).toHaveTitle(/Keel/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
  });

  await test.step('Check your email', async () => {
    await expect(page).toHaveURL(/\/email-verification\?email=/);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Unverified sign-in is refused', async () => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(/verif/i).first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  await test.step("The link, opened from the outbox page, signs the user in; without an account yet, '/' leads to the welcome on /create-account", async () => {
    await page.goto('/outbox');
    await expectNoSeriousA11yViolations(page);
    const verification = await latestMail(page.request, email);
    await page.getByRole('link', { name: verification.link }).first().click();
    await expect(page.getByText('Email verified successfully!').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Keel' })).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/create-account$/);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Sign out lands on /auth, and the welcome page is no longer reachable', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth/);
  });

  const resetMail = await test.step('Reset the password through the mailed link', async () => {
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/reset-password/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /send/i }).click();
    await expect(
      page.getByText('Password reset email sent! Check your inbox for further instructions.'),
    ).toBeVisible();
    await expect.poll(async () => (await latestMail(page.request, email)).subject).toContain('Reset');
    const resetMail = await latestMail(page.request, email);
    expect(resetMail.link).toMatch(/\/reset-password#token=/);
    await page.goto(resetMail.link);
    await page.getByLabel('New password', { exact: true }).fill('new-password-7');
    await page.getByLabel('Confirm new password').fill('not-the-same');
    await page.getByRole('button', { name: /password/i }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Confirm new password').fill('new-password-7');
    await page.getByRole('button', { name: /password/i }).click();
    await expect(
      page.getByText('Password updated successfully! You can now sign in with your new password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    return resetMail;
  });

  await test.step('The old password no longer works; the new one does', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('heading', { name: 'Welcome to Keel' })).toHaveCount(0);
    await page.getByLabel('Password').fill('new-password-7');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Signed in successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Keel' })).toBeVisible();
  });

  await test.step('Unknown paths show the not-found page with a link home', async () => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page.getByRole('heading', { name: 'Welcome to Keel' })).toBeVisible();
  });

  await test.step('The same reset link cannot be used twice', async () => {
    await page.goto(resetMail.link);
    await expect(page.getByText('Invalid or expired reset link. Please request a new one.')).toBeVisible();
  });
});

test('the first load of /auth ships at most 200 KB of compressed JavaScript', async ({ page }) => {
  await page.goto('/auth', { waitUntil: 'networkidle' });
  const scriptBytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'),
      )
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  );
  expect(scriptBytes).toBeGreaterThan(0);
  expect(scriptBytes).toBeLessThanOrEqual(200 * 1024);
});
