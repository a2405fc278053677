import type { Page } from '@playwright/test';
import { expect, seedStorage, test, waitForApp } from './support/fixtures.ts';

const bottomBar = (page: Page) => page.getByRole('navigation', { name: /Quick navigation|التنقل السريع/ });

/*
 * The pages are visited one after another in one page (a full load each, as a customer arriving on
 * that address): a fresh browser context per address cost more than its checks.
 */
test.describe('bottom navigation on a phone', () => {
  test('shown on the four sections, with the section current; isMobile stored for a phone width', async ({ page }) => {
    for (const [path, active] of [
      ['/services', 'Home'],
      ['/my-policy', 'My Policies'],
      ['/get-help', 'Get Help'],
      ['/my-account', 'My Account'],
    ] as const) {
      await test.step(path, async () => {
        await seedStorage(page, {});
        await page.goto(path);
        await expect(bottomBar(page)).toBeVisible();
        await expect(bottomBar(page).getByRole('link', { name: active })).toHaveAttribute('aria-current', 'page');
        await expect(bottomBar(page).getByRole('link')).toHaveText(['Home', 'My Policies', 'My Account', 'Get Help']);
        if (path === '/services') {
          await waitForApp(page);
          expect(await page.evaluate(() => localStorage.getItem('isMobile'))).toBe('true');
        }
      });
    }
  });

  test('hidden on the home page, content pages, sign-in, notifications and an account sub-section', async ({ page }) => {
    for (const path of ['/', '/about-us', '/login', '/notifications', '/my-account?section=wallet']) {
      await test.step(path, async () => {
        await seedStorage(page, {});
        await page.goto(path);
        await waitForApp(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(bottomBar(page)).toHaveCount(0);
      });
    }
  });

  test('choosing an account sub-section hides it, going back shows it', async ({ page }) => {
    await seedStorage(page, {});
    await page.goto('/my-account');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Wallet' }).click();
    await expect(page).toHaveURL('/my-account?section=wallet');
    await expect(bottomBar(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'All account sections' }).click();
    await expect(bottomBar(page)).toBeVisible();
  });

  test('moves between screens and speaks Arabic', async ({ page }) => {
    await seedStorage(page, { lang: 'ar', dir: 'rtl' });
    await page.goto('/services');
    await waitForApp(page);
    await bottomBar(page).getByRole('link', { name: 'المساعدة' }).click();
    await expect(page).toHaveURL('/get-help');
    await expect(bottomBar(page).getByRole('link', { name: 'المساعدة' })).toHaveAttribute('aria-current', 'page');
  });
});

test('not shown on a desktop width, where the header navigation is', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto('/services');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(bottomBar(page)).toBeHidden();
  await page.close();
});
