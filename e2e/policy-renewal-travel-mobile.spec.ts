import { expect, expectPageLanguage, test, waitForApp } from './support/fixtures.ts';
import { buyPolicy, call, customerSignedIn } from './support/policy-requests-api.ts';
import { isoDate } from './support/purchase-steps.ts';

/**
 * Renewing a trip, on a phone: the old trip's dates are past, so the customer picks new ones; the
 * risk step says from which day the renewed trip may depart (the day after the current policy ends)
 * and refuses an earlier departure on its field, before anything is priced or ordered.
 */
const text = {
  en: {
    notice: (date: RegExp) => new RegExp(`^A renewal continues your cover: your trip can depart on ${date.source} at the earliest`),
    tooEarly: /^Your trip can depart on .+ at the earliest: your current policy covers you until the day before\.$/,
    departure: 'Departure date',
    returnDate: 'Return date',
    getQuotes: 'Get quotes',
    offers: 'Compare the quotes',
  },
  ar: {
    notice: (date: RegExp) => new RegExp(`^التجديد يواصل تغطيتك: يمكن أن تبدأ رحلتك في ${date.source} على أقرب تقدير`),
    tooEarly: /^يمكن أن تبدأ رحلتك في .+ على أقرب تقدير، فوثيقتك الحالية تغطيك حتى اليوم السابق له\.$/,
    departure: 'تاريخ المغادرة',
    returnDate: 'تاريخ العودة',
    getQuotes: 'احصل على العروض',
    offers: 'قارن العروض',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`renew a trip on a phone: the earliest departure said and checked on its field (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    const x = text[lang];
    await customerSignedIn(page, lang);
    const policyNumber = await buyPolicy(page, { categoryId: 'travel', destinationZone: 'gcc', departureDate: isoDate(1), returnDate: isoDate(7), travellerAges: [36] } as { categoryId: string; departureDate: string });
    // The policy ends in 3 days (the development switch slides its period): renewal is open, the new trip departs in 4 at the earliest.
    expect((await call(page, 'POST', `/dev/policies/${policyNumber}/period`, { endsOn: isoDate(3) })).status).toBe(200);
    await page.goto(`/services/our-products/travel/buy-insurance?renew=${policyNumber}`);
    await waitForApp(page);
    await expectPageLanguage(page, lang);
    const departure = page.getByLabel(x.departure, { exact: true });
    await expect(departure).toHaveValue(isoDate(4), { timeout: 20_000 });
    await expect(page.getByText(x.notice(/.+/))).toBeVisible();

    // Leaving tomorrow: refused on the departure field, in words, before any price is asked.
    await departure.fill(isoDate(1));
    await page.getByRole('button', { name: x.getQuotes }).click();
    await expect(departure).toBeFocused();
    await expect(page.getByText(x.tooEarly)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`renewal-trip-${lang}.png`), fullPage: true });

    // The earliest day is taken: the offers come.
    await departure.fill(isoDate(4));
    await page.getByLabel(x.returnDate, { exact: true }).fill(isoDate(10));
    await page.getByRole('button', { name: x.getQuotes }).click();
    await expect(page.getByText(x.tooEarly)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: x.offers })).toBeVisible({ timeout: 20_000 });
  });
}
