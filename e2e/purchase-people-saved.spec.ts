import { expect, test, waitForApp } from './support/fixtures.ts';
import { callAsCustomer, newCustomer } from './support/my-account-ui.ts';
import { guestViaApi, toQuotes, words } from './support/purchase-steps.ts';
import { axeViolations } from './support/axe.ts';

// The purchase people step on a phone: the policyholder comes prefilled from the profile (name, date
// of birth, gender, mobile, email), a traveller is picked from My Groups instead of typed; a guest's
// name starts empty and no gender is ever preselected (Arabic).
test.use({ viewport: { width: 412, height: 915 } });


test('en: the policyholder is prefilled from the profile and a traveller is picked from My Groups', async ({ page }) => {
  const w = words.en;
  const person = await newCustomer(page, 'en');
  const member = { firstName: 'Omar', lastName: 'Saleh', relation: 'child', dateOfBirth: '2015-03-04', gender: 'male', nationalId: '1012345678' };
  expect((await callAsCustomer(page, 'POST', '/account/group-members', member)).status).toBe(201);
  await page.goto('/services/our-products/travel');
  await waitForApp(page);
  await toQuotes(page, 'en', 'travel', { travellerBirths: ['1988-07-20', member.dateOfBirth] });
  await page.getByRole('button', { name: w.choose }).first().click();
  await page.getByRole('button', { name: w.continue }).click();

  const holder = page.getByRole('group', { name: 'Policyholder' });
  await expect(holder.getByLabel(w.firstName, { exact: true })).toHaveValue('Rana');
  await expect(holder.getByLabel(w.lastName, { exact: true })).toHaveValue('Saleh');
  await expect(holder.getByLabel(w.dob, { exact: true })).toHaveValue('1988-07-20');
  await expect(holder.getByLabel(w.gender, { exact: true })).toHaveValue('female');
  await expect(holder.getByLabel(w.email, { exact: true })).toHaveValue(person.email);
  await expect(holder.getByLabel(w.mobile, { exact: true })).toHaveValue(/\d{3}/);

  // The traveller: nothing guessed, then picked from My Groups (still editable).
  const other = page.getByRole('group', { name: /Traveller 2/ });
  await expect(other.getByLabel(w.gender, { exact: true })).toHaveValue('');
  await other.getByLabel('Pick from My Groups', { exact: true }).selectOption({ label: 'Omar Saleh' });
  await expect(other.getByLabel(w.firstName, { exact: true })).toHaveValue('Omar');
  await expect(other.getByLabel(w.dob, { exact: true })).toHaveValue('2015-03-04');
  await expect(other.getByLabel(w.gender, { exact: true })).toHaveValue('male');
  await expect(other.getByLabel('Relation to you', { exact: true })).toHaveValue('child');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('people-saved-en.png'), fullPage: true });

  await holder.getByLabel(w.nationalId, { exact: true }).fill('1234567890');
  await page.getByRole('button', { name: w.toReview }).click();
  await expect(page.getByRole('checkbox', { name: w.terms })).toBeVisible();
  await expect(page.getByText('Omar Saleh')).toBeVisible();
});

test('ar: a guest starts with an empty name and no gender; leaving them empty is refused on the fields', async ({ page }) => {
  const w = words.ar;
  await guestViaApi(page, 'ar');
  await page.goto('/services/our-products/motor');
  await waitForApp(page);
  await toQuotes(page, 'ar', 'motor');
  await page.getByRole('button', { name: w.choose }).first().click();
  await page.getByRole('button', { name: w.continue }).click();
  const holder = page.getByRole('group', { name: 'حامل الوثيقة' });
  await expect(holder.getByLabel(w.firstName, { exact: true })).toHaveValue('');
  await expect(holder.getByLabel(w.lastName, { exact: true })).toHaveValue('');
  await expect(holder.getByLabel(w.gender, { exact: true })).toHaveValue('');
  await holder.getByLabel(w.dob, { exact: true }).fill('1990-04-01');
  await page.getByRole('button', { name: w.toReview }).click();
  await expect(holder.getByLabel(w.gender, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(holder.getByText('اختر الجنس.')).toBeVisible();
  await expect(holder.getByLabel(w.firstName, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(holder.getByLabel(w.dob, { exact: true })).toHaveValue('1990-04-01');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('people-guest-ar.png'), fullPage: true });
});
