import { expect, test } from './fixtures.ts';

test.describe('public pages arrive as HTML before any JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home in English by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance made simple, through brokers you trust');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('in Arabic when the language cookie says so', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('من نحن');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test('the server sends security headers with a CSP that allows no inline script but its own', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
});

test('a prerendered page hydrates without errors and keeps working', async ({ page }) => {
  await page.goto('/our-team');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.getByRole('link', { name: 'FAQ' }).or(page.getByRole('link', { name: 'Frequently Asked Questions' })).first().click();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
});
