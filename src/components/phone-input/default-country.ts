import { asCountryCode, type CountryCode, normalizeDigits, parsePhone } from '../../../contract/phone.ts';
import type { CountryEntry } from './countries.ts';
import type { IpCountryLookup } from './ip-country.ts';
import { browserRegion } from './browser-region.ts';

export { browserRegion };

/** Spec section 7, and ours: the lookup gives up after this long so a blocked service never stalls the field. */
export const IP_LOOKUP_TIMEOUT_MS = 2000;

export interface DefaultCountrySources {
  /** The field's current text: a number starting with `+` names its own country. */
  phone: string;
  /** The configured default country. */
  defaultCountry?: string | undefined;
  /** The network-address lookup's answer (only asked when auto default country is on). */
  ipCountry?: string | undefined;
  /** The browser's languages (`navigator.languages`): the first with a region, e.g. `ar-SA`. */
  browserLanguages?: readonly string[] | undefined;
  /** The dropdown's list (already filtered by the only / ignore lists), preferred countries first. */
  list: readonly CountryEntry[];
}

/**
 * The default country, first match wins, each candidate only if the list offers it:
 * a number typed with `+` > the configured default > the network-address lookup > the browser
 * language's region > the first preferred country > the first country of the list.
 */
export function chooseDefaultCountry(sources: DefaultCountrySources): CountryCode | undefined {
  const offered = (code: string | undefined) => {
    const country = asCountryCode(code);
    return country && sources.list.some((entry) => entry.iso2 === country) ? country : undefined;
  };
  const text = normalizeDigits(sources.phone).trim();
  const fromNumber = text.startsWith('+') ? parsePhone(text).country : undefined;
  return (
    offered(fromNumber) ??
    offered(sources.defaultCountry) ??
    offered(sources.ipCountry) ??
    offered(browserRegion(sources.browserLanguages)) ??
    sources.list.find((entry) => entry.preferred)?.iso2 ??
    sources.list[0]?.iso2
  );
}

/** Whether the lookup is worth asking: auto default country on, and nothing better known yet. */
export function needsIpLookup(options: { phone: string; defaultCountry?: string | undefined; autoDefaultCountry: boolean }): boolean {
  return options.autoDefaultCountry && !asCountryCode(options.defaultCountry) && !normalizeDigits(options.phone).trim().startsWith('+');
}

export interface DetectOptions {
  timeoutMs?: number;
  warn?: (message: string) => void;
}

/**
 * Asks the lookup, giving up after `timeoutMs`; never rejects. On a failure or a timeout it logs a
 * warning (product spec, "Error catalogue") and resolves to undefined, so the next source in the order is used.
 */
export function detectIpCountry(lookup: IpCountryLookup, { timeoutMs = IP_LOOKUP_TIMEOUT_MS, warn = console.warn }: DetectOptions = {}): Promise<CountryCode | undefined> {
  const controller = new AbortController();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      controller.abort();
      warn(`Default country detection: the IP country lookup did not answer within ${timeoutMs} ms; using the fallback country.`);
      resolve(undefined);
    }, timeoutMs);
    lookup.lookup(controller.signal).then(
      (country) => {
        clearTimeout(timer);
        resolve(country);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!controller.signal.aborted) warn(`Default country detection failed (${error instanceof Error ? error.message : String(error)}); using the fallback country.`);
        resolve(undefined);
      },
    );
  });
}

/** One lookup per page load and lookup: every phone input on the page shares the answer. */
const shared = new WeakMap<IpCountryLookup, Promise<CountryCode | undefined>>();
export function sharedIpCountry(lookup: IpCountryLookup, options?: DetectOptions): Promise<CountryCode | undefined> {
  let pending = shared.get(lookup);
  if (!pending) {
    pending = detectIpCountry(lookup, options);
    shared.set(lookup, pending);
  }
  return pending;
}
