import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS } from '../../contract/http.ts';
import type { Direction } from '../../machines/language/direction.ts';

/** The DOM side of the language switch (docs/product-spec.md, "Screens and routes"). */
export function applyLanguageToDocument(language: string, dir: Direction) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = dir;
  // The stylesheet of the new direction is enabled, the other one disabled (index.html holds both).
  for (const sheet of document.querySelectorAll<HTMLStyleElement | HTMLLinkElement>('[data-direction]')) {
    sheet.disabled = sheet.dataset.direction !== dir;
  }
}

export function writeLanguageCookie(language: string) {
  const maxAge = LANGUAGE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

export function readCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

/** When this tab last reloaded for a new build: session storage, so each tab guards itself. */
const LAST_BUILD_RELOAD_KEY = 'buildUpdate.lastReloadAt';

export function readLastBuildReload(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(LAST_BUILD_RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeLastBuildReload(at: number) {
  try {
    window.sessionStorage.setItem(LAST_BUILD_RELOAD_KEY, String(at));
  } catch {
    // Without session storage the guard only lasts for this page's life.
  }
}
