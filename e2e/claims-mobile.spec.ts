import { expect, expectPageLanguage, test, waitForApp } from './support/fixtures.ts';
import { call, customerWithPolicy } from './support/policy-requests-api.ts';
import { isoDate, type Lang } from './support/purchase-steps.ts';
import { backOfficeFor, decideClaim, expectNoAxeViolations as axe, jpeg, pdf, slow } from './support/claims.ts';

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
    sent: 'Uploaded',
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
    lost: 'Not sent: choose this file again.',
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
    liability: 'نسبة مسؤوليتك (من ٠ إلى ١٠٠٪)',
    estimate: 'تقدير الإصلاح (ريال) (اختياري)',
    description: 'صِف ما حدث باختصار',
    continue: 'متابعة',
    outsideCover: 'هذا التاريخ خارج فترة تغطية وثيقتك. تحقّق من التاريخ.',
    pick: 'اختر صورًا أو ملفات PDF',
    refusedType: 'setup.jpg: يمكن إضافة الصور (JPEG وPNG وHEIC) وملفات PDF فقط.',
    sent: 'تم الرفع',
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
    lost: 'لم يُرسل: اختر هذا الملف مجددًا.',
    checkAgain: 'تحقّق مجددًا',
    paid: 'مدفوعة',
    masked: /SA\*\* \*\*\*\* \*\*\*\* \*\*\*\* \*\*\*\* 7519/,
    myClaims: 'مطالباتي',
    closed: 'مغلقة',
  },
} as const;

// Refusals this spec provokes on purpose (the browser logs their status).
test.use({ allowedConsoleErrors: [/status of (422|409|400)/] });

for (const lang of ['en', 'ar'] as const) {
  test(`report a motor claim on a phone, answer a request for information, paid to an IBAN (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
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
    // One left-to-right run that never breaks across lines, in Arabic too.
    await expect(page.locator('bdi[dir="ltr"]').filter({ hasText: x.masked })).toHaveCSS('white-space', 'nowrap');
    await axe(page);
    await page.screenshot({ path: test.info().outputPath(`claim-review-${lang}.png`), fullPage: true });
    await page.getByRole('button', { name: x.send }).click();
    await expect(page.getByText(x.sentTitle)).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: x.view }).click();
    await expect(page).toHaveURL(/\/my-claims\/[0-9a-f-]{36}$/);
    const claimId = page.url().split('/').pop()!;

    // The back office asks for more; the customer answers with a PDF.
    const desk = await backOfficeFor(page);
    await decideClaim(desk, claimId, 'request-information', { message: 'Please add the Najm report.' });
    await page.getByRole('button', { name: x.checkAgain }).click();
    await expect(page.getByText(x.asked)).toBeVisible();
    await expect(page.getByText('Please add the Najm report.').first()).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: x.answer }).click();
    // A reload while a file goes up (its upload held here): the file is marked to be chosen again, not
    // left "uploading" for ever, and the answer can still be sent once a file is up.
    const documentUpload = (url: URL) => /\/claims\/[^/]+\/documents$/.test(url.pathname);
    await page.route(documentUpload, () => {});
    await page.getByLabel(x.pick).setInputFiles({ name: 'najm-draft.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: 'najm-draft.pdf' }).getByText(x.lost)).toBeVisible(slow);
    await page.unroute(documentUpload);
    await page.getByLabel(x.pick).setInputFiles({ name: 'najm.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByRole('listitem').filter({ hasText: 'najm.pdf' }).getByText(x.sent, { exact: true })).toBeVisible();
    await axe(page);
    await page.screenshot({ path: test.info().outputPath(`claim-answer-${lang}.png`), fullPage: true });
    await page.getByRole('button', { name: x.sendAnswer }).click();
    await expect(page.getByText(x.asked)).toHaveCount(0);

    // Approved and paid to the IBAN.
    await decideClaim(desk, claimId, 'approve', { amountMinor: 450_000 });
    await decideClaim(desk, claimId, 'mark-paid', { reference: 'TRF-0001' });
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
