import { expect, expectPageLanguage, test, waitForApp } from './support/fixtures.ts';
import { buyPolicy, customerSignedIn } from './support/policy-requests-api.ts';
import { placeOrder, signedInOnCategory, toQuotes, toReview, words } from './support/purchase-steps.ts';
import { axeViolations } from './support/axe.ts';

/**
 * Issue 26, item 4: the policy wording can be read before accepting it (from the review step's terms,
 * in a dialog over the purchase, which stays as it was) and from the policy's page, in English and
 * Arabic, with the product's own figures (the motor cancellation fee, the cooling-off period).
 */
test.use({ viewport: { width: 390, height: 844 } });


test('review: the policy wording opens from the terms and closes back onto the same review (en)', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInOnCategory(page, 'en', 'motor');
  await toQuotes(page, 'en', 'motor');
  await toReview(page, 'en', 'motor');
  const opener = page.getByRole('button', { name: 'Read the policy wording' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Policy wording' });
  await expect(dialog).toBeVisible();
  for (const heading of ['About this policy', 'What is covered', 'What is not covered', 'Deductible', 'Making a claim', 'Cancelling and refunds', 'Cooling-off period', 'Renewal']) {
    await expect(dialog.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  // The figures are the ones the refunds are priced with (the motor rule) and the plan being bought.
  await expect(dialog.getByText(/A cancellation fee of SAR\s50\.00 plus 5% of that refund is deducted, at most SAR\s300\.00\./)).toBeVisible();
  await expect(dialog.getByText('If you change your mind, you can cancel without a fee on the day you buy the policy and for 14 days after it.')).toBeVisible();
  await expect(dialog.getByText('Driving under the influence of alcohol, drugs or medicines that impair driving.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('wording-review-en.png') });
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // The purchase is where it was: the review, its data, and the order goes through.
  await expect(page.getByRole('heading', { name: 'Review your purchase' })).toBeVisible();
  await expect(page.getByText('Vehicle make: Toyota')).toBeVisible();
  await expect(page.getByText('Sara', { exact: false }).first()).toBeVisible();
  await placeOrder(page, 'en');
  await expect(page.getByRole('button', { name: words.en.pay })).toBeVisible();
});

test('policy page: the policy wording in Arabic, closed with its button (ar)', async ({ page }) => {
  test.setTimeout(60_000);
  await customerSignedIn(page, 'ar');
  const policyNumber = await buyPolicy(page);
  await page.goto(`/my-policy/${policyNumber}`);
  await waitForApp(page);
  await expectPageLanguage(page, 'ar');
  const opener = page.getByRole('button', { name: 'اقرأ شروط الوثيقة وأحكامها' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'شروط الوثيقة وأحكامها' });
  for (const heading of ['ما تغطيه الوثيقة', 'ما لا تغطيه الوثيقة', 'مبلغ التحمل', 'الإلغاء واسترداد المبلغ', 'فترة المراجعة']) {
    await expect(dialog.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  // Arabic figures: the 14 days of the cooling-off period in Arabic-Indic digits.
  await expect(dialog.getByText('إن غيّرت رأيك، يمكنك الإلغاء دون رسوم في يوم شراء الوثيقة وخلال ١٤ يومًا بعده.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('wording-policy-ar.png') });
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'إغلاق' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
