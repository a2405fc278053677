import { useCallback, useEffect, useState } from 'react';
import type { ContentEndpointName } from '../../../contract/content-endpoints.ts';
import type { EndpointResponse } from '../../../contract/endpoints.ts';
import { useAppSelector, useAppServices } from '@/lib/app-context.tsx';
import type { CallOptions } from '@/lib/api/client.ts';

/**
 * Data of prerendered pages. At build time a page asks for what it shows (`useRouteData`), the build
 * fetches it from the reference API (in process, from a seeded database), renders the page again
 * with it and embeds it in the HTML (`<script type="application/json" id="route-data">`). In the
 * browser the first render reads that embedded data, so hydration shows the same text without a
 * request; anything not embedded (another page, another language) is fetched through the API client.
 */
export const ROUTE_DATA_ELEMENT_ID = 'route-data';

export interface RouteDataRequest {
  name: ContentEndpointName | 'catalogueCategories' | 'catalogueCategory';
  params?: Record<string, string>;
  query?: Record<string, string>;
  language: string;
  /** A page's own cut of the answer (RouteDataView.id): embedded, and cached, apart from the whole answer. */
  view?: string;
}
type DataName = RouteDataRequest['name'];

/**
 * What a page embeds of an answer when it shows only part of it (Get Help's four FAQ shortcuts of a
 * whole FAQ): every byte of the HTML counts against the first round trip. Same type as the answer,
 * so the page reads it as usual; cached under its own key, so no other page gets the cut.
 */
export interface RouteDataView<T> {
  id: string;
  project: (data: T) => T;
}

/** The cache key of an answer (any endpoint's name: the build keys what it loads the same way). */
export const routeDataKey = (request: Omit<RouteDataRequest, 'name'> & { name: string }) =>
  `${request.name}|${JSON.stringify(request.params ?? {})}|${JSON.stringify(request.query ?? {})}|${request.language}${request.view ? `|${request.view}` : ''}`;

const cache = new Map<string, unknown>();
let embeddedRead = false;
/** Set while the build renders a page: what it asked for and what it used. */
let recorder: { missing: Map<string, RouteDataRequest>; used: Map<string, unknown> } | null = null;

function readEmbedded(): void {
  if (embeddedRead || typeof document === 'undefined') return;
  embeddedRead = true;
  const element = document.getElementById(ROUTE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    for (const [key, value] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>)) cache.set(key, value);
  } catch (error) {
    console.warn('Embedded page data could not be read:', error);
  }
}

function cached(key: string): { found: boolean; value: unknown } {
  readEmbedded();
  const found = cache.has(key);
  const value = cache.get(key);
  if (recorder && found) recorder.used.set(key, value);
  return { found, value };
}

/** Build time: the data a page may use; returns a function that ends the render and says what was missing. */
export function beginPrerenderData(data: Record<string, unknown>) {
  cache.clear();
  embeddedRead = true;
  for (const [key, value] of Object.entries(data)) cache.set(key, value);
  recorder = { missing: new Map(), used: new Map() };
  const current = recorder;
  return () => {
    recorder = null;
    return { missing: [...current.missing.values()], used: Object.fromEntries(current.used) };
  };
}

export type RouteData<T> = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: T };

/**
 * The page's data: embedded (prerendered) or fetched; a failure offers a retry. `fetch: false` only
 * reads what is embedded or already loaded (a name for a title while the page's own flow loads the
 * rest): loading until then, never a request of its own.
 */
export function useRouteData<N extends DataName>(
  name: N,
  options: { params?: Record<string, string>; query?: CallOptions<N>['query'] & Record<string, string>; fetch?: boolean; view?: RouteDataView<EndpointResponse<N>> } = {},
): RouteData<EndpointResponse<N>> {
  const { fetch: fetches = true, view, ...callOptions } = options;
  const { api } = useAppServices();
  const language = useAppSelector('language', (s) => s.context.language);
  const request: RouteDataRequest = { name, language, ...callOptions, ...(view ? { view: view.id } : {}) };
  const key = routeDataKey(request);
  const initial = cached(key);
  if (recorder && !initial.found) recorder.missing.set(key, request);

  const [state, setState] = useState<{ key: string; result: RouteData<EndpointResponse<N>> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (!api || !fetches || cached(key).found) return;
    let live = true;
    api.call(name, { params: callOptions.params, query: callOptions.query }).then(
      (data) => {
        cache.set(key, data);
        if (live) setState({ key, result: { status: 'ready', data: data as EndpointResponse<N> } });
      },
      (error: unknown) => {
        console.warn(`Loading ${name} failed:`, error);
        if (live) setState({ key, result: { status: 'error', retry } });
      },
    );
    return () => {
      live = false;
    };
    // `key` stands for name, params, query and language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, fetches, attempt, retry]);

  const now = cached(key);
  // The build loaded the whole answer; the page embeds only its cut.
  if (recorder && now.found && view) recorder.used.set(key, view.project(now.value as EndpointResponse<N>));
  if (now.found) return { status: 'ready', data: now.value as EndpointResponse<N> };
  if (state?.key === key) return state.result;
  return { status: 'loading' };
}
