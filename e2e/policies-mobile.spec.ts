import type { Page } from '@playwright/test';
import { expect, expectPageLanguage, readLatestCode, test, waitForApp } from './support/fixtures.ts';
import { freshMobile } from './support/accounts-ui.ts';
import { CARD_OK, api, currentStep, guestViaApi, isoDate, type Lang, words } from './support/purchase-steps.ts';
import { axeViolations } from './support/axe.ts';

/**
 * On the `phone` project (Pixel 7): a guest with a verified mobile (a customer of their own, so the
 * counts are theirs alone) buys a policy, finds it in My Policies, opens it, sees its documents,
 * renews it prefilled once it nears its end, and reads the renewal reminders with the unread badge.
 */
const text = {
  en: {
    myPolicies: 'My Policies',
    active: /^Active \(/,
    expired: /^Expired \(/,
    noExpired: 'You have no expired policies.',
    browse: 'Browse insurance products',
    certificate: 'Policy certificate (English and Arabic)',
    receipt: 'Payment receipt',
    cardEnding: 'Card ending 4242',
    renew: 'Renew this policy',
    renewalNotYet: /Renewal opens on/,
    cancel: 'Cancel policy',
    noLongerNeeded: 'I no longer need this cover',
    continue: 'Continue',
    cardEndingRadio: /The card ending 4242/,
    guestCardOnly: 'As a guest you have no wallet to open later, so the refund goes back to the card that paid.',
    changeBroker: 'Change broker',
    renewalOf: (n: string) => `Renewal of policy \u2068${n}\u2069`,
    notFound: (n: string) => `We could not find policy ${n} among your policies.`,
    notifications: 'Notifications',
    reminder30: 'Your policy ends in 30 days',
    reminder7: 'Your policy ends in 7 days',
    markRead: 'Mark as read',
    markAllRead: 'Mark all as read',
    twoUnread: '2 unread notifications',
    noneUnread: 'No unread notifications',
  },
  ar: {
    myPolicies: 'وثائقي',
    active: /^السارية \(/,
    expired: /^المنتهية \(/,
    noExpired: 'ليس لديك وثائق منتهية.',
    browse: 'تصفّح منتجات التأمين',
    certificate: 'شهادة الوثيقة (بالعربية والإنجليزية)',
    receipt: 'إيصال الدفع',
    cardEnding: 'بطاقة تنتهي بـ ٤٢٤٢',
    renew: 'جدّد هذه الوثيقة',
    renewalNotYet: /يُتاح التجديد ابتداءً من/,
    cancel: 'إلغاء الوثيقة',
    noLongerNeeded: 'لم أعد بحاجة إلى هذه التغطية',
    continue: 'متابعة',
    cardEndingRadio: /البطاقة المنتهية بـ/,
    guestCardOnly: 'ليست لديك محفظة بصفتك زائرًا، لذا يُعاد المبلغ إلى البطاقة التي دفعت بها.',
    changeBroker: 'تغيير الوسيط',
    renewalOf: (n: string) => `تجديد الوثيقة \u2068${n}\u2069`,
    notFound: (n: string) => `لم نجد الوثيقة ${n} ضمن وثائقك.`,
    notifications: 'الإشعارات',
    reminder30: 'تنتهي وثيقتك خلال ٣٠ يومًا',
    reminder7: 'تنتهي وثيقتك خلال ٧ أيام',
    markRead: 'تحديد كمقروء',
    markAllRead: 'تحديد الكل كمقروء',
    twoUnread: 'إشعاران غير مقروءين',
    noneUnread: 'لا توجد إشعارات غير مقروءة',
  },
} as const;


/** A guest whose mobile is verified by the SMS code (read from the development outbox), then a motor policy bought by card. */
async function guestWithPolicy(page: Page, lang: Lang, request: Parameters<typeof readLatestCode>[0]) {
  await guestViaApi(page, lang);
  const mobile = freshMobile();
  await api(page, 'POST', '/auth/guest/mobile', { mobile });
  const { code } = await readLatestCode(request, mobile);
  await api(page, 'POST', '/auth/guest/mobile/verify', { code });
  const risk = { categoryId: 'motor', vehicleMake: 'Nissan', vehicleModel: 'Patrol', vehicleYear: 2023, vehicleValueMinor: 12_000_000, driverAge: 41, noClaimsYears: 4, plateNumber: '1234 ABD', vin: 'JTDBR32E720123456' };
  const quote = await api<{ quoteId: string; offers: { offerId: string }[] }>(page, 'POST', '/quotes', { categoryId: 'motor', brokerId: 'amanah-brokers', risk });
  const key = `policies-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const holder = { firstName: 'Huda', lastName: 'Alqahtani', dateOfBirth: '1985-02-11', gender: 'female', mobileNumber: mobile, emailAddress: 'huda@example.com', nationalId: '1098765432' };
  const order = await api<{ orderNumber: string }>(
    page,
    'POST',
    '/orders',
    { quoteId: quote.quoteId, offerId: quote.offers[0]!.offerId, addOnIds: [], policyholder: holder, insuredPersons: [{ firstName: 'Huda', lastName: 'Alqahtani', dateOfBirth: '1985-02-11', gender: 'female', relation: 'self' }], startDate: isoDate(1), acceptTerms: true },
    `${key}-order`,
  );
  const payment = await api<{ policy: { policyNumber: string; endDate: string } }>(
    page,
    'POST',
    `/orders/${order.orderNumber}/payments`,
    { card: { number: CARD_OK, expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Huda Alqahtani' } },
    `${key}-pay`,
  );
  return payment.policy;
}

// The one 404 is the server refusing another customer's policy, which the page turns into its message.
test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

for (const lang of ['en', 'ar'] as const) {
  test(`My Policies on a phone: list, detail, documents, renewal prefilled, reminders with the unread badge (${lang})`, async ({ page, request, browser }) => {
    test.setTimeout(90_000);
    const x = text[lang];
    const policy = await guestWithPolicy(page, lang, request);

    // The list: the new policy under Active, an empty Expired tab with a way to buy.
    await page.goto('/my-policy');
    await waitForApp(page);
    await expectPageLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: x.myPolicies })).toBeVisible();
    await expect(page.getByTestId('bottom-navigation')).toBeVisible();
    await expect(page.getByRole('button', { name: x.active })).toHaveAttribute('aria-pressed', 'true');
    const row = page.getByRole('listitem').filter({ hasText: policy.policyNumber });
    await expect(row).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`my-policies-${lang}.png`), fullPage: true });
    await page.getByRole('button', { name: x.expired }).click();
    await expect(page.getByText(x.noExpired)).toBeVisible();
    await expect(page.getByRole('link', { name: x.browse })).toBeVisible();

    // The detail: not renewable yet; cancel and change broker offered; the documents open.
    await page.goto(`/my-policy/${policy.policyNumber}`);
    await waitForApp(page);
    await expect(page.getByText(x.renewalNotYet)).toBeVisible();
    await expect(page.getByRole('link', { name: x.renew })).toHaveCount(0);
    await expect(page.getByRole('link', { name: x.cancel })).toHaveAttribute('href', `/my-policy/${policy.policyNumber}/cancel`);
    await expect(page.getByRole('link', { name: x.changeBroker })).toHaveAttribute('href', `/my-policy/${policy.policyNumber}/change-broker`);
    await page.getByRole('button', { name: x.receipt }).click();
    await expect(page.getByRole('article', { name: x.receipt })).toContainText(x.cardEnding);
    await page.getByRole('button', { name: x.certificate }).click();
    await expect(page.locator('#policy-certificate')).toContainText(policy.policyNumber);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`policy-detail-${lang}.png`), fullPage: true });

    // A guest's refund goes back to the card only (no wallet to open later), and the step says why; nothing is sent.
    await page.getByRole('link', { name: x.cancel }).click();
    await page.getByRole('radio', { name: x.noLongerNeeded }).check();
    await page.getByRole('button', { name: x.continue }).click();
    await page.getByRole('button', { name: x.continue }).click();
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: x.cardEndingRadio })).toBeVisible();
    await expect(page.getByText(x.guestCardOnly)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`guest-refund-${lang}.png`), fullPage: true });
    await page.goto(`/my-policy/${policy.policyNumber}`);

    // Reminders: the job run at 30 days and again at 7 days before the end (development clock).
    const day = 86_400_000;
    const endsAt = Date.parse(`${policy.endDate}T09:00:00Z`);
    await api(page, 'POST', '/dev/renewal-reminders/run', { at: new Date(endsAt - 30 * day).toISOString() });
    await api(page, 'POST', '/dev/renewal-reminders/run', { at: new Date(endsAt - 30 * day).toISOString() });
    await api(page, 'POST', '/dev/renewal-reminders/run', { at: new Date(endsAt - 7 * day).toISOString() });

    // Near its end (moved by the development switch), the policy offers Renew.
    const endsOn = isoDate(10);
    await api(page, 'POST', `/dev/policies/${policy.policyNumber}/period`, { endsOn });
    await page.reload();
    await waitForApp(page);
    // The badge follows the server (the page's poll on load): the purchase notice and two reminders.
    const bell = page.getByTestId('header-notifications');
    await expect(bell).toContainText(lang === 'en' ? '3' : '٣');
    await expect(page.getByRole('link', { name: x.renew })).toBeVisible();
    await page.getByRole('link', { name: x.renew }).click();
    await expect(page).toHaveURL(new RegExp(`/services/our-products/motor/buy-insurance\\?renew=${policy.policyNumber}$`));
    await expect(page.getByText(x.renewalOf(policy.policyNumber))).toBeVisible();
    await expect.poll(() => currentStep(page, lang)).toBe(1);
    await expect(page.getByLabel(words[lang].risk.vehicleMake, { exact: true })).toHaveValue('Nissan');
    await expect(page.getByLabel(words[lang].risk.vehicleValue, { exact: true })).toHaveValue('120000');
    await expect(page.getByLabel(words[lang].risk.plate, { exact: true })).toHaveValue('1234 ABD');

    // Notifications (the wizard's focused frame has no bell; the policy page has): newest first, mark one read, then all.
    await page.goto(`/my-policy/${policy.policyNumber}`);
    await waitForApp(page);
    await bell.click();
    await expect(page).toHaveURL('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: x.notifications })).toBeVisible();
    const titles = page.getByRole('heading', { level: 2 });
    await expect(titles.nth(0)).toContainText(x.reminder7);
    await expect(titles.nth(1)).toContainText(x.reminder30);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`notifications-${lang}.png`), fullPage: true });
    await page.getByRole('listitem').filter({ hasText: x.reminder7 }).getByRole('button', { name: x.markRead }).click();
    await expect(page.getByText(x.twoUnread, { exact: true })).toBeVisible();
    await expect(bell).toContainText(lang === 'en' ? '2' : '٢');
    await page.getByRole('button', { name: x.markAllRead }).click();
    await expect(page.getByText(x.noneUnread, { exact: true })).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    await expect(page.getByRole('button', { name: x.markRead })).toHaveCount(0);
    // Each notification links to its policy.
    await page.getByRole('listitem').filter({ hasText: x.reminder30 }).getByRole('link').click();
    await expect(page).toHaveURL(`/my-policy/${policy.policyNumber}`);

    // Another customer's policy: refused by the server (404, as for no such policy), said clearly.
    const stranger = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.77.0.1' } });
    const theirs = await guestWithPolicy(await stranger.newPage(), lang, request);
    await stranger.close();
    await page.goto(`/my-policy/${theirs.policyNumber}`);
    await waitForApp(page);
    await expect(page.getByText(x.notFound(theirs.policyNumber))).toBeVisible();
  });
}
