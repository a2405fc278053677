import { expect, seedStorage, test, waitForApp } from './support/fixtures.ts';
import { axeViolations } from './support/axe.ts';

test.describe('light and dark colour modes', () => {
  test('follow the system preference when the customer has not chosen', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/about-us');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await context.close();
  });

  test('the toggle switches, is remembered across a reload, and passes axe in dark', async ({ page }) => {
    await seedStorage(page, {});
    await page.goto('/services');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Arabic in dark mode passes axe too', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'colorMode', value: 'dark', url: baseURL! }]);
    await seedStorage(page, { lang: 'ar', dir: 'rtl' });
    for (const path of ['/', '/get-help', '/missing-page']) {
      await page.goto(path);
      await waitForApp(page);
      expect((await axeViolations(page)).map((violation) => `${path}: ${violation}`)).toEqual([]);
    }
  });
});
