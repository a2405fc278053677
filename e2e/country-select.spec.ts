import type { Page } from '@playwright/test';
import { expect, seedStorage, test, waitForApp } from './support/fixtures.ts';

/** The country and region selects on /dev/components (staging build), fed by GET /basic/geo, in English and Arabic. */
const words = {
  en: { country: 'Country', region: 'Region', default: 'Default options', short: 'Short codes', disabled: 'The empty option cannot be chosen', form: 'In a form', submit: 'Submit', saudi: 'Saudi Arabia', egypt: 'Egypt', riyadh: 'Riyadh', placeholder: 'Select a country', regionPlaceholder: 'Select a region', required: 'Select a country.', failed: 'The list of countries could not be loaded.', retry: 'Try again' },
  ar: { country: 'الدولة', region: 'المنطقة', default: 'الخيارات الافتراضية', short: 'الرموز المختصرة', disabled: 'لا يمكن اختيار الخيار الفارغ', form: 'داخل نموذج', submit: 'إرسال', saudi: 'المملكة العربية السعودية', egypt: 'مصر', riyadh: 'الرياض', placeholder: 'اختر دولة', regionPlaceholder: 'اختر منطقة', required: 'اختر دولة.', failed: 'تعذّر تحميل قائمة الدول.', retry: 'حاول مرة أخرى' },
} as const;

async function openDemo(page: Page, lang: 'en' | 'ar') {
  await seedStorage(page, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
  await page.goto('/dev/components');
  await waitForApp(page);
}
// The phone input's demos share these headings ("Default options"), so pick the country demos' own sections:
// telling them apart by the phone's text box raced its lazy load (no text box yet, two sections matched).
const demo = (page: Page, title: string) => page.locator('section[data-demo="country"]').filter({ has: page.getByRole('heading', { name: title }) });

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang];

  test(`country and region: names in the page language, autocomplete, region cleared on a new country (${lang})`, async ({ page }) => {
    await openDemo(page, lang);
    const section = demo(page, w.default);
    const country = section.getByRole('combobox', { name: w.country, exact: true });
    const region = section.getByRole('combobox', { name: w.region, exact: true });
    await expect(country).toBeEnabled();
    await expect(country).toHaveAttribute('autocomplete', 'country');
    await expect(region).toHaveAttribute('autocomplete', 'address-level1');
    await expect(country.locator('option').first()).toHaveText(w.placeholder);
    await expect(country.getByRole('option', { name: w.egypt, exact: true })).toHaveCount(1);
    // Sorted for the page language.
    const names = await country.locator('option').evaluateAll((options) => options.slice(1).map((o) => o.textContent ?? ''));
    expect(names).toEqual([...names].sort(new Intl.Collator(lang, { sensitivity: 'base' }).compare));
    await expect(region).toBeDisabled();

    await country.selectOption({ label: w.saudi });
    await expect(region).toBeEnabled();
    await expect(region.locator('option').first()).toHaveText(w.regionPlaceholder);
    await region.selectOption({ label: w.riyadh });
    await expect(section.getByTestId('demo-value')).toContainText('{"country":"SA","region":"01"}');

    await country.selectOption({ label: w.egypt });
    await expect(region).toHaveValue('');
    await expect(section.getByTestId('demo-value')).toContainText('{"country":"EG","region":""}');
    await expect(region.locator('option')).not.toHaveCount(1);
  });

  // Codes and which option can be chosen do not depend on the language (the placeholder's words are checked in both above): English only.
  if (lang === 'en') test(`options: short codes with a top country and no placeholder; a placeholder that cannot be chosen (${lang})`, async ({ page }) => {
    await openDemo(page, lang);
    const short = demo(page, w.short).getByRole('combobox', { name: w.country, exact: true });
    await expect(short).toBeEnabled();
    const labels = await short.locator('option').allTextContents();
    expect(labels[0]).toBe('SA');
    expect(labels.every((label) => /^[A-Z]{2}$/.test(label))).toBe(true);
    // No placeholder: the first country (and then its first region) is shown and held.
    await expect(short).toHaveValue('SA');
    await expect(demo(page, w.short).getByTestId('demo-value')).toContainText('{"country":"SA","region":"01"}');
    await expect(demo(page, w.short).getByRole('combobox', { name: w.region, exact: true })).toHaveValue('01');

    const fixed = demo(page, w.disabled).getByRole('combobox', { name: w.country, exact: true });
    await expect(fixed).toBeEnabled();
    await expect(fixed.locator('option').first()).toHaveText(w.placeholder);
    await expect(fixed.locator('option').first()).toBeDisabled();
    await expect(demo(page, w.disabled).locator('.demo-country')).toHaveCount(1);
  });

  test(`in a react-hook-form form: required country from the zod schema, region cleared with the country (${lang})`, async ({ page }) => {
    await openDemo(page, lang);
    const form = page.locator('section').filter({ has: page.getByRole('heading', { name: w.form }) });
    await form.getByRole('textbox').pressSequentially('+966501234567');
    await form.getByRole('button', { name: w.submit }).click();
    await expect(form.getByText(w.required)).toBeVisible();
    const country = form.getByRole('combobox', { name: w.country, exact: true });
    await expect(country).toHaveAttribute('aria-invalid', 'true');
    // topCountry: Saudi Arabia right after the placeholder.
    await expect(country.locator('option').nth(1)).toHaveText(w.saudi);
    await country.selectOption('SA');
    const region = form.getByRole('combobox', { name: w.region, exact: true });
    await region.selectOption('01');
    await country.selectOption('AE');
    await expect(region).toHaveValue('');
    await country.selectOption('SA');
    await region.selectOption('01');
    await form.getByRole('button', { name: w.submit }).click();
    await expect(form.getByRole('status')).toContainText('+966501234567 SA 01');
  });
}

test.describe('when the geo request fails', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });
  test('an error with a retry, then the list (en)', async ({ page }) => {
    let failing = true;
    await page.route('**/basic/geo?*', async (route) => {
      if (failing) return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'unavailable', message: 'Down' }) });
      return route.continue();
    });
    await openDemo(page, 'en');
    const section = demo(page, words.en.default);
    await expect(section.getByRole('alert')).toHaveText(words.en.failed);
    await expect(section.getByRole('combobox', { name: 'Country', exact: true })).toBeDisabled();
    failing = false;
    await section.getByRole('button', { name: words.en.retry }).click();
    await expect(section.getByRole('combobox', { name: 'Country', exact: true })).toBeEnabled();
    await expect(section.getByRole('alert')).toHaveCount(0);
  });

  test('while it loads, the select says so (ar)', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/basic/geo?*', async (route) => {
      await held;
      await route.continue();
    });
    await openDemo(page, 'ar');
    const country = demo(page, words.ar.default).getByRole('combobox', { name: words.ar.country, exact: true });
    await expect(country).toHaveAttribute('aria-busy', 'true');
    await expect(country.locator('option')).toHaveText(['جارٍ تحميل الدول…']);
    release();
    await expect(country).toBeEnabled();
    await expect(country).not.toHaveAttribute('aria-busy');
  });
});
