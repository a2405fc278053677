import { expect, expectPageLanguage, productPaths, publicPaths, seedStorage, test, waitForApp } from './fixtures.ts';

const arabicLetter = /[\u0600-\u06FF]/;

for (const lang of ['en', 'ar'] as const) {
  test.describe(`every route in ${lang === 'en' ? 'English' : 'Arabic'}`, () => {
    for (const path of [...publicPaths, ...productPaths]) {
      test(`${path} renders its page`, async ({ page }) => {
        // Product pages need a signed-in customer (spec guard); everything else is open.
        const signedIn: Record<string, string> = productPaths.includes(path) ? { username: 'e2e@example.com' } : {};
        await seedStorage(page, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr', ...signedIn });
        await page.goto(path);
        await waitForApp(page);
        await expect(page).toHaveURL(path);
        await expectPageLanguage(page, lang);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        const text = (await heading.textContent()) ?? '';
        expect(text.trim().length).toBeGreaterThan(0);
        if (lang === 'ar') expect(text).toMatch(arabicLetter);
        else expect(text).not.toMatch(arabicLetter);
        // The document title names the page and the product (home's h1 is its headline instead).
        const pageName = path === '/' ? (lang === 'ar' ? 'الرئيسية' : 'Home') : text.trim();
        await expect(page).toHaveTitle(`${pageName} | ${lang === 'ar' ? 'أمانة للتأمين' : 'Amanah Insurance'}`);
      });
    }
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
