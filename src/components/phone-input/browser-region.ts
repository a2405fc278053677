import type { CountryCode } from 'libphonenumber-js/max';
import { phoneCountries } from 'virtual:phone-countries';

const known = new Set<string>(phoneCountries);

/**
 * The region of the first browser language that has one and that libphonenumber-js knows
 * (`ar-SA` → SA, `en` → none). The known countries come as a list built from its metadata at build
 * time (vite.config.ts), so the sign-in form, which sends this region with a local mobile number, does
 * not load the metadata itself (~50 KiB gzip).
 */
export function browserRegion(languages: readonly string[] = []): CountryCode | undefined {
  for (const tag of languages) {
    try {
      // Only an explicit region counts: a bare `en` says nothing about where the visitor is.
      const region = new Intl.Locale(tag).region?.toUpperCase();
      if (region && known.has(region)) return region as CountryCode;
    } catch {
      // Not a valid language tag: skip it.
    }
  }
  return undefined;
}
