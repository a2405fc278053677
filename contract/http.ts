// Names on the wire that the client and the server must agree on (docs/product-spec.md, "The calls it makes").
export const SESSION_TOKEN_HEADER = 'session-token';
export const CSRF_TOKEN_HEADER = 'x-csrf-token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The language of every request, taken from the stored `lang`. */
export const LANGUAGE_HEADER = 'Accept-Language';
/** Cookie that tells the server which prerendered language to send (kept 365 days). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;

/** Defaults of the API address: `{API base address}{base path}/{product}/...`. */
export const DEFAULT_API_BASE_PATH = '/rest/s1';
export const DEFAULT_API_PRODUCT = 'insurance';

/** Served at the site root by the build; the app polls it for a newer build. */
export const BUILD_MANIFEST_PATH = '/build-manifest.json';
