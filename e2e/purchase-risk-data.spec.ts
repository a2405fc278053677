import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/fixtures.ts';
import { callAsCustomer, newCustomer } from './support/my-account-ui.ts';
import {
  CARD_OK,
  ageOn,
  expectConfirmed,
  fillCard,
  fillPeople,
  fillRisk,
  isoDate,
  payNow,
  placeOrder,
  signedInOnCategory,
  toReview,
  words,
} from './support/purchase-steps.ts';
import { axeViolations } from './support/axe.ts';

// What a policy insures, asked so it fits the purchase (phone width): the vehicle's plate and chassis
// number (Arabic), the home's national address and a contents-only cover (English), travellers of
// the ages priced (English).
test.use({ viewport: { width: 412, height: 915 } });


async function toRiskStep(page: Page) {
  await page.getByRole('link', { name: /^Buy .* insurance$|^اشترِ (ال)?تأمين/ }).first().click();
  await page.getByRole('radio').first().check();
}

async function payAndOpenCertificate(page: Page, lang: 'en' | 'ar') {
  await placeOrder(page, lang);
  await fillCard(page, lang, CARD_OK);
  await payNow(page, lang);
  await expectConfirmed(page, lang);
  await page.getByRole('button', { name: words[lang].viewCertificate }).click();
  return page.getByRole('article', { name: lang === 'en' ? 'Policy certificate' : 'شهادة الوثيقة' });
}

test('ar: motor asks the plate and the chassis number, says what is wrong on each field, and the certificate names the vehicle', async ({ page }) => {
  test.setTimeout(60_000);
  const w = words.ar;
  await signedInOnCategory(page, 'ar', 'motor');
  await toRiskStep(page);
  await fillRisk(page, 'ar', 'motor');
  const plate = page.getByLabel(w.risk.plate, { exact: true });
  const vin = page.getByLabel(w.risk.vin, { exact: true });
  await plate.fill('١٢٣٤٥ ا ب ج د');
  await vin.fill('jtdbr32e72012345o');
  // Typed letters show as capitals.
  await expect(vin).toHaveValue('JTDBR32E72012345O');
  await page.getByRole('button', { name: w.getQuotes }).click();
  await expect(plate).toHaveAttribute('aria-invalid', 'true');
  await expect(plate).toBeFocused();
  await expect(page.getByText('أدخل رقم اللوحة كما هو على المركبة: حتى ٤ أرقام وحتى ٣ من حروف اللوحات (مثل ١٢٣٤ ا ب د أو 1234 ABD).')).toBeVisible();
  await expect(page.getByText('أدخل رقم الهيكل المكوّن من ١٧ خانة كما في الاستمارة، ولا يحتوي على الحروف I أو O أو Q.')).toBeVisible();
  // Nothing typed is lost.
  await expect(plate).toHaveValue('١٢٣٤٥ ا ب ج د');
  await expect(page.getByLabel(w.risk.vehicleMake, { exact: true })).toHaveValue('Toyota');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('risk-motor-errors-ar.png'), fullPage: true });

  await plate.fill('١٢٣٤ ا ب د');
  await vin.fill('JTDBR32E720123456');
  await page.getByRole('button', { name: w.getQuotes }).click();
  await toReview(page, 'ar', 'motor');
  await expect(page.getByText('رقم اللوحة: ا ب د ١٢٣٤')).toBeVisible();
  await expect(page.getByText('رقم الهيكل (VIN): JTDBR32E720123456')).toBeVisible();

  const certificate = await payAndOpenCertificate(page, 'ar');
  const ar = certificate.locator('[lang="ar"]');
  const en = certificate.locator('[lang="en"]');
  await expect(ar).toContainText('المركبة: Toyota Camry ٢٠٢٢');
  await expect(ar).toContainText('رقم اللوحة: ا ب د ١٢٣٤');
  await expect(ar).toContainText('رقم الهيكل: JTDBR32E720123456');
  await expect(en).toContainText('Vehicle: Toyota Camry 2022');
  await expect(en).toContainText('Plate number: 1234 ABD');
  await expect(en).toContainText('Chassis number (VIN): JTDBR32E720123456');
  await certificate.screenshot({ path: test.info().outputPath('certificate-motor-ar.png') });
});

test('en: travellers ticked from My Groups give their ages; a traveller of another age than priced is told so on the field, and going back to the ages fixes it', async ({ page }) => {
  test.setTimeout(60_000);
  const w = words.en;
  await newCustomer(page, 'en');
  const omar = { firstName: 'Omar', lastName: 'Saleh', relation: 'child', dateOfBirth: '2016-05-05', gender: 'male', nationalId: '1012345678' };
  expect((await callAsCustomer(page, 'POST', '/account/group-members', omar)).status).toBe(201);
  await page.goto('/services/our-products/travel');
  await waitForApp(page);
  await toRiskStep(page);
  await page.getByLabel(w.risk.destination, { exact: true }).selectOption('gcc');
  await page.getByLabel(w.risk.departure, { exact: true }).fill(isoDate(5));
  await page.getByLabel(w.risk.return, { exact: true }).fill(isoDate(12));
  const ages = page.getByLabel(w.risk.ages, { exact: true });
  const rana = ageOn('1988-07-20', isoDate(0));
  await page.getByRole('group', { name: 'Who travels with you?' }).getByLabel('Omar Saleh').check();
  await expect(ages).toHaveValue(`${rana}, ${ageOn(omar.dateOfBirth, isoDate(0))}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('risk-travellers-en.png'), fullPage: true });
  // What the walk-through's customer typed instead: a price for an adult.
  await ages.fill(`${rana}, 34`);
  await page.getByRole('button', { name: w.getQuotes }).click();
  await page.getByRole('button', { name: w.choose }).first().click();
  await page.getByRole('button', { name: w.continue }).click();

  const holder = page.getByRole('group', { name: 'Policyholder' });
  await holder.getByLabel(w.nationalId, { exact: true }).fill('1234567890');
  const traveller = page.getByRole('group', { name: /Traveller 2/ });
  await expect(traveller.getByText('The price is for a traveller aged 34.')).toBeVisible();
  await traveller.getByLabel('Pick from My Groups', { exact: true }).selectOption({ label: 'Omar Saleh' });
  await page.getByRole('button', { name: w.toReview }).click();
  const dob = traveller.getByLabel(w.dob, { exact: true });
  await expect(dob).toHaveAttribute('aria-invalid', 'true');
  await expect(dob).toBeFocused();
  await expect(traveller.getByText(`This traveller is ${ageOn(omar.dateOfBirth, isoDate(5))} on the start date, but the price was quoted for 34. Change the date of birth or go back and change the ages.`)).toBeVisible();
  await expect(traveller.getByLabel(w.firstName, { exact: true })).toHaveValue('Omar');
  await page.screenshot({ path: test.info().outputPath('people-age-en.png'), fullPage: true });

  // Back to the ages: ticking Omar writes his real age; the new price fits him.
  // People -> plan -> quotes -> the details (each step's own Back).
  for (let step = 0; step < 4 && !(await ages.isVisible()); step += 1) {
    await page.getByRole('button', { name: /^(Back|Compare other plans|Change my details)$/ }).click();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
  }
  await expect(ages).toHaveValue(`${rana}, 34`);
  await page.getByRole('group', { name: 'Who travels with you?' }).getByLabel('Omar Saleh').check();
  await page.getByRole('button', { name: w.getQuotes }).click();
  await page.getByRole('button', { name: w.choose }).first().click();
  await page.getByRole('button', { name: w.continue }).click();
  await page.getByRole('group', { name: 'Policyholder' }).getByLabel(w.nationalId, { exact: true }).fill('1234567890');
  await traveller.getByLabel('Pick from My Groups', { exact: true }).selectOption({ label: 'Omar Saleh' });
  await page.getByRole('button', { name: w.toReview }).click();
  await expect(page.getByRole('checkbox', { name: w.terms })).toBeVisible();
});

test('en: a contents-only home with a saved address: no building cover anywhere, the address on the certificate', async ({ page }) => {
  test.setTimeout(60_000);
  const w = words.en;
  await newCustomer(page, 'en');
  const saved = { countryCode: 'SA', region: '01', city: 'Riyadh', street: 'King Fahd Road', postalCode: '12211' };
  expect((await callAsCustomer(page, 'POST', '/account/addresses', saved)).status).toBe(201);
  await page.goto('/services/our-products/home');
  await waitForApp(page);
  await toRiskStep(page);
  await page.getByLabel('Use a saved address', { exact: true }).selectOption({ label: 'King Fahd Road, Riyadh, 12211' });
  await expect(page.getByLabel(w.risk.city, { exact: true })).toHaveValue('Riyadh');
  await expect(page.getByLabel(w.risk.postalCode, { exact: true })).toHaveValue('12211');
  await page.getByLabel(w.risk.propertyType, { exact: true }).selectOption('apartment');
  await page.getByLabel(w.risk.building, { exact: true }).fill('0');
  await page.getByLabel(w.risk.contents, { exact: true }).fill('150000');
  await page.getByLabel(w.risk.district, { exact: true }).fill('Al Olaya');
  // A building number typed with Arabic-Indic digits is read.
  await page.getByLabel(w.risk.buildingNumber, { exact: true }).fill('٢٢٣٤');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('risk-home-en.png'), fullPage: true });
  await page.getByRole('button', { name: w.getQuotes }).click();
  await expect(page.getByRole('button', { name: w.choose }).first()).toBeVisible();
  await expect(page.getByText(/Contents \(up to their declared value\)/).first()).toBeVisible();
  await expect(page.getByText(/Building \(up to its declared value\)|Emergency repairs/)).toHaveCount(0);
  await page.getByRole('button', { name: w.choose }).first().click();
  await expect(page.getByText(/Building \(up to its declared value\)/)).toHaveCount(0);
  await page.getByRole('button', { name: w.continue }).click();
  await fillPeople(page, 'en', 'home');
  await page.getByRole('button', { name: w.toReview }).click();
  await expect(page.getByText('Building number: 2234')).toBeVisible();

  const certificate = await payAndOpenCertificate(page, 'en');
  await expect(certificate.locator('[lang="en"]')).toContainText('Insured address: Building 2234, King Fahd Road, District Al Olaya, Riyadh 12211');
  await expect(certificate.locator('[lang="ar"]')).toContainText('عنوان العقار المؤمَّن: مبنى ٢٢٣٤، King Fahd Road، حي Al Olaya، Riyadh ١٢٢١١');
  await expect(certificate).toContainText('Contents (up to their declared value)');
  await expect(certificate).not.toContainText('Building (up to its declared value)');
  await expect(certificate).not.toContainText('المبنى (حتى قيمته المعلنة)');
  await certificate.screenshot({ path: test.info().outputPath('certificate-home-en.png') });
});
