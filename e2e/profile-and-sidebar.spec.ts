import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, signUpWithAccount, test } from './fixtures.ts';

/** A plain PNG of the given size, made at test time. */
function png(size: number) {
  return sharp({
    create: { width: size, height: size, channels: 3, background: { r: 11, g: 94, b: 116 } },
  })
    .png()
    .toBuffer();
}

test('a user sets a profile photo, name and initials', async ({ page }) => {
  await signUpWithAccount(page, 'profile', 'Photo Test Co');

  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expectNoSeriousA11yViolations(page);

  const photoInput = await test.step('A photo under 64×64 is refused before upload', async () => {
    const photoInput = page.getByLabel('Profile photo file');
    await photoInput.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: await png(32) });
    await expect(page.getByText('Image must be at least 64x64 pixels')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0);
    return photoInput;
  });

  await test.step('Not an image type at all', async () => {
    await photoInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByText('Please select a valid image format (JPEG, PNG, or WebP)')).toBeVisible();
  });

  await test.step('A real 300×300 PNG is stored and shown', async () => {
    await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(300) });
    await expect(page.getByText('Profile photo updated successfully')).toBeVisible();
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^\/api\/profile-photos\//);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('It survives a reload, and can be removed', async () => {
    await page.reload();
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Profile photo removed')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0);
  });

  await test.step('Name and initials: initials are uppercased as typed; Cancel restores the saved values', async () => {
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Initials').pressSequentially('al');
    await expect(page.getByLabel('Initials')).toHaveValue('AL');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();

    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');

    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Initials')).toHaveValue('AL');
    await expectNoSeriousA11yViolations(page);
  });
});

test('the sidebar is a sheet on a 375 px phone and collapses with ctrl+b on a desktop, remembered in a cookie', async ({
  page,
  context,
}) => {
  await signUpWithAccount(page, 'sidebar', 'Sidebar Test Co');

  const sheet =
    await test.step('Phone: the sidebar is hidden behind the toggle and opens as a sheet', async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Sidebar Test Co' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Account Settings' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      const sheet = page.getByRole('dialog', { name: 'Sidebar' });
      await expect(sheet).toBeVisible();
      expect(Math.round((await sheet.boundingBox())?.width ?? 0)).toBe(18 * 16);
      await expect(sheet.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      await expectNoSeriousA11yViolations(page);
      return sheet;
    });

  await test.step('Picking a page navigates and closes the sheet', async () => {
    await sheet.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Escape closes it too', async () => {
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  const sidebar =
    await test.step('Desktop: 16rem wide, ctrl+b collapses it to 3rem of icons and the cookie keeps that for 7 days', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/dashboard');
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await expect(sidebar).toBeVisible();
      await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(16 * 16);
      await expect(sidebar.getByText('Home', { exact: true })).toBeVisible();

      await page.keyboard.press('Control+b');
      await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(3 * 16);
      const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
      expect(cookie?.value).toBe('false');
      const sevenDays = 7 * 24 * 60 * 60;
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(sevenDays - 120);
      expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(sevenDays + 5);
      return sidebar;
    });

  await test.step('Collapsed, the icons keep their names and show them as tooltips', async () => {
    await sidebar.getByRole('link', { name: 'Account Settings' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Account Settings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(sidebar).toBeVisible();
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(3 * 16);
  });

  await test.step('The toggle button and ctrl+b again expand it, and the cookie follows', async () => {
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(16 * 16);
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
    await page.keyboard.press('Control+b');
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(3 * 16);
    await page.keyboard.press('Control+b');
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(16 * 16);
  });

  await test.step('The account switcher lists the account with its role and switches to it', async () => {
    await sidebar.getByRole('button', { name: /switch account/ }).click();
    const switcher = page.getByRole('dialog', { name: 'Accounts' });
    await expect(switcher).toBeVisible();
    expect(Math.round((await switcher.boundingBox())?.width ?? 0)).toBe(200);
    await expectNoSeriousA11yViolations(page);
    await switcher.getByRole('button', { name: /Sidebar Test Co/ }).click();
    await expect(page.getByText('Switched to Sidebar Test Co')).toBeVisible();
    await expect(page).toHaveURL(/\/questionnaire\/[0-9a-f-]{36}$/);
  });

  await test.step('Sign Out from the sidebar ends the session', async () => {
    await sidebar.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth/);
  });
});
