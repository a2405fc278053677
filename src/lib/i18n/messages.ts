import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { SupportedLanguage } from '../../../machines/language/direction.ts';
import type enCatalogue from '../../locales/en.json';

/** Every translation key, typed from en.json: a key missing there does not compile. */
export type MessageKey = keyof typeof enCatalogue;
/** Plain strings in development; parsed ICU messages in builds (vite.config.ts, precompiledMessages). */
export type Messages = Record<MessageKey, string> | Record<MessageKey, MessageFormatElement[]>;

/** Each catalogue is its own chunk: a visitor downloads only the language shown. */
const catalogues: Record<SupportedLanguage, () => Promise<{ default: Messages }>> = {
  en: () => import('../../locales/en.json'),
  ar: () => import('../../locales/ar.json'),
};

export async function loadMessages(language: SupportedLanguage): Promise<Messages> {
  return (await catalogues[language]()).default;
}

/**
 * The locale numbers and dates are formatted in. CLDR's plain `ar` now writes Latin digits; Arabic
 * pages show Arabic-Indic digits (and keep the Gregorian calendar, which `ar-SA` would replace).
 * Phone numbers, codes and amounts typed by the customer are not formatted through this.
 */
export function formattingLocaleFor(language: SupportedLanguage): string {
  return language === 'ar' ? 'ar-u-nu-arab' : language;
}
