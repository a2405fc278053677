import type { Page } from '@playwright/test';
import { expect, readLatestCode } from './fixtures.ts';

/** The Find my policy screens' words (src/locales), as the specs look for them. */
export const findPolicyText = {
  en: { link: 'Find my policy', number: 'Policy number', mobile: 'Mobile number', send: 'Send the code', code: 'SMS code', open: 'Open my policy', sms: 'open your policy', wrong: 'The code is not correct or has expired', sentTo: 'we sent a code to', note: 'You opened this policy with Find my policy', certificate: 'Download certificate (PDF)' },
  ar: { link: 'ابحث عن وثيقتي', number: 'رقم الوثيقة', mobile: 'رقم الجوال', send: 'أرسل الرمز', code: 'رمز الرسالة النصية', open: 'افتح وثيقتي', sms: 'رمز فتح وثيقتك', wrong: 'الرمز غير صحيح أو انتهت صلاحيته', sentTo: 'فقد أرسلنا رمزًا إلى', note: 'فتحت هذه الوثيقة عبر', certificate: 'تنزيل الشهادة (PDF)' },
};

/** On the Find my policy page: the number and the mobile, the SMS code read from the outbox, then the policy's page in its scoped session. */
export async function openWithFindPolicy(page: Page, lang: 'en' | 'ar', policyNumber: string, mobile: string) {
  const w = findPolicyText[lang];
  await page.getByLabel(w.number, { exact: true }).fill(policyNumber);
  await page.getByLabel(w.mobile).fill(mobile);
  await page.getByRole('button', { name: w.send }).click();
  await expect(page.getByLabel(w.code, { exact: true })).toBeVisible();
  await expect.poll(async () => (await readLatestCode(page.request, mobile)).body).toContain(w.sms);
  await page.getByLabel(w.code, { exact: true }).fill((await readLatestCode(page.request, mobile)).code ?? '');
  await page.getByRole('button', { name: w.open }).click();
  await expect(page).toHaveURL(new RegExp(`/my-policy/${policyNumber}$`));
  await expect(page.getByText(w.note)).toBeVisible();
}
