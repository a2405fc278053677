import { expect, test, waitForApp } from './support/fixtures.ts';
import { newCustomer } from './support/my-account-ui.ts';
import { buyPolicy, call } from './support/policy-requests-api.ts';
import { CARD_CHALLENGE, CARD_OK, expectConfirmed, fillCard, isoDate, payNow, placeOrder, words } from './support/purchase-steps.ts';

/**
 * Issue 26, item 1: a customer who leaves the bank-code (3-D Secure) step and comes back later is never
 * stuck. Starting a new payment ends the bank-code step they left (cancelled at the bank first), so the
 * new card pays; the old step can no longer charge.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('renewal: the bank-code step left open by a closed tab does not block paying the renewal again (en)', async ({ page, context }) => {
  test.setTimeout(120_000);
  const w = words.en;
  // A customer of its own: the server keeps one open bank-code step per customer, and the shared seeded
  // customer paying in another test meanwhile would end this one's.
  await newCustomer(page, 'en');
  const policyNumber = await buyPolicy(page);
  expect((await call(page, 'POST', `/dev/policies/${policyNumber}/period`, { endsOn: isoDate(10) })).status).toBe(200);
  const renew = `/services/our-products/motor/buy-insurance?renew=${policyNumber}`;

  /** The renewal wizard from its prefilled risk step to the payment step (the people come from the policy). */
  const toPayment = async (tab: typeof page) => {
    await tab.goto(renew);
    await waitForApp(tab);
    await tab.getByRole('button', { name: w.getQuotes }).click();
    await tab.getByRole('button', { name: w.choose }).first().click();
    await tab.getByRole('button', { name: w.continue }).click();
    await tab.getByRole('button', { name: w.toReview }).click();
    await placeOrder(tab, 'en');
  };

  await toPayment(page);
  await fillCard(page, 'en', CARD_CHALLENGE);
  await payNow(page, 'en');
  await expect(page.getByLabel(w.challengeCode, { exact: true })).toBeVisible();
  const abandonedOrder = await page.evaluate(() => localStorage.getItem('orderNumber'));
  // The customer closes the tab at the bank-code screen (the flow lived in that tab's session storage).
  await page.close();

  const again = await context.newPage();
  await toPayment(again);
  await fillCard(again, 'en', CARD_OK);
  await payNow(again, 'en');
  await expectConfirmed(again, 'en');
  const renewed = (await again.getByTestId('policy-number').textContent()) ?? '';
  expect((await call<{ renewsPolicyNumber: string }>(again, 'GET', `/policies/${renewed}`)).body.renewsPolicyNumber).toBe(policyNumber);
  // The step left open was ended: its order stays unpaid and its payment declined (never a second charge).
  const old = await call<{ status: string; latestPayment: { status: string } }>(again, 'GET', `/orders/${abandonedOrder}`);
  expect(old.body).toMatchObject({ status: 'awaiting_payment', latestPayment: { status: 'declined' } });
});
