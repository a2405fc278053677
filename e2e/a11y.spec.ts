import AxeBuilder from '@axe-core/playwright';
import { expect, seedStorage, test, waitForApp } from './support/fixtures.ts';

// Every route's axe check is in routes.spec.ts, beside its render check (one page load for both).

test('the support code panel passes axe once a code is shown, in both languages', async ({ page }) => {
  for (const lang of ['en', 'ar'] as const) {
    await seedStorage(page, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
    await page.goto('/get-help');
    await waitForApp(page);
    await page.getByRole('button', { name: lang === 'ar' ? 'إنشاء رمز دعم' : 'Create a support code' }).click();
    await expect(page.getByRole('textbox', { name: lang === 'ar' ? 'رمز الدعم الخاص بك' : 'Your support code' })).toHaveValue(/^AMANAH1\./);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${lang}: ${v.id}`)).toEqual([]);
  }
});
