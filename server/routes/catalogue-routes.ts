import type { Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { LANGUAGE_HEADER } from '../../contract/http.ts';
import { brokerView, type CatalogueStore, categoryDetail, categoryView } from '../catalogue/catalogue-store.ts';
import { productWording } from '../catalogue/wording/product-wording.ts';
import type { AppDatabase } from '../db/database.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { requestLanguage } from '../http/request-language.ts';
import { cancellationRuleFor } from '../policy-requests/requests.ts';

/** Reference data, the same for everyone who asks in the same language: caches may keep it a few minutes. */
function cacheable(c: Context<AppEnv>) {
  c.header('Cache-Control', 'public, max-age=300');
  c.header('Vary', LANGUAGE_HEADER);
  return requestLanguage(c.req.header(LANGUAGE_HEADER));
}

/** GET /catalogue/categories, /catalogue/categories/:categoryId, /catalogue/brokers, a product's wording. No session needed. */
export function mountCatalogueRoutes(router: Hono<AppEnv>, store: CatalogueStore, db: AppDatabase): void {
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

  mountEndpoint(router, endpoints.productWording, async (c, { params, query }) => {
    const language = cacheable(c);
    const s = await store.snapshot();
    const product = s.productById.get(params.productId);
    const rule = product ? await cancellationRuleFor(db, product.categoryId) : null;
    const wording = rule && productWording(s, { productId: params.productId, planId: query.planId, rule, language });
    if (!wording) throw new ApiHttpError(404, 'not_found', 'There is no such product or plan.');
    return wording;
  });
}
