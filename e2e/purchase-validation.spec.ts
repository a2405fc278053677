import { expect, test } from './support/fixtures.ts';
import { currentStep, fillPeople, fillRisk, isoDate, placeOrder, signedInOnCategory, toQuotes, toReview, words } from './support/purchase-steps.ts';

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ['en', 'ar'] as const) {
  test(`bad input is refused field by field, with a message, before anything is sent (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    const w = words[lang];
    const r = w.risk;
    const en = lang === 'en';
    await signedInOnCategory(page, lang, 'motor');
    await page.getByRole('link', { name: en ? /^Buy .* insurance$/ : /^اشترِ (ال)?تأمين/ }).first().click();
    await page.getByRole('radio').first().check();
    let quoteRequests = 0;
    page.on('request', (request) => void (request.method() === 'POST' && request.url().endsWith('/quotes') && (quoteRequests += 1)));
    await fillRisk(page, lang, 'motor');
    await page.getByLabel(r.vehicleYear, { exact: true }).fill('1950');
    await page.getByLabel(r.vehicleValue, { exact: true }).fill('abc');
    await page.getByLabel(r.driverAge, { exact: true }).fill('16');
    await page.getByRole('button', { name: w.getQuotes }).click();
    await expect(page.getByLabel(r.vehicleYear, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(r.vehicleYear, { exact: true })).toBeFocused();
    await expect(page.getByText(en ? 'Enter a model year from 1990 to next year.' : 'أدخل سنة صنع من ١٩٩٠ حتى السنة القادمة.')).toBeVisible();
    await expect(page.getByText(en ? 'Enter a value from 10,000 to 1,000,000 SAR.' : 'أدخل قيمة من ١٠٬٠٠٠ إلى ١٬٠٠٠٬٠٠٠ ريال.')).toBeVisible();
    await expect(page.getByText(en ? 'The driver must be 18 to 80 years old.' : 'يجب أن يكون عمر السائق من ١٨ إلى ٨٠ سنة.')).toBeVisible();
    expect(quoteRequests).toBe(0);
    // Arabic-Indic digits typed on an Arabic keyboard are understood.
    await page.getByLabel(r.vehicleYear, { exact: true }).fill('٢٠٢٢');
    await page.getByLabel(r.vehicleValue, { exact: true }).fill('٨٠٠٠٠');
    await page.getByLabel(r.driverAge, { exact: true }).fill('35');
    await page.getByRole('button', { name: w.getQuotes }).click();
    await page.getByRole('button', { name: w.choose }).first().click();
    await page.getByRole('button', { name: w.continue }).click();

    await fillPeople(page, lang, 'motor');
    // The start-date hint names the last day allowed (motor: 30 days from today), in the reader's language.
    const last = await page.evaluate(() => {
      const date = new Date();
      date.setDate(date.getDate() + 30);
      return date.toISOString().slice(0, 10);
    });
    await expect(page.getByText(en ? /^From today up to / : /^من اليوم حتى /)).toHaveText(
      en ? `From today up to ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${last}T00:00:00Z`))}.` : /^من اليوم حتى [٠-٩]+ \S+ [٠-٩]{4}\.$/,
    );
    const holder = page.getByRole('group', { name: en ? 'Policyholder' : 'حامل الوثيقة' });
    await holder.getByLabel(w.nationalId, { exact: true }).fill('12345');
    await holder.getByLabel(w.email, { exact: true }).fill('not-an-email');
    await holder.getByLabel(w.firstName, { exact: true }).fill('');
    // The step's own rules (an adult policyholder, the start window) are checked with the schema: every problem at once, the first field focused.
    await holder.getByLabel(w.dob, { exact: true }).fill(isoDate(-16 * 365));
    await page.getByLabel(en ? 'Policy start date' : 'تاريخ بدء الوثيقة', { exact: true }).fill(isoDate(45));
    await page.getByRole('button', { name: w.toReview }).click();
    await expect(page.getByText(en ? 'Enter the 10-digit national ID or iqama number.' : 'أدخل رقم الهوية أو الإقامة المكوّن من ١٠ أرقام.')).toBeVisible();
    await expect(page.getByText(en ? 'Enter a valid email address.' : 'أدخل بريدًا إلكترونيًا صحيحًا.')).toBeVisible();
    await expect(page.getByText(en ? 'Enter the first name (at least 2 letters).' : 'أدخل الاسم الأول (حرفان على الأقل).')).toBeVisible();
    await expect(page.getByText(en ? 'The policyholder must be at least 18 years old.' : 'يجب ألا يقل عمر حامل الوثيقة عن ١٨ عامًا.')).toBeVisible();
    await expect(page.getByText(en ? /^Choose a start date from today up to / : /^اختر تاريخ بدء من اليوم حتى /)).toBeVisible();
    await expect(holder.getByLabel(w.firstName, { exact: true })).toBeFocused();
    await expect.poll(() => currentStep(page, lang)).toBe(4);
    await fillPeople(page, lang, 'motor');
    await page.getByLabel(en ? 'Policy start date' : 'تاريخ بدء الوثيقة', { exact: true }).fill(isoDate(1));
    await page.getByRole('button', { name: w.toReview }).click();

    // The order cannot be placed before the terms are accepted.
    await expect(page.getByRole('button', { name: w.placeOrder })).toBeDisabled();
    await placeOrder(page, lang);
    await page.getByLabel(w.cardNumber, { exact: true }).fill('4242');
    await page.getByLabel(w.expiry, { exact: true }).fill('13/30');
    const payments: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/payments$/.test(request.url())) payments.push(request.url());
    });
    await page.getByRole('button', { name: w.pay }).click();
    // Each field says what is wrong with it, all at once.
    await expect(page.getByText(en ? 'The card number is incomplete: it has 12 to 19 digits.' : 'رقم البطاقة ناقص: يتكوّن من ١٢ إلى ١٩ رقمًا.')).toBeVisible();
    await expect(page.getByText(en ? 'The month is from 01 to 12.' : 'الشهر من ٠١ إلى ١٢.')).toBeVisible();
    await expect(page.getByText(en ? 'Enter the 3 or 4 digit code.' : 'أدخل الرمز المكوّن من ٣ أو ٤ أرقام.')).toBeVisible();
    // Nothing is sent to the gateway while the form has problems.
    expect(payments).toEqual([]);
    // An expiry typed without the "/" a phone keypad may lack is read as month and year.
    await page.getByLabel(w.expiry, { exact: true }).fill('1220');
    await page.getByRole('button', { name: w.pay }).click();
    await expect(page.getByText(en ? 'This card has expired. Use another card.' : 'انتهت صلاحية هذه البطاقة. استخدم بطاقة أخرى.')).toBeVisible();
    await page.getByLabel(w.expiry, { exact: true }).fill('1230');
    await page.getByRole('button', { name: w.pay }).click();
    await expect(page.getByText(en ? 'The month is from 01 to 12.' : 'الشهر من ٠١ إلى ١٢.')).toHaveCount(0);
    await expect(page.getByText(en ? /This card has expired|Enter the expiry/ : /انتهت صلاحية|أدخل تاريخ الانتهاء/)).toHaveCount(0);
    // More from the wallet than it holds is refused.
    await page.getByLabel(w.walletAmount, { exact: true }).fill('999999');
    await page.getByRole('button', { name: w.walletUse }).click();
    await expect(page.getByText(en ? /Enter an amount up to/ : /أدخل مبلغًا حتى/)).toBeVisible();
  });
}

test('browser back goes to the previous step and forward comes back to the same step', async ({ page }) => {
  const lang = 'en';
  await signedInOnCategory(page, lang, 'life');
  await toQuotes(page, lang, 'life');
  await toReview(page, lang, 'life');
  await expect.poll(() => currentStep(page, lang)).toBe(5);
  await page.goBack();
  await expect.poll(() => currentStep(page, lang)).toBe(4);
  await expect(page).toHaveURL(/\/services\/our-products\/life\/buy-insurance\?(.*&)?step=people(&|$)/);
  await page.goForward();
  await expect.poll(() => currentStep(page, lang)).toBe(5);
  await expect(page.getByRole('checkbox', { name: words.en.terms })).toBeVisible();
});
