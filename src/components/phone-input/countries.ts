import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { type CountryCode, type CountryRestrictions, isCountryAllowed } from '../../../contract/phone.ts';

/** One country of the dropdown (docs/product-spec.md, "Entities and their fields"): name in the page language, ISO code, calling code. */
export interface CountryEntry {
  name: string;
  iso2: CountryCode;
  /** Without the plus: `966`. */
  dialCode: string;
  preferred: boolean;
}

export interface CountryListOptions extends CountryRestrictions {
  /** Shown first, in this order (ISO codes, any case). */
  preferredCountries?: readonly string[] | undefined;
}

let flagEmojiSupport: boolean | undefined;
/**
 * Whether this browser draws flag emoji in colour (Windows and systems without an emoji font show two
 * letters or empty boxes instead): a flag drawn on a canvas has coloured pixels. Asked once per page.
 */
export function supportsFlagEmoji(): boolean {
  if (flagEmojiSupport !== undefined) return flagEmojiSupport;
  flagEmojiSupport = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 24;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return flagEmojiSupport;
    context.font = '20px sans-serif';
    context.textBaseline = 'top';
    context.fillText(flagEmoji('SA'), 0, 0);
    const data = context.getImageData(0, 0, 24, 24).data;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 0 && (data[i] !== data[i + 1] || data[i + 1] !== data[i + 2])) return (flagEmojiSupport = true);
    }
  } catch {
    // No canvas (tests, old browsers): the code badge.
  }
  return flagEmojiSupport;
}

// Drawing the flag makes the browser look for an emoji font among the system's (~10 ms of CPU the
// first time on a desktop Linux with many fonts): in a task of its own as soon as the phone input has
// loaded, not inside the render that first shows a flag (total blocking time).
if (typeof document !== 'undefined' && typeof window !== 'undefined') window.setTimeout(supportsFlagEmoji, 0);

/** The flag as an emoji (two regional indicator letters): no network image. */
export function flagEmoji(iso2: string): string {
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((char) => 0x1f1e6 + char.charCodeAt(0) - 65));
}

const namesCache = new Map<string, Intl.DisplayNames | null>();
/** The country's name in `locale` (Arabic names in Arabic), falling back to the code. */
export function countryName(iso2: string, locale: string): string {
  if (!namesCache.has(locale)) {
    try {
      namesCache.set(locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }));
    } catch {
      namesCache.set(locale, null);
    }
  }
  return namesCache.get(locale)?.of(iso2.toUpperCase()) ?? iso2.toUpperCase();
}

/**
 * Every country libphonenumber-js knows, filtered by the only / ignore lists, named in `locale` and
 * sorted with that language's collation; the preferred ones first, in the order given.
 */
export function buildCountryList(locale: string, options: CountryListOptions = {}): CountryEntry[] {
  const preferred = (options.preferredCountries ?? []).map((code) => code.toUpperCase());
  const collator = new Intl.Collator(locale);
  const entries = getCountries()
    .filter((iso2) => isCountryAllowed(iso2, options))
    .map((iso2) => ({ name: countryName(iso2, locale), iso2, dialCode: getCountryCallingCode(iso2), preferred: preferred.includes(iso2) }));
  const top = preferred.flatMap((code) => entries.filter((entry) => entry.iso2 === code));
  const rest = entries.filter((entry) => !entry.preferred).sort((a, b) => collator.compare(a.name, b.name));
  return [...top, ...rest];
}

/**
 * The index of the first country whose name starts with `query` (case- and accent-insensitive in the
 * page language), searching from `from` and wrapping around; -1 when none does.
 */
export function findByNamePrefix(list: readonly CountryEntry[], query: string, locale: string, from = 0): number {
  if (!query) return -1;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', usage: 'search' });
  for (let step = 0; step < list.length; step++) {
    const index = (from + step) % list.length;
    const name = list[index]!.name;
    if (name.length >= query.length && collator.compare(name.slice(0, query.length), query) === 0) return index;
  }
  return -1;
}
