import { expect, test } from './support/fixtures.ts';
import { CARD_OK, apiFromPage, expectConfirmed, fillCard, fillPeople, payNow, placeOrder, signedInOnCategory, toQuotes, words } from './support/purchase-steps.ts';

test.use({ viewport: { width: 390, height: 844 } });

type OrderBody = { status: string; policy: { status: string; policyNumber: string } | null };
type NotificationsBody = { notifications: { kind: string; orderNumber: string | null; policyNumber: string | null }[] };

// In Arabic only: the underwriter's review is the server's, the same in either language; the Arabic run
// reads the confirmation in Arabic (the English issued confirmation is read by the next test).
for (const lang of ['ar'] as ('en' | 'ar')[]) {
  test(`a plan that needs an underwriter: paid, the policy pending review, and a notification recorded (${lang})`, async ({ page }) => {
    const w = words[lang];
    await signedInOnCategory(page, lang, 'health');
    await toQuotes(page, lang, 'health');
    // Sahel Care Gold is reviewed by an underwriter after payment (seeded catalogue).
    await page.getByRole('button', { name: lang === 'en' ? /^Choose .*Gold/ : /^اختر .*الذهبية/ }).first().click();
    await page.getByRole('button', { name: w.continue }).click();
    await fillPeople(page, lang, 'health');
    await page.getByRole('button', { name: w.toReview }).click();
    await placeOrder(page, lang);
    await fillCard(page, lang, CARD_OK);
    await payNow(page, lang);
    const orderNumber = await expectConfirmed(page, lang, { pending: true });
    const order = await apiFromPage<OrderBody>(page, `/orders/${orderNumber}`);
    expect(order.body.status).toBe('pending_review');
    expect(order.body.policy?.status).toBe('pending_review');
    const notifications = await apiFromPage<NotificationsBody>(page, '/notifications');
    expect(notifications.body.notifications.some((note) => note.orderNumber === orderNumber && note.kind === 'policy_pending_review')).toBe(true);
  });
}

test('an issued policy records a "policy issued" notification for the customer', async ({ page }) => {
  const lang = 'en';
  await signedInOnCategory(page, lang, 'home');
  await toQuotes(page, lang, 'home');
  await page.getByRole('button', { name: words.en.choose }).first().click();
  await page.getByRole('button', { name: words.en.continue }).click();
  await fillPeople(page, lang, 'home');
  await page.getByRole('button', { name: words.en.toReview }).click();
  await placeOrder(page, lang);
  await fillCard(page, lang, CARD_OK);
  await payNow(page, lang);
  const orderNumber = await expectConfirmed(page, lang);
  const policyNumber = await page.getByTestId('policy-number').textContent();
  const notifications = await apiFromPage<NotificationsBody>(page, '/notifications');
  expect(notifications.body.notifications.filter((note) => note.orderNumber === orderNumber && note.kind === 'policy_issued').map((note) => note.policyNumber)).toEqual([policyNumber]);
});
