import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfLines, readingOf } from '../tests/server/support/pdf-reading.ts';
import { expect, expectPageLanguage, test, waitForApp } from './support/fixtures.ts';
import { call, customerWithPolicy, staffDecides } from './support/policy-requests-api.ts';
import type { Lang } from './support/purchase-steps.ts';

// A policy's documents on its page, on a phone: the certificate and the simplified tax invoice as PDF
// files made on the server in the page's language (read back with pdftotext), the receipt's invoice
// number and VAT (issue 26 item 14), and a cancelled policy's dates, list and certificates (item 2).
test.use({ viewport: { width: 390, height: 844 } });
const slow = { timeout: 20_000 };

const words = {
  en: { certificate: 'Download certificate (PDF)', invoice: 'Download tax invoice (PDF)', certificateTitle: 'Insurance policy certificate', invoiceTitle: 'Simplified tax invoice' },
  ar: { certificate: 'تنزيل الشهادة (PDF)', invoice: 'تنزيل الفاتورة الضريبية (PDF)', certificateTitle: 'شهادة وثيقة التأمين', invoiceTitle: 'فاتورة ضريبية مبسطة' },
};

/** Clicks a download button and answers the file's name and the PDF's text lines. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: file.suggestedFilename(), lines: pdfLines(bytes), size: bytes.byteLength };
}

async function openPolicy(page: Page, lang: Lang, policyNumber: string) {
  await page.goto(`/my-policy/${policyNumber}`);
  await waitForApp(page);
  await expectPageLanguage(page, lang);
  await expect(page.getByRole('button', { name: words[lang].certificate })).toBeVisible(slow);
}

for (const lang of ['en', 'ar'] as const) {
  test(`the certificate and the tax invoice download as PDF in ${lang}`, async ({ page }) => {
    test.setTimeout(60_000);
    const policyNumber = await customerWithPolicy(page, lang);
    await openPolicy(page, lang, policyNumber);
    await page.screenshot({ path: test.info().outputPath(`documents-${lang}.png`), fullPage: true });

    const certificate = await download(page, words[lang].certificate);
    expect(certificate.name).toBe(`policy-certificate-${policyNumber}-${lang}.pdf`);
    const invoice = await download(page, words[lang].invoice);
    expect(invoice.name).toMatch(new RegExp(`^tax-invoice-INV-\\d{4}-\\d{6}-${lang}\\.pdf$`));
    if (lang === 'en') {
      expect(certificate.lines).toContain('Insurance policy certificate');
      expect(certificate.lines).toContain(`Policy number: ${policyNumber}`);
      expect(certificate.lines).toContain('Status: Issued');
      expect(invoice.lines).toContain('Simplified tax invoice');
      expect(invoice.lines).toContainEqual(expect.stringMatching(/^VAT at 15%: SAR \d[\d,]*\.\d\d$/));
      expect(invoice.lines).toContainEqual(expect.stringMatching(/^Total including VAT: SAR \d[\d,]*\.\d\d$/));
    } else {
      // Right to left: the words of each line in the order an Arabic reader takes them.
      const has = (lines: string[], line: string) => lines.some((candidate) => JSON.stringify(readingOf(candidate)) === JSON.stringify(readingOf(line)));
      expect(has(certificate.lines, 'شهادة وثيقة التأمين')).toBe(true);
      expect(has(certificate.lines, `رقم الوثيقة: ${policyNumber}`)).toBe(true);
      expect(has(certificate.lines, 'الحالة: صادرة')).toBe(true);
      expect(has(invoice.lines, 'فاتورة ضريبية مبسطة')).toBe(true);
      expect(has(invoice.lines, 'رقم التسجيل الضريبي: 300000000000003')).toBe(true);
    }
    test.info().annotations.push({ type: 'pdf sizes', description: `certificate ${certificate.size} B, invoice ${invoice.size} B` });
  });
}

test('the payment receipt gives the invoice number and the VAT, not a payment id (en)', async ({ page }) => {
  const policyNumber = await customerWithPolicy(page, 'en');
  await openPolicy(page, 'en', policyNumber);
  await page.getByRole('button', { name: 'Payment receipt' }).click();
  const receipt = page.getByRole('article', { name: 'Payment receipt' });
  await expect(receipt.getByText('Invoice number')).toBeVisible();
  await expect(receipt.getByText(/^INV-\d{4}-\d{6}$/)).toBeVisible();
  await expect(receipt.getByText('Amount before VAT')).toBeVisible();
  await expect(receipt.getByText('VAT (15%)')).toBeVisible();
  await expect(receipt.getByText(/[0-9a-f]{8}-[0-9a-f]{4}-/)).toHaveCount(0);
});

test('a cancelled policy says so on its page, in the list, on the printed certificate and in the PDF (en)', async ({ page, request }) => {
  test.setTimeout(90_000);
  const policyNumber = await customerWithPolicy(page, 'en');
  // Cancelled ten days into the cover: covered to the day before, cancelled from that day.
  const first = await call<{ earliestDate: string }>(page, 'GET', `/policies/${policyNumber}/cancellation/estimate`);
  const cancelledFrom = new Date(Date.parse(`${first.body.earliestDate}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
  const estimate = await call<{ refundMinor: number }>(page, 'GET', `/policies/${policyNumber}/cancellation/estimate?effectiveDate=${cancelledFrom}`);
  const asked = await call(page, 'POST', `/policies/${policyNumber}/requests/cancellation`, {
    reasonCode: 'no_longer_needed',
    reasonText: '',
    effectiveDate: cancelledFrom,
    refundDestination: 'wallet',
    refundMinor: estimate.body.refundMinor,
  });
  expect(asked.status).toBe(201);
  await staffDecides(request, policyNumber, { approve: true });
  const day = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const lastDay = new Date(Date.parse(`${cancelledFrom}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

  await openPolicy(page, 'en', policyNumber);
  const dates = page.getByRole('region', { name: 'Dates' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Dates' }) }));
  await expect(dates.getByText('Cancelled from')).toBeVisible();
  await expect(dates.getByText(day(cancelledFrom))).toBeVisible();
  await expect(dates.getByText(day(lastDay))).toBeVisible();

  await page.getByRole('button', { name: 'Policy certificate (English and Arabic)' }).click();
  const printed = page.getByRole('article', { name: /certificate/i });
  await expect(printed.getByText('Status: Cancelled')).toBeVisible();
  await expect(printed.getByText('Status: Issued')).toHaveCount(0);
  await expect(printed.locator('p', { hasText: 'Period of cover:' }).first()).toContainText(new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${lastDay}T00:00:00Z`)));

  const pdf = await download(page, 'Download certificate (PDF)');
  expect(pdf.lines).toContain('Status: Cancelled');
  expect(pdf.lines.some((line) => line.startsWith('CANCELLED · Cancelled from'))).toBe(true);

  await page.goto('/my-policy');
  const item = page.getByRole('listitem').filter({ hasText: policyNumber });
  await expect(item.getByText('Cancelled from')).toBeVisible(slow);
  await expect(item.getByText(new RegExp(`to ${day(lastDay)}$`))).toBeVisible();
});
