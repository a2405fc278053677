import AxeBuilder from '@axe-core/playwright';
import { expect, productPaths, publicPaths, seedStorage, test, waitForApp } from './fixtures.ts';

/** WCAG 2.2 AA (and below) with axe, in both languages, on every route. */
for (const lang of ['en', 'ar'] as const) {
  test(`no axe violations on any route in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const path of [...publicPaths, ...productPaths, '/not-a-page']) {
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
