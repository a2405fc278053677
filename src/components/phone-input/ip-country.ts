import { asCountryCode, type CountryCode } from '../../../contract/phone.ts';
import { apiConfig } from '@/lib/config.ts';

/**
 * The country of the visitor's network address (docs/product-spec.md, "The calls it makes"), behind a small interface so tests
 * and other services can stand in. `lookup` resolves to a country code or rejects.
 */
export interface IpCountryLookup {
  lookup(signal: AbortSignal): Promise<CountryCode>;
}

/**
 * Spec section 7: the reply is short text whose first character must be `1`; the two characters
 * after the separator (indexes 2 and 3, as in ip2c.org's `1;SA;SAU;Saudi Arabia`) are the country.
 */
export function parseIpCountryReply(text: string): CountryCode {
  if (text[0] !== '1') throw new Error(`IP country lookup refused: "${text.slice(0, 40)}"`);
  const country = asCountryCode(text.slice(2, 4));
  if (!country) throw new Error(`IP country lookup gave no known country: "${text.slice(0, 40)}"`);
  return country;
}

/**
 * The lookup's URL, set at build time: `VITE_IP_COUNTRY_URL` (e.g. `https://ip2c.org/s`; add its
 * origin to the server's CSP_CONNECT_SRC), by default the reference API's stand-in
 * `GET {base path}/{product}/basic/ip-country`.
 */
export const ipCountryUrl: string =
  import.meta.env.VITE_IP_COUNTRY_URL || `${apiConfig.baseUrl}${apiConfig.basePath}/${apiConfig.product}/basic/ip-country`;

/** The real adapter: a GET with no payload and no credentials, the text reply parsed as above. */
export function createHttpIpCountryLookup(url: string = ipCountryUrl, fetchFn: typeof fetch = (...args) => fetch(...args)): IpCountryLookup {
  return {
    async lookup(signal) {
      const response = await fetchFn(url, { method: 'GET', credentials: 'omit', signal, headers: { Accept: 'text/plain' } });
      if (!response.ok) throw new Error(`IP country lookup answered ${response.status}`);
      return parseIpCountryReply((await response.text()).trim());
    },
  };
}
