import type { Page } from '@playwright/test';
import { SEEDED_CUSTOMER, expect, readLatestCode, readStorage, seedStorage, test, waitForApp } from './support/fixtures.ts';
import { freshMobile, registerViaApi, storageFor, ui } from './support/accounts-ui.ts';
import { signedInOnCategory } from './support/purchase-steps.ts';

/** What an Arabic reader on a phone hit in the walk-through: the session's end, Arabic digits, local numbers. */
test.use({ viewport: { width: 412, height: 915 }, allowedConsoleErrors: [/status of (400|403)/] });

/** 0501234567 in Arabic-Indic digits, as an Arabic keyboard types it. */
const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => String.fromCodePoint(0x0660 + Number(digit)));
const localNumber = (e164: string) => `0${e164.slice(4)}`;

test('ar: after a 403 the data still comes in Arabic; log in with a local mobile typed in Arabic-Indic digits', async ({ page }) => {
  await seedStorage(page, { sessionToken: 'expired-token-expired-token-expired', username: SEEDED_CUSTOMER.identifier, lang: 'ar', dir: 'rtl' });
  const forbidden = page.waitForResponse((response) => response.url().endsWith('/security/token') && response.status() === 403);
  await page.goto('/login');
  await forbidden;
  await expect.poll(async () => readStorage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  await waitForApp(page);

  // A number the server cannot read: it says how to write it, on the field, keeping what was typed.
  await page.getByLabel(ui.ar.identifier, { exact: true }).fill('٠١٢٣');
  await page.getByLabel(ui.ar.password).fill(SEEDED_CUSTOMER.password);
  await page.getByRole('button', { name: ui.ar.login, exact: true }).click();
  await expect(page.getByText('تعذّرت قراءة رقم الجوال. اكتبه مع رمز الدولة، مثل ⁦+966 50 123 4567⁩.')).toBeVisible();
  await expect(page.getByLabel(ui.ar.identifier, { exact: true })).toHaveValue('٠١٢٣');

  const login = page.waitForRequest((request) => request.url().endsWith('/auth/login'));
  await page.getByLabel(ui.ar.identifier, { exact: true }).fill(arabicDigits(localNumber(SEEDED_CUSTOMER.mobile)));
  await page.getByRole('button', { name: ui.ar.login, exact: true }).click();
  expect((await login).headers()['accept-language']).toBe('ar');
  await expect(page).toHaveURL(/\/services$/);
  expect(await readStorage(page)).toMatchObject({ username: SEEDED_CUSTOMER.identifier, loginTypeEnumId: 'MOBILE', lang: 'ar' });
});

test('ar: forgot password by SMS: the SMS is in Arabic, the code typed in Arabic-Indic digits is taken', async ({ page }) => {
  const mobile = freshMobile();
  const person = { mobile, email: `walk.${mobile.slice(-7)}@example.com`, password: 'Old-Pass-2026' };
  await registerViaApi(page, person);
  await seedStorage(page, storageFor('ar'));
  await page.goto('/forgot-password');
  await waitForApp(page);
  await page.getByLabel(ui.ar.identifier, { exact: true }).fill(localNumber(mobile));
  await page.getByLabel('رسالة نصية إلى جوالي').check();
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(page.getByText(/إذا كان هناك حساب مطابق/)).toBeVisible();
  const sms = await readLatestCode(page.request, mobile);
  expect(sms.body).toBe(`أمانة: رمز استعادة كلمة المرور ${sms.code}. ينتهي خلال 5 دقائق. لا تشاركه مع أحد.`);
  await page.getByLabel('الرمز', { exact: true }).fill(arabicDigits(sms.code!));
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('New-Pass-2026');
  await page.getByRole('button', { name: 'تعيين كلمة المرور الجديدة' }).click();
  await expect(page.getByText('تم تغيير كلمة المرور. يمكنك الآن تسجيل الدخول بها.')).toBeVisible();
});

/** Whether the text of `selector` is laid out left to right on screen (its first character left of its last). */
const readsLeftToRight = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const text = element.firstChild!;
    const box = (from: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, from + 1);
      return range.getBoundingClientRect().left;
    };
    return box(0) < box((text.textContent ?? '').length - 1);
  });

test('ar: category names say "insurance" once, a purchase started in English is titled in Arabic, the 404 path reads /nope-page', async ({ page }) => {
  await signedInOnCategory(page, 'en', 'home');
  await page.getByRole('link', { name: 'Buy Home insurance' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy Home insurance' })).toBeVisible();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شراء تأمين المنازل');
  await page.goto('/services/our-products/home');
  await waitForApp(page);
  await expect(page.getByRole('link', { name: 'اشترِ تأمين المنازل' }).first()).toBeVisible();

  await page.goto('/nope-page');
  await waitForApp(page);
  await expect(page.getByTestId('error-description')).toHaveText('الصفحة غير موجودة: /nope-page');
  expect(await readsLeftToRight(page, '[data-testid="error-description"] bdi')).toBe(true);
});
