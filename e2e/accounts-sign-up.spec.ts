import type { Page } from '@playwright/test';
import { expect, readLatestCode, readStorage, seedStorage, test, waitForApp } from './support/fixtures.ts';
import { type Lang, fillSignUp, freshMobile, langs, signUpText, storageFor } from './support/accounts-ui.ts';
import { inPageDigits } from './support/arabic-text.ts';
import { axeViolations } from './support/axe.ts';

/** Sign-up with SMS activation through the real server and database: phone-sized, en and ar. */
test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: [/status of (400|403|429|500)/] });


async function openSignUp(page: Page, lang: Lang) {
  await seedStorage(page, storageFor(lang));
  await page.goto('/sign-up');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: signUpText[lang].heading })).toBeVisible();
}

for (const lang of langs) {
  const text = signUpText[lang];

  test(`${lang}: full sign-up: details, a wrong code, the code from the outbox, activated and signed in`, async ({ page, request }) => {
    const mobile = freshMobile();
    await openSignUp(page, lang);
    expect(await axeViolations(page)).toEqual([]);
    await fillSignUp(page, lang, { mobile, email: `huda.${mobile.slice(-7)}.${lang}@example.com` });
    await expect(page.getByRole('heading', { name: text.codeTitle })).toBeVisible();
    await expect(page.getByText(inPageDigits(lang, mobile.slice(-3)), { exact: false })).toBeVisible();
    expect((await readStorage(page)).registrationStep).toBe('activation');
    const code = page.getByLabel(text.code, { exact: true });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(await axeViolations(page)).toEqual([]);

    const sent = await readLatestCode(request, mobile);
    expect(sent.code).toMatch(/^\d{6}$/);
    const wrong = sent.code === '000000' ? '111111' : '000000';
    await code.fill(wrong);
    await page.getByRole('button', { name: text.activate }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.wrongCode })).toBeVisible();
    await expect(code).toHaveValue(wrong);

    await code.fill(sent.code!);
    await page.getByRole('button', { name: text.activate }).click();
    await expect(page.getByRole('heading', { level: 2, name: text.done })).toBeVisible();
    // The email-verification link is written in the language of the sign-up (issue 26, item 10).
    const link = await readLatestCode(request, `huda.${mobile.slice(-7)}.${lang}@example.com`);
    expect(link.channel).toBe('email');
    expect(link.body).toContain(lang === 'ar' ? 'أكّد بريدك الإلكتروني في أمانة للتأمين' : 'Confirm your email address for Amanah Insurance');
    const stored = await readStorage(page);
    expect(stored).toMatchObject({ userFullName: 'Huda Nasser', countryCode: 'SA', backendUser: 'false' });
    expect(['EMAIL', 'MOBILE']).toContain(stored.loginTypeEnumId);
    expect(stored.username).toBeTruthy();
    expect(stored.registrationStep).toBeUndefined();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text.continue }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test(`${lang}: empty or bad details are refused inline and nothing typed is lost`, async ({ page }) => {
    // The phone field's code comes after the page is shown (held here): a number typed into the
    // prerendered field before it arrives is kept. The language cookie: this language's HTML, hydrated.
    await page.context().addCookies([{ name: 'lang', value: lang, domain: 'localhost', path: '/' }]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/phone-parser-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openSignUp(page, lang);
    const sent: string[] = [];
    page.on('request', (r) => r.url().endsWith('/registrations') && sent.push(r.url()));
    const mobile = page.getByRole('textbox', { name: text.mobile, exact: true });
    await mobile.fill('+966551234567');
    release();
    await expect(mobile).toHaveValue('+966 55 123 4567');
    await page.getByLabel(text.lastName, { exact: true }).fill('Nasser');
    await page.getByLabel(text.password).fill('short');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.firstNameError)).toBeVisible();
    await expect(page.getByText(text.termsError)).toBeVisible();
    await expect(page.getByText(text.passwordError)).toBeVisible();
    await expect(page.getByLabel(text.lastName, { exact: true })).toHaveValue('Nasser');
    await expect(mobile).toHaveValue('+966 55 123 4567');
    expect(sent).toEqual([]);
    // Links in the text look like links.
    for (const name of lang === 'en' ? ['Log in', 'Read the terms and conditions'] : ['سجّل الدخول', 'اقرأ الشروط والأحكام']) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveCSS('text-decoration-line', 'underline');
    }
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('en: the code step resumes after a reload and on a later visit; /services sends back to /sign-up; the number can be corrected', async ({ page, request }) => {
  const text = signUpText.en;
  const mobile = freshMobile();
  await openSignUp(page, 'en');
  await fillSignUp(page, 'en', { mobile, email: `resume.${mobile.slice(-7)}@example.com` });
  await expect(page.getByRole('heading', { name: text.codeTitle })).toBeVisible();

  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: text.codeTitle })).toBeVisible();

  // A later visit: the tab's saved flow is gone, the stored registrationStep remains.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/services');
  await expect(page).toHaveURL(/\/sign-up$/);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: text.codeTitle })).toBeVisible();

  // Correct the number: nothing else is typed again, the code goes to the new number.
  const corrected = freshMobile();
  await page.getByRole('button', { name: text.changeNumber }).click();
  await page.getByRole('textbox', { name: text.newMobile, exact: true }).fill(corrected);
  await page.getByRole('button', { name: text.sendToNew }).click();
  await expect(page.getByText(corrected.slice(-3), { exact: false })).toBeVisible();
  const sent = await readLatestCode(request, corrected);
  await page.getByLabel(text.code, { exact: true }).fill(sent.code!);
  await page.getByRole('button', { name: text.activate }).click();
  await expect(page.getByText(text.done)).toBeVisible();
  expect((await readStorage(page)).userFullName).toBe('Huda Nasser');
});

test('ar: the resend countdown runs on the clock; an early resend shows the server rate limit', async ({ page }) => {
  const text = signUpText.ar;
  await page.clock.install();
  const mobile = freshMobile();
  await openSignUp(page, 'ar');
  await fillSignUp(page, 'ar', { mobile, email: `clock.${mobile.slice(-7)}@example.com` });
  await expect(page.getByRole('heading', { name: text.codeTitle })).toBeVisible();
  const timer = page.getByRole('timer');
  // Arabic-Indic digits in Arabic: read them as numbers.
  const western = (text: string) => text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)));
  const secondsShown = async () => Number(/بعد (\d+) (?:ثانية|ثوانٍ)/.exec(western((await timer.textContent()) ?? ''))?.[1] ?? NaN);
  await expect(timer).toHaveText(/يمكنك طلب رمز جديد بعد [٠-٩]+ (ثانية|ثوانٍ)\./);
  const first = await secondsShown();
  expect(first).toBeGreaterThan(30);
  expect(first).toBeLessThanOrEqual(60);
  await expect(page.getByRole('button', { name: text.resend })).toHaveCount(0);
  await page.clock.fastForward(30_000);
  await expect.poll(secondsShown).toBeLessThanOrEqual(first - 29);
  expect(await secondsShown()).toBeGreaterThanOrEqual(first - 31);
  await expect(page.getByRole('button', { name: text.resend })).toHaveCount(0);
  await page.clock.fastForward(first * 1000);
  await expect(page.getByRole('button', { name: text.resend })).toBeVisible();
  // The server's own clock has not moved a minute: it refuses with a retry-after, which is shown.
  const answered = page.waitForResponse((response) => response.url().endsWith('/registrations/current/code'));
  await page.getByRole('button', { name: text.resend }).click();
  expect((await answered).status()).toBe(429);
  await expect(page.getByRole('alert').filter({ hasText: text.rateLimited })).toBeVisible();
});

test('en: the code check and the resend keep their own messages: a 429 does not replace a failed check, a code sent does not hide a failed resend', async ({ page }) => {
  const text = signUpText.en;
  const unreachable = 'Something went wrong on our side. Try again in a moment.';
  await page.clock.install();
  const mobile = freshMobile();
  await openSignUp(page, 'en');
  await fillSignUp(page, 'en', { mobile, email: `regions.${mobile.slice(-7)}@example.com` });
  await expect(page.getByRole('heading', { name: text.codeTitle })).toBeVisible();
  // The code check fails on the server (500): the check's message.
  await page.route('**/registrations/current/activate', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'Internal Server Error', status: 500 } } }),
  );
  await page.getByLabel(text.code, { exact: true }).fill('123456');
  await page.getByRole('button', { name: text.activate }).click();
  const checkAlert = page.getByRole('alert').filter({ hasText: unreachable });
  await expect(checkAlert).toBeVisible();
  // A resend the real server refuses (its clock has not moved a minute): 429, the resend's own message beside it.
  await page.clock.fastForward(61_000);
  const answered = page.waitForResponse((response) => response.url().endsWith('/registrations/current/code'));
  await page.getByRole('button', { name: text.resend }).click();
  expect((await answered).status()).toBe(429);
  const resendAlert = page.getByRole('alert').filter({ hasText: text.rateLimited });
  await expect(resendAlert).toBeVisible();
  await expect(checkAlert).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(2);
  // Another code sent (and failing again) leaves the resend's message where it was.
  const checked = page.waitForResponse((response) => response.url().endsWith('/registrations/current/activate'));
  await page.getByRole('button', { name: text.activate }).click();
  await checked;
  await expect(checkAlert).toBeVisible();
  await expect(resendAlert).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('ar: the session ends mid sign-up (a 403 at the code step): the details come back as typed, without the password, with a word; the customer continues', async ({ page }) => {
  const text = signUpText.ar;
  const mobile = freshMobile();
  const email = `kept.${mobile.slice(-7)}@example.com`;
  await openSignUp(page, 'ar');
  await fillSignUp(page, 'ar', { mobile, email });
  await expect(page.getByRole('heading', { name: text.codeTitle })).toBeVisible();
  // The server ends the session (as after 30 idle minutes); the next call answers 403 and the app wipes it.
  const ended = await page.evaluate(async () => {
    const token = localStorage.getItem('sessionToken') ?? '';
    return (await fetch('/rest/s1/insurance/security/token', { method: 'DELETE', headers: { 'session-token': token, 'x-csrf-token': token } })).status;
  });
  expect(ended).toBeLessThan(300);
  await page.getByLabel(text.code, { exact: true }).fill('123456');
  await page.getByRole('button', { name: text.activate }).click();
  await expect(page.getByRole('status').filter({ hasText: 'انتهت جلستك قبل إكمال التسجيل. احتفظنا بما كتبته' })).toBeVisible();
  await expect(page.getByLabel(text.firstName, { exact: true })).toHaveValue('Huda');
  await expect(page.getByLabel(text.lastName, { exact: true })).toHaveValue('Nasser');
  await expect(page.getByLabel(text.dateOfBirth, { exact: true })).toHaveValue('1992-03-14');
  await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: text.mobile, exact: true })).toHaveValue(new RegExp(`${mobile.slice(-4)}$`));
  await expect(page.getByLabel(text.password)).toHaveValue('');
  expect(JSON.stringify(await page.evaluate(() => ({ ...sessionStorage, ...localStorage })))).not.toContain('Huda-Pass-2026');
  // The server still holds this number's last code for a minute: the customer continues with another number here.
  await page.getByRole('textbox', { name: text.mobile, exact: true }).fill(freshMobile());
  await page.getByLabel(text.password).fill('Huda-Pass-2026');
  await page.getByLabel(text.terms).check();
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page.getByRole('heading', { name: text.codeTitle })).toBeVisible();
});
