import type { Page } from '@playwright/test';

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
    rateLimited: /محاولات كثيرة جدًا\. يرجى المحاولة مرة أخرى بعد [\d٠-٩]+ ثانية\./,
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
