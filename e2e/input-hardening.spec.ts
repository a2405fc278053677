import { expect, test, waitForApp, seedStorage } from './support/fixtures.ts';
import { freshMobile, langs, signUpText, storageFor } from './support/accounts-ui.ts';

/**
 * A name with a hidden character (a zero-width space pasted in, a control character) is refused on its
 * field in the reader's language, by the contract's shared rules, and what was typed stays.
 */
test.use({ viewport: { width: 412, height: 915 } });

const refusal = {
  en: { invisible: 'Remove the hidden direction marks or zero-width spaces from this field (they often come with pasted text).', control: 'Remove the invisible control characters (such as a line break) from this field.' },
  ar: { invisible: 'احذف علامات الاتجاه المخفية أو المسافات الخفية من هذا الحقل (كثيرًا ما تأتي مع النص الملصوق).', control: 'احذف رموز التحكم غير المرئية (مثل فاصل السطر) من هذا الحقل.' },
};

for (const lang of langs) {
  test(`${lang}: sign-up names a hidden or control character on its field and keeps the text`, async ({ page }) => {
    const text = signUpText[lang];
    await seedStorage(page, storageFor(lang));
    await page.goto('/sign-up');
    await waitForApp(page);
    const mobile = freshMobile();
    await page.getByLabel(text.firstName, { exact: true }).fill('Hu\u200Bda');
    await page.getByLabel(text.lastName, { exact: true }).fill('Nas\u0007ser');
    await page.getByLabel(text.dateOfBirth, { exact: true }).fill('1992-03-14');
    await page.getByLabel(text.gender, { exact: true }).selectOption('female');
    await page.getByRole('textbox', { name: text.mobile, exact: true }).fill(mobile);
    await page.getByLabel(text.email, { exact: true }).fill(`hidden.${mobile.slice(-7)}@example.com`);
    await page.getByLabel(text.password).fill('Huda-Pass-2026');
    await page.getByLabel(text.country, { exact: true }).selectOption('SA');
    await page.getByLabel(text.terms).check();
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByLabel(text.firstName, { exact: true })).toHaveAccessibleDescription(refusal[lang].invisible);
    await expect(page.getByLabel(text.lastName, { exact: true })).toHaveAccessibleDescription(refusal[lang].control);
    await expect(page.getByLabel(text.firstName, { exact: true })).toHaveValue('Hu\u200Bda');
    // Nothing was sent: the step is still the details form.
    await expect(page.getByRole('heading', { name: text.codeTitle })).toHaveCount(0);
  });
}
