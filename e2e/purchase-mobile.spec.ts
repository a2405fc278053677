import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { CARD_OK, expectConfirmed, fillCard, fillPeople, fillRisk, payNow, placeOrder, signedInOnCategory, toQuotes, toReview, words } from './support/purchase-steps.ts';

/**
 * On the `phone` project (a Pixel 7: touch, small screen, mobile user agent): a purchase from the
 * category to the confirmation, in eight screens (each screen has its own address, so Back and reload
 * work: the addresses the tab goes through are the screens the customer sees).
 */
for (const lang of ['en', 'ar'] as const) {
  test(`a motor policy bought on a phone by card in eight screens (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    await signedInOnCategory(page, lang, 'motor');
    const wizard = '/services/our-products/motor/buy-insurance';
    // The wizard opens at its first step before the URL names it (replaced in place, not a screen of its own).
    const screenOf = (url: URL) => (url.pathname === wizard ? `${wizard}?step=${url.searchParams.get('step') ?? 'risk'}` : url.pathname);
    const screens = [screenOf(new URL(page.url()))];
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const screen = screenOf(new URL(frame.url()));
      if (screens.at(-1) !== screen) screens.push(screen);
    });
    await toQuotes(page, lang, 'motor');
    await toReview(page, lang, 'motor');
    // A money value names its currency once: by its sign, not again in the label.
    await expect(page.getByText(lang === 'en' ? /^Vehicle value: SAR\s?80,000\.00$/ : /^قيمة المركبة: \u200f?٨٠٬٠٠٠٫٠٠\s?ر\.س\.\u200f?$/)).toBeVisible();
    await expect(page.getByText(lang === 'en' ? /\(SAR\):/ : /\(ريال\):/)).toHaveCount(0);
    // The review reads the mobile grouped, in the reader's digits, left to right.
    // (In Arabic, left-to-right marks beside the spaces keep the groups' order.)
    const mobile = page.getByText(lang === 'en' ? '+966 50 123 4567' : '+٩٦٦\u200e \u200e٥٠\u200e \u200e١٢٣\u200e \u200e٤٥٦٧', { exact: true });
    await expect(mobile).toHaveAttribute('dir', 'ltr');
    // As drawn, on one line: every sign and digit left of the next one (the groups reversed would break it).
    const lefts = await mobile.evaluate((element) => {
      const text = element.firstChild!;
      return [...(text.textContent ?? '')].flatMap((char, index) => {
        if (!/[+0-9\u0660-\u0669]/.test(char)) return [];
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return [range.getBoundingClientRect().left];
      });
    });
    expect(lefts).toHaveLength(13);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    await placeOrder(page, lang);
    await fillCard(page, lang, CARD_OK);
    await payNow(page, lang);
    await expectConfirmed(page, lang);
    expect(screens).toEqual([
      '/services/our-products/motor',
      `${wizard}?step=risk`,
      `${wizard}?step=quotes`,
      `${wizard}?step=plan`,
      `${wizard}?step=people`,
      `${wizard}?step=review`,
      `${wizard}?step=payment`,
      `${wizard}?step=confirmation`,
    ]);
  });
}

/** A button a thumb can hit: the wizard's primary buttons on a phone are full size (they were once squashed to ~24 px). */
async function expectFullHeight(button: Locator) {
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box?.height ?? 0, 'button height in px').toBeGreaterThanOrEqual(40);
}

/** The quotes comparison's labels, as the customer reads them beside each figure. */
const quoteLabels = {
  en: { list: 'The quotes to compare', labels: ['Total with tax', 'Premium', 'Tax', 'Deductible', 'Broker', 'Main cover'] },
  ar: { list: 'العروض للمقارنة', labels: ['الإجمالي مع الضريبة', 'القسط', 'الضريبة', 'مبلغ التحمل', 'الوسيط', 'التغطيات الرئيسية'] },
};

/** The comparison fits the phone: the page never scrolls sideways, and the last offer's figures are read with their labels in view beside them. */
async function expectQuotesFitThePhone(page: Page, lang: 'en' | 'ar') {
  const offers = page.getByRole('list', { name: quoteLabels[lang].list }).locator(':scope > li');
  await expect(offers.nth(1)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'sideways overflow in px').toBeLessThanOrEqual(0);
  for (const label of quoteLabels[lang].labels) {
    const term = offers.last().getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
    const value = term.locator('xpath=following-sibling::*[1]');
    await value.scrollIntoViewIfNeeded();
    await expect(term).toBeInViewport();
    await expect(value).toBeInViewport();
  }
}

for (const lang of ['en', 'ar'] as const) {
  test(`on a phone the quotes fit the screen with their labels, the wizard's primary buttons are full height, and a national ID typed in Arabic-Indic digits with spaces is accepted (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    const w = words[lang];
    await signedInOnCategory(page, lang, 'motor');
    await page.getByRole('link', { name: lang === 'en' ? /^Buy .* insurance$/ : /^اشترِ (ال)?تأمين/ }).first().click();
    await page.getByRole('radio').first().check();
    await expectFullHeight(page.getByRole('button', { name: w.getQuotes }));
    await fillRisk(page, lang, 'motor');
    await page.getByRole('button', { name: w.getQuotes }).click();
    await expectQuotesFitThePhone(page, lang);
    await page.getByRole('button', { name: w.choose }).first().click();
    // The insurer's words in Arabic write their numbers in Arabic-Indic digits too.
    if (lang === 'ar') await expect(page.getByText('سيارة لمدة تصل إلى ١٥ يومًا أثناء إصلاح سيارتك.').first()).toBeVisible();
    await expectFullHeight(page.getByRole('button', { name: w.continue }));
    await page.getByRole('button', { name: w.continue }).click();
    await expectFullHeight(page.getByRole('button', { name: w.toReview }));
    await fillPeople(page, lang, 'motor');
    const holder = page.getByRole('group', { name: lang === 'en' ? 'Policyholder' : 'حامل الوثيقة' });
    await holder.getByLabel(w.nationalId, { exact: true }).fill('١٠٢٣ ٤٥٦ ٧٨٩');
    await page.getByRole('button', { name: w.toReview }).click();
    await placeOrder(page, lang);
    // Ways of paying not used take no line in the breakdown (a short list on a phone).
    const breakdown = page.getByRole('region', { name: lang === 'en' ? 'Price breakdown' : 'تفاصيل السعر' });
    await expect(breakdown.getByText(lang === 'en' ? 'Total' : 'الإجمالي', { exact: true })).toBeVisible();
    await expect(breakdown.getByText(lang === 'en' ? /^(Wallet|Gift card)$/ : /^(المحفظة|بطاقة الهدية)$/)).toHaveCount(0);
    await fillCard(page, lang, CARD_OK);
    await expectFullHeight(page.getByRole('button', { name: w.pay }));
    await page.getByRole('button', { name: w.pay }).click();
    await expectConfirmed(page, lang);
  });
}
