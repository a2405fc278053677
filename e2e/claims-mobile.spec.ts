import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expect, expectPageLanguage, SEEDED_STAFF, test, waitForApp } from './fixtures.ts';
import { call, customerWithPolicy } from './policy-requests-api.ts';
import { API, isoDate, type Lang } from './purchase-steps.ts';

/**
 * On the `phone` project, in English and Arabic: the seeded customer reports a motor claim from the
 * policy's page (a day outside the cover refused on its field, a file that is not a photo refused,
 * a photo sent, a bad IBAN refused, then a good one), staff ask for more information through the
 * back office's API, the customer answers with a PDF, staff approve and pay, and the claim's page
 * and My claims show it paid. axe on every claim screen.
 */
const text = {
  en: {
    report: 'Report a claim',
    title: 'Report a claim',
    city: 'City',
    date: 'Date',
    time: 'Time',
    reportNumber: 'Report number',
    liability: 'Your share of the liability (0-100 %)',
    estimate: 'Repair estimate (SAR) (optional)',
    description: 'Tell us in a few words',
    continue: 'Continue',
    outsideCover: "This date is outside your policy's cover. Check the date.",
    pick: 'Choose photos or PDFs',
    refusedType: 'setup.jpg: only photos (JPEG, PNG, HEIC) and PDFs can be added.',
    sent: 'Sent',
    iban: 'A Saudi bank account (IBAN)',
    ibanField: 'IBAN',
    holder: "Account holder's name",
    badIban: 'This IBAN is not valid: check the digits.',
    send: 'Send claim',
    sentTitle: /Claim \W?CLM-\S+\W? is sent\./,
    view: 'See the claim',
    asked: 'Our claims team needs more information:',
    answer: 'Answer',
    sendAnswer: 'Send answer',
    checkAgain: 'Check again',
    paid: 'Paid',
    masked: /SA\*\* \*\*\*\* \*\*\*\* \*\*\*\* \*\*\*\* 7519/,
    myClaims: 'My claims',
    closed: 'Closed',
  },
  ar: {
    report: 'الإبلاغ عن مطالبة',
    title: 'الإبلاغ عن مطالبة',
    city: 'المدينة',
    date: 'التاريخ',
    time: 'الوقت',
    reportNumber: 'رقم التقرير',
    liability: 'نسبة مسؤوليتك (0-100 %)',
    estimate: 'تقدير الإصلاح (ريال) (اختياري)',
    description: 'صِف ما حدث باختصار',
    continue: 'متابعة',
    outsideCover: 'هذا التاريخ خارج فترة تغطية وثيقتك. تحقّق من التاريخ.',
    pick: 'اختر صورًا أو ملفات PDF',
    refusedType: 'setup.jpg: يمكن إضافة الصور (JPEG وPNG وHEIC) وملفات PDF فقط.',
    sent: 'أُرسل',
    iban: 'حساب بنكي سعودي (آيبان)',
    ibanField: 'رقم الآيبان',
    holder: 'اسم صاحب الحساب',
    badIban: 'هذا الآيبان غير صحيح: تحقّق من الأرقام.',
    send: 'إرسال المطالبة',
    sentTitle: /أُرسلت المطالبة \W?CLM-\S+/,
    view: 'عرض المطالبة',
    asked: 'يحتاج فريق المطالبات إلى معلومات إضافية:',
    answer: 'الرد',
    sendAnswer: 'إرسال الرد',
    checkAgain: 'تحقّق مجددًا',
    paid: 'مدفوعة',
    masked: /SA\*\* \*\*\*\* \*\*\*\* \*\*\*\* \*\*\*\* 7519/,
    myClaims: 'مطالباتي',
    closed: 'مغلقة',
  },
} as const;

const axe = async (page: Page) => expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual([]);
const slow = { timeout: 20_000 };
/** The smallest JPEG header the server's content check reads as a JPEG, and a PDF's. */
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

// Refusals this spec provokes on purpose (the browser logs their status).
test.use({ allowedConsoleErrors: [/status of (422|409|400)/] });

async function staff(page: Page) {
  const context = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin });
  const token = ((await (await context.get(`${API}/security/token`)).json()) as { sessionToken: string }).sessionToken;
  const login = await context.post(`${API}/auth/login`, { headers: { 'session-token': token, 'x-csrf-token': token }, data: SEEDED_STAFF });
  const session = ((await login.json()) as { sessionToken: string }).sessionToken;
  return { context, headers: { 'session-token': session, 'x-csrf-token': session } };
}
async function backOffice(desk: { context: APIRequestContext; headers: Record<string, string> }, claimId: string, action: string, data: unknown) {
  const answer = await desk.context.post(`${API}/backoffice/claims/${claimId}/${action}`, { headers: desk.headers, data });
  expect(answer.status(), `${action}: ${await answer.text()}`).toBe(200);
}

for (const lang of ['en', 'ar'] as const) {
  test(`report a motor claim on a phone, answer a request for information, paid to an IBAN (${lang})`, async ({ page }) => {
    test.setTimeout(150_000);
    const x = text[lang as Lang];
    const policyNumber = await customerWithPolicy(page, lang);
    // The policy began two months ago (its cover includes last week): moved through the development switch.
    expect((await call(page, 'POST', `/dev/policies/${policyNumber}/period`, { endsOn: isoDate(300) })).status).toBe(200);

    await page.goto(`/my-policy/${policyNumber}`);
    await waitForApp(page);
    await expectPageLanguage(page, lang);
    await page.getByRole('link', { name: x.report }).click();
    await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible(slow);
    await expect(page.getByLabel(x.city)).toBeVisible(slow);
    await axe(page);

    // What happened: a day before the cover first (refused on the field, nothing lost), then last week.
    await page.getByLabel(x.date, { exact: true }).fill(isoDate(-200));
    await page.getByLabel(x.time, { exact: true }).fill('14:30');
    await page.getByLabel(x.city).fill('Riyadh');
    await page.getByLabel(x.reportNumber).fill('NJM-2026-0042');
    await page.getByLabel(x.liability).fill('0');
    await page.getByLabel(x.estimate).fill('4500');
    await page.getByLabel(x.description).fill('Another car hit my rear bumper at a traffic light.');
    await page.getByRole('button', { name: x.continue }).click();
    await expect(page.getByText(x.outsideCover)).toBeVisible();
    await expect(page.getByLabel(x.city)).toHaveValue('Riyadh');
    await axe(page);
    await page.screenshot({ path: test.info().outputPath(`claim-details-refused-${lang}.png`), fullPage: true });
    await page.getByLabel(x.date, { exact: true }).fill(isoDate(-7));
    await page.getByRole('button', { name: x.continue }).click();

    // Documents: a program named .jpg is refused before sending; a photo goes up.
    const picker = page.getByLabel(x.pick);
    await expect(picker).toBeAttached(slow);
    await picker.setInputFiles([
      { name: 'setup.jpg', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ not a photo') },
      { name: 'bumper.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    ]);
    await expect(page.getByText(x.refusedType)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'bumper.jpg' }).getByText(x.sent, { exact: true })).toBeVisible();
    await axe(page);
    await page.screenshot({ path: test.info().outputPath(`claim-documents-${lang}.png`), fullPage: true });
    await page.getByRole('button', { name: x.continue }).click();

    // Payout: a bad IBAN refused, then a good one, masked in the review.
    await page.getByRole('radio', { name: x.iban }).check();
    await page.getByLabel(x.ibanField, { exact: true }).fill('SA03 8000 0000 6080 1016 7518');
    await page.getByLabel(x.holder).fill('Sara Alharbi');
    await page.getByRole('button', { name: x.continue }).click();
    await expect(page.getByText(x.badIban)).toBeVisible();
    await axe(page);
    await page.getByLabel(x.ibanField, { exact: true }).fill('SA03 8000 0000 6080 1016 7519');
    await page.getByRole('button', { name: x.continue }).click();
    await expect(page.getByText(x.masked)).toBeVisible();
    await expect(page.getByText('6080 1016')).toHaveCount(0);
    await axe(page);
    await page.screenshot({ path: test.info().outputPath(`claim-review-${lang}.png`), fullPage: true });
    await page.getByRole('button', { name: x.send }).click();
    await expect(page.getByText(x.sentTitle)).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: x.view }).click();
    await expect(page).toHaveURL(/\/my-claims\/[0-9a-f-]{36}$/);
    const claimId = page.url().split('/').pop()!;

    // The back office asks for more; the customer answers with a PDF.
    const desk = await staff(page);
    await backOffice(desk, claimId, 'request-information', { message: 'Please add the Najm report.' });
    await page.getByRole('button', { name: x.checkAgain }).click();
    await expect(page.getByText(x.asked)).toBeVisible();
    await expect(page.getByText('Please add the Najm report.').first()).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: x.answer }).click();
    await page.getByLabel(x.pick).setInputFiles({ name: 'najm.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByRole('listitem').filter({ hasText: 'najm.pdf' }).getByText(x.sent, { exact: true })).toBeVisible();
    await axe(page);
    await page.screenshot({ path: test.info().outputPath(`claim-answer-${lang}.png`), fullPage: true });
    await page.getByRole('button', { name: x.sendAnswer }).click();
    await expect(page.getByText(x.asked)).toHaveCount(0);

    // Approved and paid to the IBAN.
    await backOffice(desk, claimId, 'approve', { amountMinor: 450_000 });
    await backOffice(desk, claimId, 'mark-paid', { reference: 'TRF-0001' });
    await desk.context.dispose();
    await page.getByRole('button', { name: x.checkAgain }).click();
    await expect(page.getByText(x.paid, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(x.masked).first()).toBeVisible();
    await axe(page);
    await page.screenshot({ path: test.info().outputPath(`claim-paid-${lang}.png`), fullPage: true });

    await page.goto('/my-claims');
    await expect(page.getByRole('heading', { name: x.closed })).toBeVisible(slow);
    await axe(page);
    await page.screenshot({ path: test.info().outputPath(`my-claims-${lang}.png`), fullPage: true });
  });
}
