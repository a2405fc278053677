import { expect, seedStorage, test } from './support/fixtures.ts';

/**
 * Issue 26, item 16: an unknown address answers HTTP 404 with the prerendered 404 page in the
 * visitor's language (search engines and monitors see the miss before any script runs), while every
 * route of the app, with or without parameters, still answers 200.
 */
const notFound = {
  en: (path: string) => `Page not found: ${path}`,
  ar: (path: string) => `الصفحة غير موجودة: ${path}`,
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`an unknown path answers 404 with the 404 page in the visitor's language, before any script (${lang})`, async ({ request }) => {
    for (const path of ['/no/such-page', '/livez-not-here', '/healthz']) {
      const response = await request.get(path, { headers: { Cookie: `lang=${lang}` } });
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      // The visitor's own path, escaped, in the page's text.
      expect(html.replace(/<!-- -->/g, '')).toContain(notFound[lang](''));
      expect(html).toContain(`>${path}</bdi>`);
    }
    // Markup in a path stays text.
    const sneaky = await request.get('/%3Cscript%3Ealert(1)%3C%2Fscript%3E', { headers: { Cookie: `lang=${lang}` } });
    expect(sneaky.status()).toBe(404);
    expect(await sneaky.text()).not.toContain('<script>alert(1)');
  });
}

test('every route of the app still answers 200, patterns and trailing slashes included', async ({ request }) => {
  for (const path of ['/', '/faq', '/faq/', '/my-policy', '/my-policy/POL-20260101-ABCD', '/my-policy/POL-1/cancel', '/services/our-products/motor/buy-insurance', '/my-account?section=wallet', '/blogs/travel-insurance-checklist', '/build-manifest.json']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('in the browser the 404 page reads in Arabic with the path left to right, and the app takes over (ar)', async ({ page }) => {
  await seedStorage(page, { lang: 'ar', dir: 'rtl' });
  const response = await page.goto('/missing-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(notFound.ar('/missing-page'), { exact: true })).toBeVisible();
  await expect(page.locator('bdi[dir="ltr"]', { hasText: '/missing-page' })).toBeVisible();
  await page.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' }).click();
  await expect(page).toHaveURL(/\/$/);
});
