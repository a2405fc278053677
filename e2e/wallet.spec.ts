import type { Page } from '@playwright/test';
import { SEEDED_CUSTOMER, expect, expectPageLanguage, seedStorage, signInViaApi, test, waitForApp } from './support/fixtures.ts';
import { axeViolations } from './support/axe.ts';

// My Account -> Wallet on a phone: bad input at the serial field, a gift card checked and redeemed
// into the wallet (its ledger entry, the balance after it), in English and in Arabic.
// Unknown serials answer 404 and a second redemption 422: the browser logs each refusal it was meant to get.
test.use({ viewport: { width: 412, height: 915 }, allowedConsoleErrors: [/status of (404|422)/] });

/** 1,000 SAR in Arabic: Arabic-Indic digits and separators, the riyal sign, right-to-left marks around the number. */
const SAR_1000_AR = '\u200f١٬٠٠٠٫٠٠ ر.س.\u200f';

const words = {
  en: {
    title: 'Wallet',
    serial: 'Gift card serial',
    check: 'Check balance',
    required: 'Enter the gift card serial.',
    format: 'Enter the serial as printed on the card: 4 to 40 letters, digits or dashes.',
    unknown: 'We found no gift card with this serial. Check each letter and digit.',
    used: 'This gift card has already been used: nothing is left on it.',
    expired: 'This gift card has expired and can no longer be used.',
    available: (serial: string) => `Gift card ${serial} has SAR 1,000.00 available.`,
    redeem: 'Add SAR 1,000.00 to my wallet',
    redeemed: 'SAR 1,000.00 was added to your wallet.',
    another: 'Redeem another gift card',
    entry: (serial: string) => `Gift card ${serial} redeemed`,
    amountIn: 'In SAR 1,000.00',
    transactions: 'Transactions',
  },
  ar: {
    title: 'المحفظة',
    serial: 'الرقم التسلسلي لبطاقة الهدية',
    check: 'تحقّق من الرصيد',
    required: 'أدخل الرقم التسلسلي لبطاقة الهدية.',
    format: 'أدخل الرقم التسلسلي كما هو مطبوع على البطاقة: من ٤ إلى ٤٠ حرفًا أو رقمًا أو شَرطة.',
    unknown: 'لم نجد بطاقة هدية بهذا الرقم التسلسلي. تحقّق من كل حرف ورقم.',
    used: 'هذه البطاقة مستخدمة من قبل ولم يتبقَّ فيها أي رصيد.',
    expired: 'انتهت صلاحية بطاقة الهدية هذه ولم يعد بالإمكان استخدامها.',
    available: (serial: string) => `بطاقة الهدية ${serial} فيها ${SAR_1000_AR} متاحة.`,
    redeem: `أضِف ${SAR_1000_AR} إلى محفظتي`,
    redeemed: `أُضيف ${SAR_1000_AR} إلى محفظتك.`,
    another: 'استبدال بطاقة هدية أخرى',
    entry: (serial: string) => `استبدال بطاقة الهدية ${serial}`,
    amountIn: `وارد ${SAR_1000_AR}`,
    transactions: 'المعاملات',
  },
} as const;

type Lang = keyof typeof words;

async function openWallet(page: Page, lang: Lang) {
  await seedStorage(page, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
  await signInViaApi(page, SEEDED_CUSTOMER);
  await page.goto('/my-account?section=wallet');
  await waitForApp(page);
  await expectPageLanguage(page, lang);
  await expect(page.getByRole('heading', { level: 2, name: words[lang].transactions })).toBeVisible();
}

async function checkSerial(page: Page, lang: Lang, serial: string) {
  await page.getByLabel(words[lang].serial, { exact: true }).fill(serial);
  await page.getByRole('button', { name: words[lang].check }).click();
}


const cards = { en: 'GIFT-E2E-21', ar: 'GIFT-E2E-22' } as const;

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang];

  test(`wallet on a phone: bad serials each say what is wrong, a card is checked and redeemed once, the ledger shows it (${lang})`, async ({ page }) => {
    await openWallet(page, lang);
    const serialField = page.getByLabel(w.serial, { exact: true });

    // Bad input: each message on the field, the typed text kept.
    await page.getByRole('button', { name: w.check }).click();
    await expect(page.getByText(w.required)).toBeVisible();
    await expect(serialField).toHaveAttribute('aria-invalid', 'true');
    await checkSerial(page, lang, 'ab!');
    await expect(page.getByText(w.format)).toBeVisible();
    await expect(serialField).toHaveValue('ab!');
    await checkSerial(page, lang, 'NO-SUCH-CARD-9');
    await expect(page.getByText(w.unknown)).toBeVisible();
    await expect(serialField).toHaveValue('NO-SUCH-CARD-9');
    await checkSerial(page, lang, 'gift-used-test');
    await expect(page.getByText(w.used)).toBeVisible();
    await checkSerial(page, lang, 'GIFT-EXPIRED-TEST');
    await expect(page.getByText(w.expired)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A good card, typed in lower case (and in Arabic with Arabic-Indic digits): its amount first, then the confirmation.
    const serial = cards[lang];
    const typed = lang === 'ar' ? serial.toLowerCase().replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))) : serial.toLowerCase();
    await checkSerial(page, lang, typed);
    await expect(page.getByText(w.available(serial))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`wallet-checked-${lang}.png`), fullPage: true });
    await page.getByRole('button', { name: w.redeem }).click();
    await expect(page.getByText(w.redeemed)).toBeVisible();
    await expect(page.getByText(w.redeemed)).toBeFocused();

    // The ledger: this card's entry, money in; the balance shown is the newest entry's balance after it
    // (the seeded customer is shared with other tests, so the newest entry may be another test's).
    const entry = page.getByTestId('wallet-transaction').filter({ hasText: w.entry(serial) });
    await expect(entry).toContainText(w.amountIn);
    const balance = (await page.getByTestId('wallet-balance').textContent()) ?? '';
    await expect(page.getByTestId('wallet-transaction').first()).toContainText(balance);
    if (lang === 'ar') expect(balance).toMatch(/^\u200f[\u0660-\u0669٬٫]+\sر\.س\.\u200f$/u);
    else expect(balance).toMatch(/^SAR\s[\d,]+\.\d{2}$/);
    await page.screenshot({ path: test.info().outputPath(`wallet-redeemed-${lang}.png`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // Once only: the same card again is used; a reload keeps the section and its entry.
    await page.getByRole('button', { name: w.another }).click();
    await checkSerial(page, lang, serial);
    await expect(page.getByText(w.used)).toBeVisible();
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByTestId('wallet-transaction').filter({ hasText: w.entry(serial) })).toHaveCount(1);
  });
}

test('a gift card redeemed from two tabs at once is credited once; the other tab says it is used', async ({ context }) => {
  const serial = 'GIFT-E2E-23';
  const [first, second] = [await context.newPage(), await context.newPage()];
  await openWallet(first, 'en');
  await second.goto('/my-account?section=wallet');
  await waitForApp(second);
  for (const tab of [first, second]) {
    await checkSerial(tab, 'en', serial);
    await expect(tab.getByText(words.en.available(serial))).toBeVisible();
  }
  await Promise.all([first, second].map((tab) => tab.getByRole('button', { name: words.en.redeem }).click()));
  const outcome = async (tab: Page) => {
    await expect(tab.getByText(words.en.redeemed).or(tab.getByText(words.en.used))).toBeVisible();
    return (await tab.getByText(words.en.redeemed).count()) > 0 ? 'credited' : 'used';
  };
  expect([await outcome(first), await outcome(second)].sort()).toEqual(['credited', 'used']);
  await first.reload();
  await waitForApp(first);
  await expect(first.getByTestId('wallet-transaction').filter({ hasText: words.en.entry(serial) })).toHaveCount(1);
});
