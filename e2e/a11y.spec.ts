import AxeBuilder from '@axe-core/playwright';
import { expect, productPaths, publicPaths, seedStorage, test, waitForApp } from './fixtures.ts';

/** WCAG 2.2 AA (and below) with axe, in both languages, on every route. */
for (const lang of ['en', 'ar'] as const) {
  test(`no axe violations on any route in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    // The tool pages of the staging build (support, diagrams) are held to the same standard.
    for (const path of [...publicPaths, ...productPaths, '/not-a-page', '/support', '/dev/flows']) {
      await seedStorage(page, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr', ...(productPaths.includes(path) ? { username: 'a11y@example.com' } : {}) });
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      for (const violation of results.violations) {
        failures.push(`${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
      }
    }
    expect(failures).toEqual([]);
  });
}

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
