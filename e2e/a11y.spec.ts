import { expect, seedStorage, test, waitForApp } from './support/fixtures.ts';
import { axeViolations } from './support/axe.ts';

// Every route's axe check is in routes.spec.ts, beside its render check (one page load for both).

test('the support code panel passes axe once a code is shown, in both languages', async ({ page }) => {
  for (const lang of ['en', 'ar'] as const) {
    await seedStorage(page, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
    await page.goto('/get-help');
    await waitForApp(page);
    await page.getByRole('button', { name: lang === 'ar' ? 'إنشاء رمز دعم' : 'Create a support code' }).click();
    await expect(page.getByRole('textbox', { name: lang === 'ar' ? 'رمز الدعم الخاص بك' : 'Your support code' })).toHaveValue(/^AMANAH1\./);
    expect((await axeViolations(page)).map((violation) => `${lang}: ${violation}`)).toEqual([]);
  }
});
