import { directionOf, supportedLanguages } from '../../../machines/language/direction.ts';
import type { AppStorage } from '@/lib/storage.ts';

/**
 * Each page exists in each language at its own address: the path with `?lang=en` or `?lang=ar`
 * (canonical and hreflang links need distinct URLs). The server sends that language's prerendered
 * page; the app stores it as the visitor's language (spec keys `lang` and `dir`).
 */
export function languageOfAddress(search: string): string | null {
  const wanted = new URLSearchParams(search).get('lang');
  return wanted && (supportedLanguages as readonly string[]).includes(wanted) ? wanted : null;
}

export function adoptLanguageOfAddress(storage: AppStorage): void {
  const language = languageOfAddress(window.location.search);
  if (!language) return;
  storage.setText('lang', language);
  storage.setText('dir', directionOf(language));
}

/** The language switch's reload: an address that names the old language would bring it back, so it goes. */
export function reloadInNewLanguage(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) {
    window.location.reload();
    return;
  }
  url.searchParams.delete('lang');
  window.location.replace(url.toString());
}
