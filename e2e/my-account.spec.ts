import type { Page } from '@playwright/test';
import ar from '../src/locales/ar.json' with { type: 'json' };
import en from '../src/locales/en.json' with { type: 'json' };
import { freshMobile } from './support/accounts-ui.ts';
import { expect, readLatestCode, test, waitForApp } from './support/fixtures.ts';
import { newCustomer } from './support/my-account-ui.ts';
import { guestViaApi } from './support/purchase-steps.ts';
import { groupMobile } from '../src/lib/i18n/mobile-display.ts';
import { axeViolations } from './support/axe.ts';

// My Account on a phone, in English and in Arabic, as a new customer: the menu and its URLs (Back,
// reload), Profile, Addresses and My Groups with bad input at every field (the message on the field,
// what was typed kept), an address and a member that survive a reload, axe on every screen.
// Refusals the server was meant to give (400, 409) are logged by the browser.
test.use({ viewport: { width: 412, height: 915 }, allowedConsoleErrors: [/status of (400|409)/] });

const catalogues = { en, ar } as const;
type Key = keyof typeof en;


/** A mobile number as the page reads it: grouped, in Arabic-Indic digits in Arabic, left to right (in Arabic, marks keep the groups in order). */
const mobileRead = (lang: 'en' | 'ar', e164: string) =>
  `\u2066${groupMobile(e164).replace(/\d/g, (d) => (lang === 'ar' ? String.fromCharCode(0x0660 + Number(d)) : d)).replace(/ /g, lang === 'ar' ? '\u200e \u200e' : ' ')}\u2069`;

for (const lang of ['en', 'ar'] as const) {
  const m = catalogues[lang];
  const t = (key: Key) => m[key];
  const field = (page: Page, key: Key) => page.getByLabel(t(key), { exact: true });
  /** A Saudi address typed into the open form (region, city, street, postal code), then saved. */
  const saveAddress = async (page: Page, [region, city, street, postalCode]: [string, string, string, string]) => {
    await field(page, 'myAccount.addresses.country').selectOption('SA');
    await field(page, 'myAccount.addresses.region').selectOption(region);
    await field(page, 'myAccount.addresses.city').fill(city);
    await field(page, 'myAccount.addresses.street').fill(street);
    await field(page, 'myAccount.addresses.postalCode').fill(postalCode);
    await page.getByRole('button', { name: t('myAccount.addresses.save') }).click();
  };
  /** The field shows this problem (described by it, marked invalid). */
  const expectProblem = async (page: Page, key: Key, problem: Key) => {
    await expect(field(page, key)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, key)).toHaveAccessibleDescription(new RegExp(t(problem).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  };

  test(`my account on a phone (${lang}): menu, profile, addresses and groups, bad input at every field, saved things survive a reload`, async ({ page }) => {
    test.slow();
    const person = await newCustomer(page, lang);
    await page.goto('/my-account');
    await waitForApp(page);

    // The menu: the spec's labels, the bottom bar shown; a section hides it and has its own URL.
    const menu = page.getByRole('navigation', { name: t('nav.accountSections') });
    for (const key of ['screen.profile', 'screen.addresses', 'screen.myGroups', 'screen.wallet'] as const) await expect(menu.getByRole('link', { name: new RegExp(t(key)) })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('nav.bottom') })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`my-account-menu-${lang}.png`) });

    // Profile: bad input at each field, nothing typed lost; then saved.
    await menu.getByRole('link', { name: new RegExp(t('screen.profile')) }).click();
    await expect(page).toHaveURL(/\/my-account\?section=profile$/);
    await expect(page.getByRole('heading', { level: 1, name: t('screen.profile') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('nav.bottom') })).toBeHidden();
    await expect(field(page, 'myAccount.profile.firstName')).toHaveValue('Rana');
    await field(page, 'myAccount.profile.firstName').fill('');
    await field(page, 'myAccount.profile.lastName').fill('Saleh2');
    await field(page, 'myAccount.profile.dateOfBirth').fill('2015-01-01');
    await page.getByRole('button', { name: t('myAccount.profile.save') }).click();
    await expectProblem(page, 'myAccount.profile.firstName', 'myAccount.problem.nameRequired');
    await expectProblem(page, 'myAccount.profile.lastName', 'myAccount.problem.nameCharacters');
    await expectProblem(page, 'myAccount.profile.dateOfBirth', 'myAccount.problem.adult');
    await expect(field(page, 'myAccount.profile.lastName')).toHaveValue('Saleh2');
    expect(await axeViolations(page)).toEqual([]);
    await field(page, 'myAccount.profile.firstName').fill('Rania');
    await field(page, 'myAccount.profile.lastName').fill('Al-Saleh');
    await field(page, 'myAccount.profile.dateOfBirth').fill('1988-07-21');
    await field(page, 'myAccount.profile.language').selectOption(lang);
    await page.getByRole('button', { name: t('myAccount.profile.save') }).click();
    await expect(page.getByText(t('myAccount.profile.saved'))).toBeVisible();

    // Email: malformed, then the current one (the server says so on the field), then a new one waits for its link.
    await field(page, 'myAccount.email.new').fill('not-an-email');
    await page.getByRole('button', { name: t('myAccount.email.send') }).click();
    await expectProblem(page, 'myAccount.email.new', 'myAccount.problem.email');
    await field(page, 'myAccount.email.new').fill(person.email);
    await page.getByRole('button', { name: t('myAccount.email.send') }).click();
    await expectProblem(page, 'myAccount.email.new', 'myAccount.problem.sameEmail');
    await expect(field(page, 'myAccount.email.new')).toHaveValue(person.email);
    const newEmail = `new.${person.email}`;
    await field(page, 'myAccount.email.new').fill(newEmail);
    await page.getByRole('button', { name: t('myAccount.email.send') }).click();
    await expect(page.getByText(newEmail)).toBeVisible();
    expect((await readLatestCode(page.request, newEmail)).body).toContain('/email-verification?token=');

    // Mobile: an invalid number, then a wrong code, then the right one.
    const phone = page.getByRole('textbox', { name: t('myAccount.mobile.new') });
    await phone.fill('12');
    await page.getByRole('button', { name: t('myAccount.mobile.send') }).click();
    await expect(page.getByText(t('phoneInput.invalidMobile'))).toBeVisible();
    const mobile = freshMobile();
    await phone.fill(mobile);
    await page.getByRole('button', { name: t('myAccount.mobile.send') }).click();
    await field(page, 'myAccount.mobile.code').fill('12');
    await page.getByRole('button', { name: t('myAccount.mobile.confirm') }).click();
    await expectProblem(page, 'myAccount.mobile.code', 'myAccount.problem.code');
    const { code } = await readLatestCode(page.request, mobile);
    await field(page, 'myAccount.mobile.code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: t('myAccount.mobile.confirm') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await field(page, 'myAccount.mobile.code').fill(code!);
    await page.getByRole('button', { name: t('myAccount.mobile.confirm') }).click();
    await expect(page.getByText(t('myAccount.mobile.changed'))).toBeVisible();
    await expect(page.getByText(t('myAccount.mobile.current').replace('{mobile}', mobileRead(lang, mobile)))).toBeVisible();

    // Password: the current one again is refused on the new password's field.
    await field(page, 'password.old').fill(person.password);
    await field(page, 'password.new').fill(person.password);
    await page.getByRole('button', { name: t('password.submit') }).click();
    await expectProblem(page, 'password.new', 'myAccount.problem.samePassword');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`my-account-profile-${lang}.png`), fullPage: true });

    // The email link opened: the profile now reads the new address (confirmed), no link waiting.
    const link = /\/email-verification\?token=[^\s"<]+/.exec((await readLatestCode(page.request, newEmail)).body)![0];
    await page.goto(link);
    await waitForApp(page);
    // The page confirms the link with a request of its own after it is ready: leaving before it says
    // so could cancel that request (this test failed that way under load).
    await expect(page.getByText(t('verify.ok').replace('{email}', `\u2066${newEmail}\u2069`))).toBeVisible({ timeout: 15_000 });
    await page.goto('/my-account?section=profile');
    await waitForApp(page);
    await expect(page.getByText(t('myAccount.email.current').replace('{email}', `\u2066${newEmail}\u2069`))).toBeVisible();
    await expect(page.getByText(t('myAccount.email.pending').split('{email}')[0]!)).toBeHidden();

    // Back to the menu (link), then Addresses; the browser's Back returns to the menu, Forward to Addresses.
    await page.getByRole('link', { name: t('account.backToSections') }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    // The saved name is the signed-in name now.
    await expect(page.getByText(t('account.signedInAs').replace('{name}', 'Rania Al-Saleh'))).toBeVisible();
    await menu.getByRole('link', { name: new RegExp(t('screen.addresses')) }).click();
    await expect(page.getByText(t('myAccount.addresses.empty'))).toBeVisible();
    await page.goBack();
    await expect(menu).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: t('screen.addresses') })).toBeVisible();

    // Addresses: every field refused, then a postal code of the wrong shape, then saved; it survives a reload.
    await page.getByRole('button', { name: t('myAccount.addresses.add') }).click();
    await page.getByRole('button', { name: t('myAccount.addresses.save') }).click();
    await expectProblem(page, 'myAccount.addresses.country', 'myAccount.problem.countryRequired');
    await expectProblem(page, 'myAccount.addresses.region', 'myAccount.problem.regionRequired');
    await expectProblem(page, 'myAccount.addresses.city', 'myAccount.problem.textRequired');
    await expectProblem(page, 'myAccount.addresses.street', 'myAccount.problem.textRequired');
    await saveAddress(page, ['01', 'Riyadh', 'King Fahd Road 12', '123']);
    await expectProblem(page, 'myAccount.addresses.postalCode', 'myAccount.problem.postalCode');
    await expect(field(page, 'myAccount.addresses.street')).toHaveValue('King Fahd Road 12');
    expect(await axeViolations(page)).toEqual([]);
    await field(page, 'myAccount.addresses.postalCode').fill('12211');
    await page.getByRole('button', { name: t('myAccount.addresses.save') }).click();
    await expect(page.getByText(t('myAccount.addresses.added'))).toBeVisible();
    await page.reload();
    await waitForApp(page);
    // Read again from the server, not a saved copy of the screen: the notice of the change is gone.
    await expect(page.getByText(t('myAccount.addresses.added'))).toBeHidden();
    const address = page.getByRole('listitem').filter({ hasText: 'King Fahd Road 12' });
    await expect(address).toContainText(t('myAccount.addresses.default'));
    // Delete asks first; cancelling keeps it.
    await address.getByRole('button', { name: new RegExp(t('myAccount.addresses.delete')) }).click();
    await expect(page.getByRole('alertdialog', { name: t('myAccount.addresses.deleteTitle') })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t('myAccount.cancel') }).click();
    await expect(address).toBeVisible();

    // A second address made the default; the first edited, then deleted once confirmed; all after a reload.
    await page.getByRole('button', { name: t('myAccount.addresses.add') }).click();
    await saveAddress(page, ['02', 'Jeddah', 'Tahlia Street 5', '23434']);
    await expect(page.getByText(t('myAccount.addresses.added'))).toBeVisible();
    const second = page.getByRole('listitem').filter({ hasText: 'Tahlia Street 5' });
    await expect(second).not.toContainText(t('myAccount.addresses.default'));
    await second.getByRole('button').filter({ hasText: t('myAccount.addresses.makeDefault') }).click();
    await expect(page.getByText(t('myAccount.addresses.madeDefault'))).toBeVisible();
    await expect(second).toContainText(t('myAccount.addresses.default'));
    await expect(address).not.toContainText(t('myAccount.addresses.default'));
    await address.getByRole('button', { name: new RegExp(t('myAccount.addresses.edit')) }).click();
    await expect(field(page, 'myAccount.addresses.street')).toHaveValue('King Fahd Road 12');
    await field(page, 'myAccount.addresses.city').fill('');
    await page.getByRole('button', { name: t('myAccount.addresses.save') }).click();
    await expectProblem(page, 'myAccount.addresses.city', 'myAccount.problem.textRequired');
    await field(page, 'myAccount.addresses.city').fill('Diriyah');
    await page.getByRole('button', { name: t('myAccount.addresses.save') }).click();
    await expect(page.getByText(t('myAccount.addresses.saved'))).toBeVisible();
    const edited = page.getByRole('listitem').filter({ hasText: 'Diriyah' });
    await expect(edited).toContainText('King Fahd Road 12');
    await edited.getByRole('button', { name: new RegExp(t('myAccount.addresses.delete')) }).click();
    await page.getByRole('button', { name: t('myAccount.addresses.deleteConfirm') }).click();
    await expect(page.getByText(t('myAccount.addresses.deleted'))).toBeVisible();
    await page.reload();
    await waitForApp(page);
    await expect(second).toContainText(t('myAccount.addresses.default'));
    await expect(page.getByRole('listitem').filter({ hasText: 'King Fahd Road 12' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`my-account-addresses-${lang}.png`), fullPage: true });

    // My Groups: every field refused, then a national ID of the wrong shape, then saved; it survives a reload.
    await page.goto('/my-account?section=my-groups');
    await waitForApp(page);
    await page.getByRole('button', { name: t('myAccount.groups.add') }).click();
    await field(page, 'myAccount.groups.dateOfBirth').fill('1899-12-31');
    await field(page, 'myAccount.groups.nationalId').fill('3123456789');
    await page.getByRole('button', { name: t('myAccount.groups.save') }).click();
    await expectProblem(page, 'myAccount.groups.firstName', 'myAccount.problem.nameRequired');
    await expectProblem(page, 'myAccount.groups.lastName', 'myAccount.problem.nameRequired');
    await expectProblem(page, 'myAccount.groups.relation', 'myAccount.problem.relation');
    await expectProblem(page, 'myAccount.groups.dateOfBirth', 'myAccount.problem.memberBirth');
    await expectProblem(page, 'myAccount.groups.gender', 'myAccount.problem.gender');
    await expectProblem(page, 'myAccount.groups.nationalId', 'myAccount.problem.nationalId');
    await expect(field(page, 'myAccount.groups.nationalId')).toHaveValue('3123456789');
    await field(page, 'myAccount.groups.firstName').fill(lang === 'ar' ? 'عمر' : 'Omar');
    await field(page, 'myAccount.groups.lastName').fill('Al-Saleh');
    await field(page, 'myAccount.groups.relation').selectOption('child');
    await field(page, 'myAccount.groups.dateOfBirth').fill('2015-03-04');
    await field(page, 'myAccount.groups.gender').selectOption('male');
    await field(page, 'myAccount.groups.nationalId').fill('1012345678');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t('myAccount.groups.save') }).click();
    await expect(page.getByText(t('myAccount.groups.added'))).toBeVisible();
    await page.reload();
    await waitForApp(page);
    await expect(page.getByText(t('myAccount.groups.added'))).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: lang === 'ar' ? 'عمر' : 'Omar' })).toContainText('1012345678');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`my-account-groups-${lang}.png`), fullPage: true });
  });
}

test.describe(() => {
  test('a guest on a phone (en + ar): My Account shows the guest\'s policies and an offer of an account, no section that needs one', async ({ page }) => {
    for (const lang of ['en', 'ar'] as const) {
      const t = (key: Key) => catalogues[lang][key];
      await guestViaApi(page, lang);
      await page.goto('/my-account');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 2, name: t('myAccount.guest.policies') })).toBeVisible();
      await expect(page.getByText(t('myAccount.guest.policiesEmpty'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('myAccount.guest.title') })).toBeVisible();
      await expect(page.getByRole('link', { name: t('myAccount.guest.action') })).toHaveAttribute('href', /\/sign-up$/);
      // No Profile (password form), Addresses, Groups or Wallet on offer.
      await expect(page.getByRole('navigation', { name: t('nav.accountSections') })).toHaveCount(0);
      for (const key of ['screen.profile', 'screen.addresses', 'screen.myGroups', 'screen.wallet'] as const) await expect(page.getByRole('link', { name: t(key) })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`my-account-guest-${lang}.png`), fullPage: true });
      // A section's address shows the offer, not the section.
      await page.goto('/my-account?section=profile');
      await expect(page.getByRole('heading', { level: 2, name: t('myAccount.guest.title') })).toBeVisible();
      for (const key of ['myAccount.profile.firstName', 'myAccount.email.new', 'password.old'] as const) await expect(page.getByLabel(t(key), { exact: true })).toHaveCount(0);
    }
  });
});
