import type { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { LANGUAGE_HEADER } from '../../contract/http.ts';
import type { GeoCatalog } from '../geo/geo-catalog.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { requestLanguage } from '../http/request-language.ts';

/** GET /basic/geo: countries with regions, named in the request's language. */
export function mountGeoRoutes(router: Hono<AppEnv>, catalog: GeoCatalog): void {
  mountEndpoint(router, endpoints.geo, async (c, { query }) => {
    const countries = await catalog.query(requestLanguage(c.req.header(LANGUAGE_HEADER)), query);
    // Same answer for everyone who asks in the same language: shared caches may keep it for an hour.
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Vary', LANGUAGE_HEADER);
    return { countries };
  });
}
