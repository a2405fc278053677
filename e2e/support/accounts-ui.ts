import { type Page, expect } from '@playwright/test';
import { readLatestCode } from './fixtures.ts';

const API = '/rest/s1/insurance';

/** What a person reads on the account screens, per language (the tests find controls by these names). */
export const ui = {
  en: {
    login: 'Log in',
    identifier: 'Email or mobile number',
    password: /^Password$/,
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    guest: 'Continue as Guest',
    google: 'Sign in with Google',
    signOut: 'Sign out',
    wrongCredentials: 'The email, mobile number or password is not correct.',
    rateLimited: /Too many attempts\. Please try again in \d+ seconds?\./,
    signedOut: 'You have signed out.',
    signedOutElsewhere: 'You signed out in another tab.',
    forbidden: 'You were signed out to keep your account safe. Please log in again.',
    backOffice: /back-office user/,
    myAccount: 'My Account',
    loginHeading: 'Log In',
    signInPrompt: 'Sign in to see this page.',
  },
  ar: {
    login: 'تسجيل الدخول',
    identifier: 'البريد الإلكتروني أو رقم الجوال',
    password: /^كلمة المرور$/,
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    guest: 'المتابعة كضيف',
    google: 'تسجيل الدخول باستخدام Google',
    signOut: 'تسجيل الخروج',
    wrongCredentials: 'البريد الإلكتروني أو رقم الجوال أو كلمة المرور غير صحيحة.',
    rateLimited: /محاولات كثيرة جدًا\. يرجى المحاولة مرة أخرى بعد .+\./,
    signedOut: 'تم تسجيل خروجك.',
    signedOutElsewhere: 'لقد سجّلت الخروج في علامة تبويب أخرى.',
    forbidden: 'تم تسجيل خروجك حفاظًا على أمان حسابك. يرجى تسجيل الدخول مرة أخرى.',
    backOffice: /مستخدم للمكتب الخلفي/,
    myAccount: 'حسابي',
    loginHeading: 'تسجيل الدخول',
    signInPrompt: 'سجّل الدخول لعرض هذه الصفحة.',
  },
} as const;

export type Lang = keyof typeof ui;
export const langs: Lang[] = ['en', 'ar'];
export const storageFor = (lang: Lang) => ({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });

/** Fills the login form and sends it. */
export async function logInWithForm(page: Page, lang: Lang, identifier: string, password: string) {
  const text = ui[lang];
  await page.getByLabel(text.identifier, { exact: true }).fill(identifier);
  await page.getByLabel(text.password).fill(password);
  await page.getByRole('button', { name: text.login, exact: true }).click();
}

export const signUpText = {
  en: {
    heading: 'Sign Up',
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    mobile: 'Mobile number',
    email: 'Email address',
    password: /^Password$/,
    country: 'Insurance country',
    terms: 'I accept the terms and conditions',
    submit: 'Create account',
    codeTitle: 'Enter the code we sent you',
    code: '6-digit code',
    activate: 'Activate account',
    wrongCode: 'This code is not correct. 4 tries left.',
    resendIn: (seconds: number) => `You can request a new code in ${seconds} seconds.`,
    resend: 'Send a new code',
    rateLimited: /Too many attempts\. Please try again in \d+ seconds?\./,
    changeNumber: 'Change mobile number',
    newMobile: 'New mobile number',
    sendToNew: 'Send the code to this number',
    done: 'Your account is active',
    continue: 'Start browsing insurance',
    firstNameError: 'Enter your first name (at least 2 letters).',
    termsError: 'Accept the terms and conditions to continue.',
    passwordError: 'Use at least 10 characters with at least one letter and one digit.',
  },
  ar: {
    heading: 'إنشاء حساب',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    dateOfBirth: 'تاريخ الميلاد',
    gender: 'الجنس',
    mobile: 'رقم الجوال',
    email: 'البريد الإلكتروني',
    password: /^كلمة المرور$/,
    country: 'بلد التأمين',
    terms: 'أوافق على الشروط والأحكام',
    submit: 'إنشاء الحساب',
    codeTitle: 'أدخل الرمز الذي أرسلناه إليك',
    code: 'الرمز المكوّن من ٦ أرقام',
    activate: 'تفعيل الحساب',
    wrongCode: 'هذا الرمز غير صحيح. تبقّت ٤ محاولات.',
    resendIn: (seconds: number) => `يمكنك طلب رمز جديد بعد ${seconds} ثانية.`,
    resend: 'إرسال رمز جديد',
    rateLimited: /محاولات كثيرة جدًا\. يرجى المحاولة مرة أخرى بعد .+\./,
    changeNumber: 'تغيير رقم الجوال',
    newMobile: 'رقم الجوال الجديد',
    sendToNew: 'أرسل الرمز إلى هذا الرقم',
    done: 'تم تفعيل حسابك',
    continue: 'ابدأ تصفّح التأمين',
    firstNameError: 'أدخل اسمك الأول (حرفان على الأقل).',
    termsError: 'وافق على الشروط والأحكام للمتابعة.',
    passwordError: 'استخدم ١٠ أحرف على الأقل تتضمن حرفًا واحدًا ورقمًا واحدًا على الأقل.',
  },
} as const;

/** A mobile number no other test uses (Saudi 05x, valid for libphonenumber). */
export const freshMobile = () => `+96655${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** What fillSignUp types (but the mobile and the address), as POST /registrations takes it. */
export const SIGN_UP_DETAILS = { firstName: 'Huda', lastName: 'Nasser', dateOfBirth: '1992-03-14', gender: 'female', password: 'Huda-Pass-2026', insuranceCountry: 'SA', acceptTerms: true } as const;

/** Fills the sign-up details form and sends it. */
export async function fillSignUp(page: Page, lang: Lang, person: { mobile: string; email: string; password?: string }) {
  const text = signUpText[lang];
  const details = SIGN_UP_DETAILS;
  await page.getByLabel(text.firstName, { exact: true }).fill(details.firstName);
  await page.getByLabel(text.lastName, { exact: true }).fill(details.lastName);
  await page.getByLabel(text.dateOfBirth, { exact: true }).fill(details.dateOfBirth);
  await page.getByLabel(text.gender, { exact: true }).selectOption(details.gender);
  await page.getByRole('textbox', { name: text.mobile, exact: true }).fill(person.mobile);
  await page.getByLabel(text.email, { exact: true }).fill(person.email);
  await page.getByLabel(text.password).fill(person.password ?? details.password);
  await page.getByLabel(text.country, { exact: true }).selectOption(details.insuranceCountry);
  await page.getByLabel(text.terms).check();
  await page.getByRole('button', { name: text.submit }).click();
}

/** A new activated account through the API (its own session): sign-up, the SMS code from the outbox, activation. */
/**
 * A sign-up sent through the API with a session of its own (GET the token, POST /registrations), left
 * at the SMS code; returns the session token. `details` default to what fillSignUp types.
 */
export async function startRegistrationViaApi(page: Page, person: { mobile: string; email: string; password?: string }, lang: Lang = 'en', details: Record<string, unknown> = SIGN_UP_DETAILS) {
  if (!page.url().startsWith('http')) await page.goto('/build-manifest.json');
  const base = { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': lang };
  const token = ((await (await page.request.get(`${API}/security/token`, { headers: base })).json()) as { sessionToken: string }).sessionToken;
  const headers = { ...base, 'session-token': token, 'x-csrf-token': token };
  const data = { ...details, mobile: person.mobile, emailAddress: person.email, ...(person.password ? { password: person.password } : {}) };
  const registered = await page.request.post(`${API}/registrations`, { headers, data });
  expect(registered.status(), await registered.text()).toBe(201);
  return token;
}

export async function registerViaApi(page: Page, person: { mobile: string; email: string; password: string }) {
  const details = { firstName: 'Rana', lastName: 'Saleh', dateOfBirth: '1988-07-20', gender: 'female', insuranceCountry: 'SA', acceptTerms: true };
  const token = await startRegistrationViaApi(page, person, 'en', details);
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'en', 'session-token': token, 'x-csrf-token': token };
  const { code } = await readLatestCode(page.request, person.mobile);
  const activated = await page.request.post(`${API}/registrations/current/activate`, { headers, data: { code } });
  expect(activated.status(), await activated.text()).toBe(200);
}

/**
 * A guest (its own browser context) who proves `mobile` by SMS at checkout and buys a motor policy by
 * card, all through the API as the app calls it; the policy's number.
 */
export async function guestBoughtWithMobile(page: Page, lang: Lang, mobile: string): Promise<string> {
  const { CARD_OK, api, guestViaApi, isoDate } = await import('./purchase-steps.ts');
  await guestViaApi(page, lang);
  await api(page, 'POST', '/auth/guest/mobile', { mobile });
  await api(page, 'POST', '/auth/guest/mobile/verify', { code: (await readLatestCode(page.request, mobile)).code });
  const risk = { categoryId: 'motor', vehicleMake: 'Toyota', vehicleModel: 'Camry', vehicleYear: 2022, vehicleValueMinor: 8_000_000, driverAge: 35, noClaimsYears: 3, plateNumber: '4321 BDL', vin: 'JTDBR32E720654321' };
  const quote = await api<{ quoteId: string; offers: { offerId: string }[] }>(page, 'POST', '/quotes', { categoryId: 'motor', brokerId: 'amanah-brokers', risk });
  const key = `guest-${mobile.slice(1)}-${Date.now()}`;
  const person = { firstName: 'Huda', lastName: 'Nasser', dateOfBirth: '1992-03-14', gender: 'female' };
  const holder = { ...person, mobileNumber: mobile, emailAddress: `guest.${mobile.slice(-7)}@example.com`, nationalId: '1098765432' };
  const body = { quoteId: quote.quoteId, offerId: quote.offers[0]!.offerId, addOnIds: [], policyholder: holder, insuredPersons: [{ ...person, relation: 'self' }], startDate: isoDate(1), acceptTerms: true };
  const order = await api<{ orderNumber: string }>(page, 'POST', '/orders', body, `${key}-order`);
  const card = { number: CARD_OK, expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Huda Nasser' };
  const payment = await api<{ policy: { policyNumber: string } }>(page, 'POST', `/orders/${order.orderNumber}/payments`, { card }, `${key}-pay`);
  return payment.policy.policyNumber;
}
