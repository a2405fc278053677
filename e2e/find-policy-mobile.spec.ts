import AxeBuilder from '@axe-core/playwright';
import { expect, readLatestCode, seedStorage, test, waitForApp } from './fixtures.ts';
import { freshMobile, guestBoughtWithMobile, storageFor } from './accounts-ui.ts';

const text = {
  en: { link: 'Find my policy', number: 'Policy number', mobile: 'Mobile number', send: 'Send the code', code: 'SMS code', open: 'Open my policy', sms: 'open your policy', wrong: 'The code is not correct or has expired', note: 'You opened this policy with Find my policy', certificate: 'Download certificate (PDF)' },
  ar: { link: 'ابحث عن وثيقتي', number: 'رقم الوثيقة', mobile: 'رقم الجوال', send: 'أرسل الرمز', code: 'رمز الرسالة النصية', open: 'افتح وثيقتي', sms: 'رمز فتح وثيقتك', wrong: 'الرمز غير صحيح أو انتهت صلاحيته', note: 'فتحت هذه الوثيقة عبر', certificate: 'تنزيل الشهادة (PDF)' },
};

// The wrong code is refused on purpose (400).
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

for (const lang of ['en', 'ar'] as const) {
  test(`a guest whose session ended finds the policy with its number, the mobile and the SMS code, and downloads the certificate (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    const w = text[lang];
    const mobile = freshMobile();
    const policyNumber = await guestBoughtWithMobile(page, lang, mobile);
    // The guest's session is over: a fresh browser state in the same language.
    await seedStorage(page, storageFor(lang));
    await page.goto('/login');
    await waitForApp(page);
    await page.getByRole('link', { name: w.link }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.link })).toBeVisible();
    await page.getByLabel(w.number, { exact: true }).fill(policyNumber.toLowerCase());
    await page.getByLabel(w.mobile).fill(mobile);
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByLabel(w.code, { exact: true })).toBeVisible();
    // The purchase's own confirmation SMS went to the same number: the code is read from the message meant for it.
    await expect.poll(async () => (await readLatestCode(page.request, mobile)).body).toContain(w.sms);
    const { code } = await readLatestCode(page.request, mobile);
    await page.getByLabel(w.code, { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: w.open }).click();
    await expect(page.getByText(w.wrong)).toBeVisible();
    expect(await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze().then((r) => r.violations)).toEqual([]);
    await page.getByLabel(w.code, { exact: true }).fill(code ?? '');
    await page.getByRole('button', { name: w.open }).click();
    await expect(page).toHaveURL(new RegExp(`/my-policy/${policyNumber}$`));
    await expect(page.getByText(w.note)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: w.certificate }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await page.screenshot({ path: test.info().outputPath(`find-policy-${lang}.png`), fullPage: true });
  });
}
