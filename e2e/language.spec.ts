import { expect, expectPageLanguage, readStorage, seedStorage, test, waitForApp } from './support/fixtures.ts';

test('the language switch stores lang and dir, flips <html>, reloads fully, and comes back', async ({ page }) => {
  await seedStorage(page, {});
  await page.goto('/services');
  await waitForApp(page);
  await expectPageLanguage(page, 'en');
  await expect(page.locator('style[data-direction="ltr"]')).toHaveJSProperty('disabled', false);
  await expect(page.locator('style[data-direction="rtl"]')).toHaveJSProperty('disabled', true);

  // A marker on window survives client-side navigation but not a full reload.
  await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'العربية' }).click();
  await reloaded;
  await waitForApp(page);
  expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(false);

  expect(await readStorage(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
  await expectPageLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الخدمات');
  await expect(page.locator('style[data-direction="rtl"]')).toHaveJSProperty('disabled', false);
  await expect(page.locator('style[data-direction="ltr"]')).toHaveJSProperty('disabled', true);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('ar');
  // Kept 365 days (product spec, "Business constants and limits"), give or take the seconds the test took.
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(365 * 24 * 3600 - 120);

  const back = page.waitForEvent('load');
  await page.getByRole('button', { name: 'English' }).click();
  await back;
  await waitForApp(page);
  expect(await readStorage(page)).toMatchObject({ lang: 'en', dir: 'ltr' });
  await expectPageLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
});

test('Arabic pages mirror the layout', async ({ page }) => {
  await seedStorage(page, { lang: 'ar', dir: 'rtl' });
  await page.goto('/');
  await waitForApp(page);
  const brand = page.getByRole('link', { name: 'أمانة للتأمين' });
  const box = await brand.boundingBox();
  const width = page.viewportSize()!.width;
  // The brand sits at the right-hand edge in right-to-left.
  expect(box!.x + box!.width).toBeGreaterThan(width * 0.6);
});
