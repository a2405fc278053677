import type { Page } from '@playwright/test';
import { SEEDED_CUSTOMER, expect, seedStorage, signInViaApi, waitForApp } from './fixtures.ts';

/**
 * A customer walking through the purchase wizard, step by step, by role and accessible name in
 * English or Arabic. The words are written out here (not imported from the app) so the tests check
 * what a customer reads.
 */
export type Lang = 'en' | 'ar';
export type Category = 'motor' | 'travel' | 'health' | 'home' | 'life';

export const words = {
  en: {
    continue: 'Continue',
    getQuotes: 'Get quotes',
    choose: /^Choose /,
    toReview: 'Review my purchase',
    terms: /I have read and accept/,
    placeOrder: 'Place order and go to payment',
    pay: /^Pay /,
    issued: 'Your policy is issued',
    pendingReview: 'Paid: your policy is being reviewed',
    declined: /Your card was declined/,
    expired: /This quote has expired/,
    reprice: 'Get a new price',
    repriced: /priced again/,
    challengeCode: 'Bank code',
    challengeSubmit: 'Confirm',
    giftSerial: 'Gift card serial',
    giftApply: 'Apply gift card',
    walletAmount: 'Amount to use from the wallet (SAR)',
    walletUse: 'Use this amount',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    holder: 'Name on the card',
    dob: 'Date of birth',
    gender: 'Gender',
    mobile: 'Mobile number',
    nationalId: 'National ID or iqama number',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    smsCode: 'SMS code',
    verify: 'Verify',
    viewCertificate: 'View the policy certificate',
    print: 'Download PDF / Print',
    stepOf: /Step (\d) of 7/,
    risk: {
      vehicleMake: 'Vehicle make',
      vehicleModel: 'Vehicle model',
      vehicleYear: 'Model year',
      vehicleValue: 'Vehicle value (SAR)',
      driverAge: "Driver's age",
      noClaims: 'Years without a claim',
      plate: 'Plate number',
      vin: 'Chassis number (VIN)',
      destination: 'Destination',
      departure: 'Departure date',
      return: 'Return date',
      ages: 'Ages of the travellers',
      memberAge: (n: number) => `Member ${n}: age`,
      memberRelation: (n: number) => `Member ${n}: relation`,
      addMember: 'Add a member',
      propertyType: 'Property type',
      building: 'Building value (SAR)',
      contents: 'Contents value (SAR)',
      city: 'City',
      district: 'District',
      street: 'Street',
      buildingNumber: 'Building number',
      postalCode: 'Postal code',
      age: 'Your age',
      term: 'Term (years)',
      sum: 'Sum assured (SAR)',
      smoker: 'I smoke',
    },
  },
  ar: {
    continue: 'متابعة',
    getQuotes: 'احصل على العروض',
    choose: /^اختر /,
    toReview: 'مراجعة عملية الشراء',
    terms: /قرأت الشروط والأحكام/,
    placeOrder: 'قدّم الطلب وانتقل إلى الدفع',
    pay: /^ادفع /,
    issued: 'تم إصدار وثيقتك',
    pendingReview: 'تم الدفع: وثيقتك قيد المراجعة',
    declined: /تم رفض بطاقتك/,
    expired: /انتهت صلاحية هذا العرض/,
    reprice: 'احصل على سعر جديد',
    repriced: /تم تسعيره من جديد/,
    challengeCode: 'رمز البنك',
    challengeSubmit: 'تأكيد',
    giftSerial: 'الرقم التسلسلي لبطاقة الهدية',
    giftApply: 'تطبيق بطاقة الهدية',
    walletAmount: 'المبلغ المستخدم من المحفظة (ريال)',
    walletUse: 'استخدم هذا المبلغ',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز الأمان',
    holder: 'الاسم على البطاقة',
    dob: 'تاريخ الميلاد',
    gender: 'الجنس',
    mobile: 'رقم الجوال',
    nationalId: 'رقم الهوية الوطنية أو الإقامة',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    smsCode: 'رمز الرسالة النصية',
    verify: 'تحقّق',
    viewCertificate: 'عرض شهادة الوثيقة',
    print: 'تنزيل PDF / طباعة',
    stepOf: /الخطوة ([٠-٩]) من ٧/,
    risk: {
      vehicleMake: 'الشركة المصنّعة للمركبة',
      vehicleModel: 'طراز المركبة',
      vehicleYear: 'سنة الصنع',
      vehicleValue: 'قيمة المركبة (ريال)',
      driverAge: 'عمر السائق',
      noClaims: 'سنوات بدون مطالبات',
      plate: 'رقم اللوحة',
      vin: 'رقم الهيكل (VIN)',
      destination: 'الوجهة',
      departure: 'تاريخ المغادرة',
      return: 'تاريخ العودة',
      ages: 'أعمار المسافرين',
      memberAge: (n: number) => `الفرد ${'٠١٢٣٤٥٦٧٨٩'[n]}: العمر`,
      memberRelation: (n: number) => `الفرد ${'٠١٢٣٤٥٦٧٨٩'[n]}: صلة القرابة`,
      addMember: 'إضافة فرد',
      propertyType: 'نوع العقار',
      building: 'قيمة المبنى (ريال)',
      contents: 'قيمة المحتويات (ريال)',
      city: 'المدينة',
      district: 'الحي',
      street: 'الشارع',
      buildingNumber: 'رقم المبنى',
      postalCode: 'الرمز البريدي',
      age: 'عمرك',
      term: 'المدة (بالسنوات)',
      sum: 'مبلغ التأمين (ريال)',
      smoker: 'أنا مدخّن',
    },
  },
} as const;

export const CARD_OK = '4242424242424242';
export const CARD_DECLINED = '4000000000000002';
export const CARD_CHALLENGE = '4000000000003220';
export const API = '/rest/s1/insurance';

export function isoDate(daysFromToday: number): string {
  const date = new Date();
  date.setDate(date.getDate() + daysFromToday);
  return date.toISOString().slice(0, 10);
}

/**
 * The seeded customer's login, made once per worker and reused: the server allows 30 login attempts
 * per address in 15 minutes, and a purchase does not need a session of its own (each test's flow
 * lives in its own tab's session storage).
 */
let storedLogin: Record<string, string> | null = null;

/** A signed-in customer (the seeded one) in the given language, on the category page. */
export async function signedInOnCategory(page: Page, lang: Lang, category: Category) {
  const direction = { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' };
  if (storedLogin) {
    await seedStorage(page, { ...storedLogin, ...direction });
  } else {
    await seedStorage(page, direction);
    await signInViaApi(page, SEEDED_CUSTOMER);
    const stored = await page.evaluate(() => ({ ...localStorage }) as Record<string, string>);
    storedLogin = Object.fromEntries(Object.entries(stored).filter(([key]) => key !== 'lang' && key !== 'dir'));
  }
  await page.goto(`/services/our-products/${category}`);
  await waitForApp(page);
}

/** From the category page to the quotes: the Buy button, then on the details screen the first broker and the category's risk form. */
export async function toQuotes(page: Page, lang: Lang, category: Category, options: RiskOptions = {}) {
  const w = words[lang];
  await page.getByRole('link', { name: lang === 'en' ? /^Buy .* insurance$/ : /^اشترِ (ال)?تأمين/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/services/our-products/${category}/buy-insurance$`));
  await page.getByRole('radio').first().check();
  await fillRisk(page, lang, category, options);
  await page.getByRole('button', { name: w.getQuotes }).click();
  await expect(page.getByRole('button', { name: w.choose }).first()).toBeVisible();
}

/** The dates of birth fillPeople types: the policyholder's and the second insured person's. */
export const HOLDER_BIRTH = '1990-04-01';
export const SECOND_BIRTH = '1992-02-02';

/** Full years of someone born on dateOfBirth on the day `on` (the age a trip is priced for). */
export function ageOn(dateOfBirth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return on.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/** travellerBirths: the dates of birth of the travellers to be named (default: those fillPeople types). */
export interface RiskOptions {
  travellerBirths?: string[];
}

export async function fillRisk(page: Page, lang: Lang, category: Category, { travellerBirths = [HOLDER_BIRTH, SECOND_BIRTH] }: RiskOptions = {}) {
  const r = words[lang].risk;
  const fill = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
  if (category === 'motor') {
    await fill(r.vehicleMake, 'Toyota');
    await fill(r.vehicleModel, 'Camry');
    await fill(r.vehicleYear, '2022');
    await fill(r.vehicleValue, '80000');
    await fill(r.driverAge, '35');
    await fill(r.noClaims, '3');
    await fill(r.plate, lang === 'ar' ? '١٢٣٤ ا ب د' : '1234 ABD');
    await fill(r.vin, 'JTDBR32E720123456');
  } else if (category === 'travel') {
    await page.getByLabel(r.destination, { exact: true }).selectOption('gcc');
    await fill(r.departure, isoDate(5));
    await fill(r.return, isoDate(12));
    // The ages of the people fillPeople names (the price must be for them).
    await fill(r.ages, travellerBirths.map((birth) => ageOn(birth, isoDate(5))).join(', '));
  } else if (category === 'health') {
    // The ages of the people fillPeople names (the price must be for them; the cover starts today).
    await fill(r.memberAge(1), String(ageOn(HOLDER_BIRTH, isoDate(0))));
    await page.getByRole('button', { name: r.addMember }).click();
    await page.getByLabel(r.memberRelation(2), { exact: true }).selectOption('spouse');
    await fill(r.memberAge(2), String(ageOn(SECOND_BIRTH, isoDate(0))));
  } else if (category === 'home') {
    await page.getByLabel(r.propertyType, { exact: true }).selectOption('villa');
    await fill(r.building, '900000');
    await fill(r.contents, '150000');
    await fill(r.city, lang === 'ar' ? 'الرياض' : 'Riyadh');
    await fill(r.district, lang === 'ar' ? 'العليا' : 'Al Olaya');
    await fill(r.street, lang === 'ar' ? 'طريق الملك فهد' : 'King Fahd Road');
    await fill(r.buildingNumber, lang === 'ar' ? '٢٢٣٤' : '2234');
    await fill(r.postalCode, lang === 'ar' ? '١٢٢١١' : '12211');
  } else {
    await fill(r.age, '40');
    await fill(r.term, '20');
    await fill(r.sum, '500000');
  }
}

/** Chooses the first (cheapest) offer, keeps the plan as it is, fills the people, and arrives at the review. */
export async function toReview(page: Page, lang: Lang, category: Category) {
  const w = words[lang];
  await page.getByRole('button', { name: w.choose }).first().click();
  await page.getByRole('button', { name: w.continue }).click();
  await fillPeople(page, lang, category);
  await page.getByRole('button', { name: w.toReview }).click();
  await expect(page.getByRole('checkbox', { name: w.terms })).toBeVisible();
}

export async function fillPeople(page: Page, lang: Lang, category: Category) {
  const w = words[lang];
  const holder = page.getByRole('group', { name: lang === 'en' ? 'Policyholder' : 'حامل الوثيقة' });
  await holder.getByLabel(w.firstName, { exact: true }).fill('Sara');
  await holder.getByLabel(w.lastName, { exact: true }).fill('Al-Harbi');
  await holder.getByLabel(w.dob, { exact: true }).fill(HOLDER_BIRTH);
  // A gender is never preselected (a profile may have filled it in already).
  await holder.getByLabel(w.gender, { exact: true }).selectOption('female');
  await holder.getByLabel(w.mobile, { exact: true }).fill('+966501234567');
  await holder.getByLabel(w.email, { exact: true }).fill('sara@example.com');
  await holder.getByLabel(w.nationalId, { exact: true }).fill('1234567890');
  if (category === 'travel' || category === 'health') {
    const other = page.getByRole('group', { name: lang === 'en' ? /Traveller 2|Insured person 2/ : /المسافر ٢|المؤمَّن عليه ٢/ });
    await other.getByLabel(w.firstName, { exact: true }).fill('Omar');
    await other.getByLabel(w.lastName, { exact: true }).fill('Al-Harbi');
    await other.getByLabel(w.dob, { exact: true }).fill(SECOND_BIRTH);
    await other.getByLabel(w.gender, { exact: true }).selectOption('male');
  }
}

/** Review: accept the terms and place the order, arriving at the payment step. */
export async function placeOrder(page: Page, lang: Lang) {
  const w = words[lang];
  await page.getByRole('checkbox', { name: w.terms }).check();
  await page.getByRole('button', { name: w.placeOrder }).click();
  await expect(page.getByRole('button', { name: w.pay })).toBeVisible();
}

export async function fillCard(page: Page, lang: Lang, number: string) {
  const w = words[lang];
  await page.getByLabel(w.cardNumber, { exact: true }).fill(number);
  await page.getByLabel(w.expiry, { exact: true }).fill('12/30');
  await page.getByLabel(w.cvc, { exact: true }).fill('123');
  await page.getByLabel(w.holder, { exact: true }).fill('Sara Al-Harbi');
}

/** Pay: the button names the amount, and the charge starts. */
export async function payNow(page: Page, lang: Lang) {
  await page.getByRole('button', { name: words[lang].pay }).click();
}

/** An authenticated API call from the page (the stored session token, as the app sends it). */
/** A call with the stored session, from the page (same origin, same cookies), that throws on an error answer. */
export const api = <T>(page: Page, method: string, path: string, body?: unknown, idempotencyKey?: string) =>
  page.evaluate(
    async ({ url, method, body, idempotencyKey }) => {
      const token = localStorage.getItem('sessionToken') ?? '';
      const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json', 'session-token': token, 'x-csrf-token': token };
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
      const response = await fetch(url, { method, credentials: 'include', headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { url: `${API}${path}`, method, body, idempotencyKey },
  ) as Promise<T>;

export async function apiFromPage<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async ({ url }) => {
    const token = localStorage.getItem('sessionToken') ?? '';
    const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json', 'session-token': token, 'x-csrf-token': token } });
    return { status: response.status, body: (await response.json()) as never };
  }, { url: `${API}${path}` });
}

/** The confirmation: issued (or pending review), with order and policy numbers; the order number is stored as `orderNumber`. */
export async function expectConfirmed(page: Page, lang: Lang, options: { pending?: boolean } = {}) {
  const w = words[lang];
  await expect(page.getByRole('heading', { level: 2, name: options.pending ? w.pendingReview : w.issued })).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^ORD-/);
  await expect(page.getByTestId('policy-number')).toHaveText(/^POL-/);
  expect(await page.evaluate(() => localStorage.getItem('orderNumber'))).toBe(orderNumber);
  return orderNumber;
}

/** "Continue as Guest" through the real API (POST /auth/guest), storing what the app stores after a login. */
export async function guestViaApi(page: Page, lang: Lang) {
  await seedStorage(page, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
  return page.evaluate(async ({ api, lang }) => {
    const base = { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': lang };
    const token = ((await (await fetch(`${api}/security/token`, { credentials: 'include', headers: base })).json()) as { sessionToken: string }).sessionToken;
    const response = await fetch(`${api}/auth/guest`, { method: 'POST', credentials: 'include', headers: { ...base, 'session-token': token, 'x-csrf-token': token }, body: '{}' });
    if (!response.ok) throw new Error(`guest login answered ${response.status}`);
    const login = (await response.json()) as Record<string, string | boolean | null>;
    for (const key of ['username', 'userFullName', 'emailAddress', 'countryCode', 'geoId', 'loginTypeEnumId', 'apiKey', 'sessionId', 'sessionToken']) {
      const value = login[key];
      if (typeof value === 'string') localStorage.setItem(key, value);
      else localStorage.removeItem(key);
    }
    localStorage.setItem('backendUser', 'false');
    return login;
  }, { api: API, lang });
}

/**
 * A guest (guestViaApi) buys through the UI up to the checkout's mobile check: the category page, the
 * quotes, the cheapest offer, the people with the policyholder's mobile, then Review, which sends the SMS code.
 */
export async function guestToMobileCheck(page: Page, lang: Lang, category: Category, mobile: string) {
  const w = words[lang];
  await guestViaApi(page, lang);
  await page.goto(`/services/our-products/${category}`);
  await waitForApp(page);
  await toQuotes(page, lang, category);
  await page.getByRole('button', { name: w.choose }).first().click();
  await page.getByRole('button', { name: w.continue }).click();
  await fillPeople(page, lang, category);
  await page.getByLabel(w.mobile, { exact: true }).fill(mobile);
  await page.getByRole('button', { name: w.toReview }).click();
}

/** The step the wizard says it is on ("Step 3 of 7"), as a number. */
export async function currentStep(page: Page, lang: Lang): Promise<number> {
  const text = (await page.getByText(words[lang].stepOf).textContent()) ?? '';
  const digit = words[lang].stepOf.exec(text)?.[1] ?? '0';
  return Number(String(digit).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)));
}
