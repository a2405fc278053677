import { expect, readLatestCode, test } from './support/fixtures.ts';
import { CARD_OK, expectConfirmed, fillCard, guestToMobileCheck, payNow, placeOrder, words } from './support/purchase-steps.ts';

test.use({
  viewport: { width: 390, height: 844 },
  // The browser logs the 400 answer to the wrong SMS code the test types on purpose.
  allowedConsoleErrors: [/status of 400 \(Bad Request\)/],
});

for (const lang of ['en', 'ar'] as const) {
  test(`a guest buys with a mobile verified by SMS at checkout, then prints the bilingual certificate (${lang})`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const w = words[lang];
    const mobile = lang === 'en' ? '+966501110001' : '+966501110002';
    await guestToMobileCheck(page, lang, 'motor', mobile);
    // The SMS went to the policyholder's mobile (read from the development outbox).
    await expect(page.getByLabel(w.smsCode, { exact: true })).toBeVisible();
    await expect.poll(async () => (await readLatestCode(request, mobile)).code).toMatch(/^\d{4,8}$/);
    const { code } = await readLatestCode(request, mobile);
    await page.getByLabel(w.smsCode, { exact: true }).fill('000000' === code ? '111111' : '000000');
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await expect(page.getByText(lang === 'en' ? 'That code is not right or has expired.' : 'هذا الرمز غير صحيح أو انتهت صلاحيته.')).toBeVisible();
    await page.getByLabel(w.smsCode, { exact: true }).fill(code ?? '');
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await placeOrder(page, lang);
    // A guest has no wallet: only gift card and card are offered.
    await expect(page.getByLabel(w.walletAmount, { exact: true })).toHaveCount(0);
    await fillCard(page, lang, CARD_OK);
    await payNow(page, lang);
    await expectConfirmed(page, lang);

    await page.getByRole('button', { name: w.viewCertificate }).click();
    const certificate = page.getByRole('article', { name: lang === 'en' ? 'Policy certificate' : 'شهادة الوثيقة' });
    await expect(certificate.locator('[lang="ar"][dir="rtl"]')).toContainText('شهادة وثيقة التأمين');
    await expect(certificate.locator('[lang="en"][dir="ltr"]')).toContainText('Insurance policy certificate');
    // The broker's licence code keeps its order in the Arabic side (isolated left to right, brackets around it).
    // (The vehicle's plate and VIN are isolated the same way, so the licence code is picked by its shape.)
    await expect(certificate.locator('[lang="ar"] bdi[dir="ltr"]').filter({ hasText: /^IA-BR-/ })).toHaveText(/^IA-BR-\d{4}-\d{4}$/);
    await expect(certificate).toContainText(/POL-/);
    await expect(page.getByRole('button', { name: w.print })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: w.print }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // On paper only the certificate shows.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: w.print })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await page.screenshot({ path: `test-results/purchase-certificate-print-${lang}.png`, fullPage: true });
  });
}

for (const lang of ['en', 'ar'] as const) {
  test.describe('the SMS send is refused as too frequent', () => {
    test.use({ allowedConsoleErrors: [/status of 429 \(Too Many Requests\)/] });
    test(`a guest is told to wait a minute, and Try again sends the code (${lang})`, async ({ page }) => {
      const w = words[lang];
      let refuse = true;
      await page.route('**/auth/guest/mobile', async (route) => {
        if (!refuse) return route.continue();
        await route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '60' }, body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many codes.', status: 429, retryAfterSeconds: 60 } }) });
      });
      await guestToMobileCheck(page, lang, 'life', lang === 'en' ? '+966501110003' : '+966501110004');
      await expect(page.getByRole('alert').filter({ hasText: lang === 'en' ? 'A code was sent to this number a moment ago. Wait a minute, then try again.' : 'أُرسل رمز إلى هذا الرقم قبل قليل. انتظر دقيقة ثم حاول مرة أخرى.' })).toBeVisible();
      refuse = false;
      await page.getByRole('button', { name: lang === 'en' ? 'Try again' : 'حاول مرة أخرى' }).click();
      await expect(page.getByLabel(w.smsCode, { exact: true })).toBeVisible();
    });
  });
}
