import type { Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { LANGUAGE_HEADER } from '../../contract/http.ts';
import { brokerView, type CatalogueStore, categoryDetail, categoryView } from '../catalogue/catalogue-store.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { requestLanguage } from '../http/request-language.ts';

/** Reference data, the same for everyone who asks in the same language: caches may keep it a few minutes. */
function cacheable(c: Context<AppEnv>) {
  c.header('Cache-Control', 'public, max-age=300');
  c.header('Vary', LANGUAGE_HEADER);
  return requestLanguage(c.req.header(LANGUAGE_HEADER));
}

/** GET /catalogue/categories, /catalogue/categories/:categoryId, /catalogue/brokers. No session needed. */
export function mountCatalogueRoutes(router: Hono<AppEnv>, store: CatalogueStore): void {
  mountEndpoint(router, endpoints.catalogueCategories, async (c) => {
    const language = cacheable(c);
    const s = await store.snapshot();
    return { categories: s.categories.map((category) => categoryView(s, category, language)) };
  });

  mountEndpoint(router, endpoints.catalogueCategory, async (c, { params }) => {
    const language = cacheable(c);
    const detail = categoryDetail(await store.snapshot(), params.categoryId, language);
    if (!detail) throw new ApiHttpError(404, 'not_found', 'There is no such insurance category.');
    return detail;
  });

  mountEndpoint(router, endpoints.catalogueBrokers, async (c) => {
    const language = cacheable(c);
    const s = await store.snapshot();
    return { brokers: s.brokers.map((broker) => brokerView(s, broker, language)) };
  });
}
