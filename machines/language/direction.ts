export type Direction = 'ltr' | 'rtl';
export const supportedLanguages = ['en', 'ar'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];
export const defaultLanguage: SupportedLanguage = 'en';

/** Spec section 9: `ar` is right to left; `en` and every other code are left to right. */
export function directionOf(language: string): Direction {
  return language.toLowerCase().split('-')[0] === 'ar' ? 'rtl' : 'ltr';
}

/** A stored or requested code the app has a catalogue for, else the default. */
export function toSupportedLanguage(language: string | null | undefined): SupportedLanguage {
  const base = (language ?? '').toLowerCase().split('-')[0] ?? '';
  return (supportedLanguages as readonly string[]).includes(base) ? (base as SupportedLanguage) : defaultLanguage;
}
