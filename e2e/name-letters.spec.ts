import type { Page } from '@playwright/test';
import ar from '../src/locales/ar.json' with { type: 'json' };
import en from '../src/locales/en.json' with { type: 'json' };
import { freshMobile, signUpText, storageFor } from './support/accounts-ui.ts';
import { expect, seedStorage, test, waitForApp } from './support/fixtures.ts';
import { callAsCustomer, newCustomer } from './support/my-account-ui.ts';

/**
 * Issue 26, item 12: a person's name and a city have at least 2 letters (one rule of the contract,
 * contract/letters-rule.ts, for the forms and the server): a 1-letter first name and a digits-only
 * last name are refused at sign-up (en), a 1-letter city in an address (ar), on the field and by the API.
 */
test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: [/status of 400/] });

const problemOf = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The field's description holds this message (a hint may come with it). */
const saying = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('sign-up refuses a 1-letter first name and a digits-only last name (en)', async ({ page }) => {
  const text = signUpText.en;
  await seedStorage(page, storageFor('en'));
  await page.goto('/sign-up');
  await waitForApp(page);
  await page.getByLabel(text.firstName, { exact: true }).fill('A');
  await page.getByLabel(text.lastName, { exact: true }).fill('12345');
  await page.getByRole('button', { name: text.submit }).click();
  await expect(problemOf(page, text.firstName)).toHaveAttribute('aria-invalid', 'true');
  await expect(problemOf(page, text.firstName)).toHaveAccessibleDescription(saying(en['signUp.error.firstName']));
  await expect(problemOf(page, text.lastName)).toHaveAccessibleDescription(saying(en['signUp.error.lastName']));
  // Two letters pass the rule (the field's problem goes).
  await page.getByLabel(text.firstName, { exact: true }).fill('Al');
  await page.getByRole('button', { name: text.submit }).click();
  await expect(problemOf(page, text.firstName)).not.toHaveAttribute('aria-invalid', 'true');

  // The server applies the same rule to whoever calls it.
  const base = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = ((await (await page.request.get('/rest/s1/insurance/security/token', { headers: base })).json()) as { sessionToken: string }).sessionToken;
  const mobile = freshMobile();
  const answer = await page.request.post('/rest/s1/insurance/registrations', {
    headers: { ...base, 'session-token': token, 'x-csrf-token': token },
    data: { firstName: 'A', lastName: '12345', dateOfBirth: '1990-01-01', gender: 'female', mobile, emailAddress: `letters.${mobile.slice(-7)}@example.com`, password: 'Letters-Pass-2026', insuranceCountry: 'SA', acceptTerms: true },
  });
  expect(answer.status()).toBe(400);
  expect(((await answer.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({ firstName: 'Enter at least 2 letters.', lastName: 'Enter at least 2 letters.' });
});

test('an address with a 1-letter city is refused on the field and by the API (ar)', async ({ page }) => {
  await newCustomer(page, 'ar');
  await page.goto('/my-account?section=addresses');
  await waitForApp(page);
  await page.getByRole('button', { name: ar['myAccount.addresses.add'] }).click();
  const field = (key: keyof typeof ar) => page.getByLabel(ar[key], { exact: true });
  await field('myAccount.addresses.country').selectOption('SA');
  await field('myAccount.addresses.region').selectOption('01');
  await field('myAccount.addresses.city').fill('ب');
  await field('myAccount.addresses.street').fill('طريق الملك فهد ١٢');
  await field('myAccount.addresses.postalCode').fill('12211');
  await page.getByRole('button', { name: ar['myAccount.addresses.save'] }).click();
  await expect(field('myAccount.addresses.city')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('myAccount.addresses.city')).toHaveAccessibleDescription(saying(ar['myAccount.problem.letters']));
  await expect(field('myAccount.addresses.street')).toHaveValue('طريق الملك فهد ١٢');
  const refused = await callAsCustomer(page, 'POST', '/account/addresses', { countryCode: 'SA', region: '01', city: '7', street: 'King Fahd Road 12', postalCode: '12211' });
  expect(refused.status).toBe(400);
  expect((refused.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({ city: 'Enter at least 2 letters.' });
});
