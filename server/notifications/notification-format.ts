/**
 * How a notification's text writes a day and an amount, like the app's own formatters: '1 December
 * 2026' and 'SAR 123.45' in English, '١ ديسمبر ٢٠٢٦' and '١٢٣٫٤٥ ر.س.' in Arabic (Arabic-Indic
 * digits), so an Arabic message never mixes two digit styles or shows an ISO date.
 */
const locales = { en: 'en-GB', ar: 'ar-u-nu-arab' } as const;
type Language = keyof typeof locales;

// One formatter per language, made once: making an Intl formatter costs far more than using it, and a
// payment's notices format several days and amounts (it showed in the mixed load's CPU profile).
const dayFormats = { en: new Intl.DateTimeFormat(locales.en, { dateStyle: 'long', timeZone: 'UTC' }), ar: new Intl.DateTimeFormat(locales.ar, { dateStyle: 'long', timeZone: 'UTC' }) };
const moneyFormats = new Map<string, Intl.NumberFormat>();

export const noticeDay = (language: Language, isoDate: string) => dayFormats[language].format(new Date(`${isoDate}T00:00:00Z`));

export function noticeMoney(language: Language, minor: number, currency = 'SAR'): string {
  const key = `${language}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) moneyFormats.set(key, (format = new Intl.NumberFormat(locales[language], { style: 'currency', currency })));
  return format.format(minor / 100);
}
