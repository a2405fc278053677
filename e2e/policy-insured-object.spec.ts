import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfLines, readingOf } from '../tests/server/support/pdf-reading.ts';
import { expect, expectPageLanguage, test, waitForApp } from './support/fixtures.ts';
import { buyPolicy, customerSignedIn } from './support/policy-requests-api.ts';
import { isoDate, type Lang } from './support/purchase-steps.ts';

/**
 * Issue 26, item 6: a policy's page names what it insures: the vehicle (make, model, plate) of a motor
 * policy, the destination of a trip; the trip's printed certificate and its PDF name the destination.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function openPolicy(page: Page, lang: Lang, policyNumber: string) {
  await page.goto(`/my-policy/${policyNumber}`);
  await waitForApp(page);
  await expectPageLanguage(page, lang);
}

const insured = (page: Page, name: string) => page.locator('section', { has: page.getByRole('heading', { name, exact: true }) });

test('a motor policy shows its vehicle: make, model, year and plate (en)', async ({ page }) => {
  await customerSignedIn(page, 'en');
  const policyNumber = await buyPolicy(page); // a 2024 Toyota Camry, plate 1234 ABD
  await openPolicy(page, 'en', policyNumber);
  const section = insured(page, 'What is insured');
  await expect(section.getByText('Toyota Camry 2024')).toBeVisible({ timeout: 15_000 });
  await expect(section.getByText('1234 ABD')).toBeVisible();
  await expect(section.getByText('JTDBR32E720123456')).toBeVisible();
  // Item 15: the people's section says 'Policyholder' once (a heading above its own row said it twice).
  await expect(insured(page, 'People').getByText('Policyholder', { exact: true })).toHaveCount(1);
  // The insured person's birth date day before month, as every date of the app and its documents (not 'May 14, 1990').
  await expect(insured(page, 'People').getByText('Born 14 May 1990')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('motor-insured-en.png'), fullPage: true });
});

test('a trip shows its destination on the page, the printed certificate and the PDF (ar)', async ({ page }) => {
  test.setTimeout(60_000);
  await customerSignedIn(page, 'ar');
  const trip = { categoryId: 'travel', destinationZone: 'worldwide_excluding_americas', departureDate: isoDate(5), returnDate: isoDate(14), travellerAges: [36] };
  const policyNumber = await buyPolicy(page, trip);
  await openPolicy(page, 'ar', policyNumber);
  const section = insured(page, 'محل التأمين');
  await expect(section.getByText('الوجهة')).toBeVisible({ timeout: 15_000 });
  await expect(section.getByText('العالم باستثناء الأمريكتين')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('travel-insured-ar.png'), fullPage: true });

  // The certificate printed in both languages names it on each side.
  await page.getByRole('button', { name: 'شهادة الوثيقة (بالعربية والإنجليزية)' }).click();
  const printed = page.getByRole('article').filter({ hasText: 'شهادة وثيقة التأمين' });
  await expect(printed.getByText('Destination: Worldwide excluding the Americas')).toBeVisible();
  await expect(printed.getByText('الوجهة: العالم باستثناء الأمريكتين')).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'تنزيل الشهادة (PDF)' }).click()]);
  const lines = pdfLines(readFileSync((await file.path())!));
  // Right to left: the trip's line holds the destination's words in the order an Arabic reader takes them.
  const words = (line: string) => readingOf(line).words.join(' ');
  const trips = lines.filter((line) => words(line).startsWith('الرحلة '));
  expect(trips).toHaveLength(1);
  expect(words(trips[0]!)).toContain(words('العالم باستثناء الأمريكتين'));
});
