import { expect, test } from './support/fixtures.ts';
import { fillRisk, signedInOnCategory, words } from './support/purchase-steps.ts';

test.use({
  viewport: { width: 390, height: 844 },
  // The browser logs the requests the test makes fail; the app itself logs nothing.
  allowedConsoleErrors: [/net::ERR_FAILED|status of 500/],
});

for (const lang of ['en', 'ar'] as const) {
  test(`failures are states with a way forward: the catalogue, the category in the wizard and the quote each retry (${lang})`, async ({ page }) => {
    const w = words[lang];
    const retry = lang === 'en' ? 'Try again' : 'حاول مرة أخرى';
    await signedInOnCategory(page, lang, 'motor');

    let failCatalogue = true;
    await page.route('**/rest/s1/insurance/catalogue/categories', (route) => (failCatalogue ? route.abort('failed') : route.continue()));
    // The list's HTML carries the catalogue (no request on load): the app reads it when the visitor
    // comes from another page, here the category's, by the header's link (shown from 992 px).
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.getByRole('navigation').getByRole('link', { name: lang === 'en' ? 'Our Products' : 'منتجاتنا' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('alert')).toContainText(lang === 'en' ? 'We could not load the catalogue.' : 'تعذّر تحميل قائمة المنتجات.');
    failCatalogue = false;
    await page.getByRole('button', { name: retry }).click();
    await expect(page.getByRole('link', { name: lang === 'en' ? 'Motor' : 'تأمين المركبات' })).toBeVisible();

    let failCategory = true;
    await page.route('**/rest/s1/insurance/catalogue/categories/motor', (route) => (failCategory ? route.abort('failed') : route.continue()));
    await page.goto('/services/our-products/motor/buy-insurance');
    await expect(page.getByRole('alert')).toContainText(lang === 'en' ? 'We could not load this insurance category.' : 'تعذّر تحميل فئة التأمين هذه.');
    failCategory = false;
    await page.getByRole('button', { name: retry }).click();
    await page.getByRole('radio').first().check();

    // A server error (500): a 503 is retried on its own instead (e2e/service-outage.spec.ts, on a real outage).
    let failQuote = true;
    await page.route('**/rest/s1/insurance/quotes', (route) =>
      failQuote ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal_error', message: 'Something went wrong', status: 500 } }) }) : route.continue(),
    );
    await fillRisk(page, lang, 'motor');
    await page.getByRole('button', { name: w.getQuotes }).click();
    await expect(page.getByRole('alert')).toContainText(lang === 'en' ? 'We could not get prices for these details.' : 'تعذّر الحصول على أسعار لهذه البيانات.');
    failQuote = false;
    await page.getByRole('button', { name: retry }).click();
    await expect(page.getByRole('button', { name: w.choose }).first()).toBeVisible();
  });
}
