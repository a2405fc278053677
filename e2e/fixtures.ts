import { test as base, expect, type Page } from '@playwright/test';

/** The spec's paths, written out here rather than imported, so the tests check the app independently. */
export const publicPaths = [
  '/', '/about-us', '/auth/google-callback', '/blogs', '/contact-us', '/email-verification', '/faq', '/forgot-password',
  '/get-help', '/login', '/my-account', '/my-policy', '/notifications', '/our-partners', '/our-team', '/privacy-policy',
  '/services', '/sign-up-broker', '/sign-up', '/terms-and-condition',
];
export const productPaths = ['/services/our-products', '/services/our-products/motor', '/services/our-products/motor/buy-insurance'];

type Fixtures = {
  /** Console errors a test expects (a 403 it provokes, say); anything else fails the test. */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Puts values in the app's local storage before the app loads, without any init script that
 * would run again on a reload: the origin is opened on a static file first.
 */
export async function seedStorage(page: Page, values: Record<string, string>) {
  await page.goto('/build-manifest.json');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

export const readStorage = (page: Page) => page.evaluate(() => ({ ...localStorage }) as Record<string, string>);

export async function expectPageLanguage(page: Page, lang: 'en' | 'ar') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** The app is interactive: hydrated or rendered, its effects running (AppRoot marks <html>). */
export async function waitForApp(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}
