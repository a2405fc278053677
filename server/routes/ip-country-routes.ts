import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

/** The country the stand-in answers with: `IP_COUNTRY` (two letters), default SA. */
export function ipCountryFromEnv(env: Record<string, string | undefined> = process.env): string {
  const value = (env.IP_COUNTRY ?? '').trim().toUpperCase();
  if (value === '') return 'SA';
  if (!/^[A-Z]{2}$/.test(value)) throw new Error(`IP_COUNTRY must be a two-letter country code, got "${env.IP_COUNTRY}".`);
  return value;
}

/**
 * GET /basic/ip-country: a stand-in for the phone input's network-address country lookup (spec
 * section 7), for machines without internet and for tests. It answers in the text format of an
 * ip2c.org-style service, `1;SA;;Saudi Arabia` (first character 1, country at characters 2 and 3),
 * always with the configured country: it does not geolocate. A deployment that wants real lookups
 * builds the front end with VITE_IP_COUNTRY_URL pointing at such a service (and lists its origin in
 * CSP_CONNECT_SRC). Plain text, not JSON, so it is not part of the JSON endpoint table.
 */
export function mountIpCountryRoutes(router: Hono<AppEnv>, country: string = ipCountryFromEnv()): void {
  const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(country) ?? country;
  router.get('/basic/ip-country', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text(`1;${country};;${name}`);
  });
}
