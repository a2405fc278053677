import type { Page } from '@playwright/test';
import { expect, readLatestCode, seedStorage, test, waitForApp } from './support/fixtures.ts';
import { freshMobile, guestBoughtWithMobile, storageFor } from './support/accounts-ui.ts';
import { findPolicyText, openWithFindPolicy } from './support/find-policy-ui.ts';
import { inPageDigits } from './support/arabic-text.ts';
import { axeViolations } from './support/axe.ts';

const text = findPolicyText;

// The wrong code is refused on purpose (400).
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

/** A fresh browser state in `lang`, then Find my policy from the sign-in page with the outbox's SMS code: on the policy's page. */
async function findPolicy(page: Page, lang: 'en' | 'ar', policyNumber: string, mobile: string) {
  // The purchase's confirmation SMS is sent after its PDFs are made: once it is out, the latest message is the code's.
  await expect.poll(async () => (await readLatestCode(page.request, mobile)).body, { timeout: 20_000 }).toContain(policyNumber);
  await seedStorage(page, storageFor(lang));
  await page.goto('/find-my-policy');
  await waitForApp(page);
  await openWithFindPolicy(page, lang, policyNumber, mobile);
}

for (const lang of ['en', 'ar'] as const) {
  test(`a guest whose session ended finds the policy with its number, the mobile and the SMS code, and downloads the certificate (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    const w = text[lang];
    const mobile = freshMobile();
    const policyNumber = await guestBoughtWithMobile(page, lang, mobile);
    // The purchase's confirmation SMS is sent after its PDFs are made: once it is out, the latest message is the code's.
    await expect.poll(async () => (await readLatestCode(page.request, mobile)).body, { timeout: 20_000 }).toContain(policyNumber);
    // The guest's session is over: a fresh browser state in the same language.
    await seedStorage(page, storageFor(lang));
    await page.goto('/login');
    await waitForApp(page);
    await page.getByRole('link', { name: w.link }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.link })).toBeVisible();
    await page.getByLabel(w.number, { exact: true }).fill(policyNumber.toLowerCase());
    await page.getByLabel(w.mobile).fill(mobile);
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByLabel(w.code, { exact: true })).toBeVisible();
    // The masked mobile reads left to right as one run (isolated), in the page's digits (Arabic-Indic in Arabic).
    const masked = `+966 ••• ••• ${mobile.slice(-3)}`;
    await expect(page.getByRole('status').filter({ hasText: w.sentTo })).toContainText(`\u2066${inPageDigits(lang, masked)}\u2069`);
    // The purchase's own confirmation SMS went to the same number: the code is read from the message meant for it.
    await expect.poll(async () => (await readLatestCode(page.request, mobile)).body).toContain(w.sms);
    const { code } = await readLatestCode(page.request, mobile);
    await page.getByLabel(w.code, { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: w.open }).click();
    await expect(page.getByText(w.wrong)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(w.code, { exact: true }).fill(code ?? '');
    await page.getByRole('button', { name: w.open }).click();
    await expect(page).toHaveURL(new RegExp(`/my-policy/${policyNumber}$`));
    await expect(page.getByText(w.note)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: w.certificate }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await page.screenshot({ path: test.info().outputPath(`find-policy-${lang}.png`), fullPage: true });
  });
}

/**
 * Issue 26 (the brief's item 2): a Find my policy session's policy page offers only what the session can
 * do. The server allows this policy's requests and notifications (contract/policy-access.ts) and refuses
 * renewal, claims and buying: so Renew, Report a claim and the claims panel are not offered, an offer to
 * create an account or sign in stands in their place, and a cancellation, its withdrawal, a broker change
 * and marking the notifications read all go through in the session.
 */
const scoped = {
  renew: 'Renew', claim: 'Report a claim', claims: 'Claims', signUp: 'Create an account', signIn: 'Log in',
  cancel: 'Cancel policy', change: 'Change broker', noLongerNeeded: 'I no longer need this cover', betterService: 'I want better service', continue: 'Continue',
  youGetBack: 'You get back', confirmHeading: 'Check and confirm', sendCancellation: 'Send cancellation request', sendChange: 'Send broker change request',
  pending: /is waiting for a decision\. We will/, withdraw: 'Withdraw request', withdrawYes: 'Yes, withdraw', withdrawn: 'You withdrew the request. Your policy stays as it is.',
  falcon: /Falcon Brokers/, agree: 'I agree', notifications: /^Notifications/, markAll: 'Mark all as read',
};

test('a Find my policy session: no Renew or claims but an offer of an account; cancellation, withdrawal, broker change and notifications work (en)', async ({ page }) => {
  test.setTimeout(90_000);
  const x = scoped;
  const mobile = freshMobile();
  const policyNumber = await guestBoughtWithMobile(page, 'en', mobile);
  await findPolicy(page, 'en', policyNumber, mobile);
  const next = () => page.getByRole('button', { name: x.continue }).click();

  // What the session cannot do is not offered; the way to it is.
  const actions = page.getByRole('region', { name: 'Actions' });
  await expect(actions.getByRole('link', { name: x.cancel })).toBeVisible();
  await expect(actions.getByRole('link', { name: x.change })).toBeVisible();
  await expect(page.getByRole('link', { name: x.renew, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: x.claim })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: x.claims, exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').getByRole('link', { name: x.signUp })).toHaveAttribute('href', '/sign-up');
  await expect(page.getByRole('status').getByRole('link', { name: x.signIn })).toHaveAttribute('href', '/login');
  expect(await axeViolations(page)).toEqual([]);

  // A cancellation is asked, then withdrawn.
  await actions.getByRole('link', { name: x.cancel }).click();
  await page.getByRole('radio', { name: x.noLongerNeeded }).check();
  await next();
  await next(); // the earliest day, as offered
  await expect(page.getByText(x.youGetBack)).toBeVisible();
  // A guest has no wallet: the refund goes back to the card.
  await page.getByRole('radio', { name: /The card ending 4242/ }).check();
  await next();
  await expect(page.getByRole('heading', { name: x.confirmHeading })).toBeVisible();
  await page.getByRole('button', { name: x.sendCancellation }).click();
  await expect(page.getByText(x.pending)).toBeVisible();
  await page.getByRole('button', { name: x.withdraw }).click();
  await page.getByRole('button', { name: x.withdrawYes }).click();
  await expect(page.getByText(x.withdrawn)).toBeVisible();

  // A broker change is asked.
  await page.goto(`/my-policy/${policyNumber}`);
  await page.getByRole('region', { name: 'Actions' }).getByRole('link', { name: x.change }).click();
  await page.getByRole('radio', { name: x.falcon }).check();
  await next();
  await page.getByRole('radio', { name: x.betterService }).check();
  await next();
  await page.getByRole('checkbox', { name: x.agree }).check();
  await next();
  await page.getByRole('button', { name: x.sendChange }).click();
  await expect(page.getByText(x.pending)).toBeVisible();

  // The policy's notifications (its purchase) are read and marked read in the session.
  await page.getByRole('link', { name: x.notifications }).first().click();
  await expect(page.getByText(policyNumber).first()).toBeVisible();
  await page.getByRole('button', { name: x.markAll }).click();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('find-policy-scoped-en.png'), fullPage: true });
});
