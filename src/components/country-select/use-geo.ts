import { useEffect, useState } from 'react';
import type { GeoCountry } from '../../../contract/geo.ts';
import { useAppServices } from '@/lib/app-context.tsx';
import type { ApiClient } from '@/lib/api/client.ts';

/** Loading, loaded, or failed with a way to try again. */
export type GeoState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; retry: () => void };

/**
 * One request per page for the country list and per country for its regions: every country select on
 * the page shares them (the language is fixed for a page: switching it reloads). A failure is not kept.
 */
const cache = new Map<string, Promise<GeoCountry[]>>();
function load(api: ApiClient, key: string, query: { includeRegions?: 'false'; countryShortCode?: string }): Promise<GeoCountry[]> {
  let pending = cache.get(key);
  if (!pending) {
    pending = api.call('geo', { query }).then(({ countries }) => countries);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** Forgets every answer (tests). */
export const clearGeoCache = () => cache.clear();

function useGeo<T>(key: string | null, query: { includeRegions?: 'false'; countryShortCode?: string }, pick: (countries: GeoCountry[]) => T): GeoState<T> | null {
  const { api } = useAppServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; attempt: number; value: GeoState<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let active = true;
    const settle = (value: GeoState<T>) => active && setState({ key, attempt, value });
    if (!api) settle({ status: 'failed', retry: () => setAttempt((n) => n + 1) });
    else {
      load(api, key, query).then(
        (countries) => settle({ status: 'ready', data: pick(countries) }),
        () => settle({ status: 'failed', retry: () => setAttempt((n) => n + 1) }),
      );
    }
    return () => {
      active = false;
    };
    // The query and pick follow from the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, attempt]);
  if (key === null) return null;
  return state && state.key === key && state.attempt === attempt ? state.value : { status: 'loading' };
}

/** Every country (without regions), named in the request's language. */
export const useGeoCountries = () => useGeo('countries', { includeRegions: 'false' }, (countries) => countries);

/** The regions of one country (null while no country is chosen). */
export const useGeoRegions = (country: string | undefined) =>
  useGeo(country ? `regions:${country.toUpperCase()}` : null, { countryShortCode: country?.toUpperCase() ?? '' }, (countries) => countries[0]?.regions ?? []);
