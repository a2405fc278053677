import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** The rules of WCAG 2.2 AA and below: the team's standard (0 violations). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeWindow = Window & { axe?: typeof axe };

/**
 * The page's axe violations of WCAG 2.2 AA and below, one line each: `rule: target, target`.
 *
 * axe-core is put into the page once per document (`axe.source`) and run with its own `axe.run`: the
 * same rules and results as @axe-core/playwright's `analyze`, which injects axe-core again at every
 * call and then finishes each run in a second, blank page. Measured on a loaded machine: an analysis
 * of a page already holding axe 0.9-1.4 s instead of 4-5 s, a page after a new load (inject, then run)
 * about 2 s; the components' demo page 7-9 s instead of 18-20 s (`node scripts/e2e-durations.ts` shows
 * where the suite's time goes). A page with frames is left to @axe-core/playwright, which runs axe in
 * each of them (the app has none).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const violations =
    page.frames().length > 1
      ? (await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations
      : await axeRunInPage(page);
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function axeRunInPage(page: Page): Promise<axe.Result[]> {
  // A navigation gives a new document without axe; a step within the app keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // Colour contrast is read from what is drawn: a button or notice still in its transition reads as
  // too faint (a flaky color-contrast on /login). Finite animations and transitions settle first;
  // endless ones (a spinner) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(
    (values) => (window as AxeWindow).axe!.run(document, { runOnly: { type: 'tag', values } }),
    WCAG_22_AA,
  );
  return results.violations;
}
