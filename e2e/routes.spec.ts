import { expect, expectPageLanguage, productPaths, publicPaths, seedStorage, test, waitForApp } from './support/fixtures.ts';
import { axeViolations } from './support/axe.ts';

const arabicLetter = /[\u0600-\u06FF]/;

/**
 * Every route of the route table, in both languages, in one page per test (a fresh browser context
 * per route cost more than the checks): it renders its page in the reader's language, with its
 * title, and has no axe violations (WCAG 2.2 AA and below). The tool pages of the staging build
 * (support, diagrams) and the 404 page are held to the same standard.
 */
const allPaths = [...publicPaths, ...productPaths, '/not-a-page', '/support', '/dev/flows'];
const halves = [allPaths.slice(0, Math.ceil(allPaths.length / 2)), allPaths.slice(Math.ceil(allPaths.length / 2))];

for (const lang of ['en', 'ar'] as const) {
  halves.forEach((paths, half) => {
    test(`every route renders its page in ${lang}, titled, with no axe violations (part ${half + 1} of 2)`, async ({ page }) => {
      test.setTimeout(150_000);
      const failures: string[] = [];
      for (const path of paths) {
        // Product pages need a signed-in customer (spec guard); everything else is open.
        const signedIn: Record<string, string> = productPaths.includes(path) ? { username: 'e2e@example.com' } : {};
        await seedStorage(page, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr', ...signedIn });
        await page.goto(path);
        await waitForApp(page);
        await expect(page).toHaveURL(path);
        await expectPageLanguage(page, lang);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        const text = ((await heading.textContent()) ?? '').trim();
        expect(text.length, path).toBeGreaterThan(0);
        if (lang === 'ar') expect(text, path).toMatch(arabicLetter);
        else expect(text, path).not.toMatch(arabicLetter);
        if (path !== '/not-a-page') {
          // The document title names the page and the product (home's h1 is its headline instead).
          const pageName = path === '/' ? (lang === 'ar' ? 'الرئيسية' : 'Home') : text;
          await expect(page, path).toHaveTitle(`${pageName} | ${lang === 'ar' ? 'أمانة للتأمين' : 'Amanah Insurance'}`);
        }
        for (const violation of await axeViolations(page)) failures.push(`${path}: ${violation}`);
      }
      expect(failures).toEqual([]);
    });
  });
}

test('an unknown route shows "Page not found: {path}"', async ({ page }) => {
  await page.goto('/no/such-page');
  await expect(page.getByText('Page not found: /no/such-page', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('Error 404');
});

test('the 404 page speaks Arabic in Arabic', async ({ page }) => {
  await seedStorage(page, { lang: 'ar', dir: 'rtl' });
  await page.goto('/missing');
  await expect(page.getByText('الصفحة غير موجودة: /missing', { exact: true })).toBeVisible();
});
