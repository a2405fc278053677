/**
 * How a notification's text writes a day and an amount, like the app's own formatters: '1 December
 * 2026' and 'SAR 123.45' in English, '١ ديسمبر ٢٠٢٦' and '١٢٣٫٤٥ ر.س.' in Arabic (Arabic-Indic
 * digits), so an Arabic message never mixes two digit styles or shows an ISO date.
 */
const locales = { en: 'en-GB', ar: 'ar-u-nu-arab' } as const;
type Language = keyof typeof locales;

export const noticeDay = (language: Language, isoDate: string) =>
  new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

export const noticeMoney = (language: Language, minor: number, currency = 'SAR') =>
  new Intl.NumberFormat(locales[language], { style: 'currency', currency }).format(minor / 100);
