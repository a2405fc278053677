import type { Page } from '@playwright/test';
import ar from '../src/locales/ar.json' with { type: 'json' };
import en from '../src/locales/en.json' with { type: 'json' };
import { expect, test, waitForApp } from './support/fixtures.ts';
import { buyPolicy, customerSignedIn } from './support/policy-requests-api.ts';
import type { Lang } from './support/purchase-steps.ts';
import { expectNoAxeViolations as axe, slow } from './support/claims.ts';

/**
 * The two policies the server refuses a claim on (contract: 422 claim_offline_only for life,
 * policy_not_claimable for one not issued yet), reached through the real UI on real policies of the
 * seeded customer (bought through the API: a term life policy, and the Gold health plan, which the
 * catalogue sends to manual review, so it stays pending). On the `phone` project, in English and
 * Arabic: each screen says why in the page's language and offers the way on; axe on each.
 */
const words = { en, ar };
const lifeRisk = { categoryId: 'life', age: 36, termYears: 10, sumAssuredMinor: 50_000_000, smoker: false };
const healthRisk = { categoryId: 'health', members: [{ relation: 'self', age: 36 }] };

async function expectRightToLeft(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

for (const lang of ['en', 'ar'] as const) {
  const x = words[lang];

  test(`${lang}: a life policy chosen in Get Help: no online claim, whom to call and what to bring, then back to the list or to My claims`, async ({ page }) => {
    await customerSignedIn(page, lang);
    const life = await buyPolicy(page, lifeRisk);
    await page.goto('/my-claims/new');
    await waitForApp(page);
    await page.getByRole('radio', { name: new RegExp(life) }).check();
    await page.getByRole('button', { name: x['claims.continue'], exact: true }).click();
    await expect(page.getByText(x['claims.life.title'])).toBeVisible(slow);
    await expect(page.getByText(x['claims.life.call'])).toBeVisible();
    await expect(page.getByText(x['claims.life.bring'])).toBeVisible();
    await expectRightToLeft(page, lang);
    await axe(page);
    await page.screenshot({ path: test.info().outputPath(`life-${lang}.png`), fullPage: true });
    // Back: the list again, to choose another policy.
    await page.getByRole('button', { name: x['claims.back'], exact: true }).click();
    await expect(page.getByRole('radio', { name: new RegExp(life) })).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(life) }).check();
    await page.getByRole('button', { name: x['claims.continue'], exact: true }).click();
    await page.getByRole('button', { name: x['claims.toMyClaims'], exact: true }).click();
    await expect(page).toHaveURL(/\/my-claims$/);
  });

  test(`${lang}: a policy still under review: no claim until it is issued, and back to the policy`, async ({ page }) => {
    await customerSignedIn(page, lang);
    const pending = await buyPolicy(page, healthRisk, undefined, 'sahel-care-gold');
    await page.goto(`/my-policy/${pending}/claim`);
    await waitForApp(page);
    await expect(page.getByText(x['claims.refusal.policy_not_claimable'])).toBeVisible(slow);
    await expectRightToLeft(page, lang);
    await axe(page);
    await page.screenshot({ path: test.info().outputPath(`pending-${lang}.png`), fullPage: true });
    await page.getByRole('button', { name: x['claims.backToPolicy'], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/my-policy/${pending}$`));
    // Get Help does not offer it either.
    await page.goto('/my-claims/new');
    await waitForApp(page);
    await expect(page.getByText(x['claims.choose.legend']).or(page.getByText(x['claims.choose.none']))).toBeVisible(slow);
    await expect(page.getByRole('radio', { name: new RegExp(pending) })).toHaveCount(0);
  });
}
