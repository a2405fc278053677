import * as catalogue from './catalogue.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';

/** The catalogue: categories, one category with its products, the brokers (contract/catalogue.ts). */
export const catalogueEndpoints = {
  catalogueCategories: {
    method: 'GET',
    path: '/catalogue/categories',
    summary: 'Insurance categories with image and product count, named in the request language.',
    response: catalogue.categoriesResponseSchema,
    needsSession: false,
    sessionless: true,
  },
  catalogueCategory: {
    method: 'GET',
    path: '/catalogue/categories/:categoryId',
    summary: 'One category: its products (insurer, plans with coverages, limits, deductible; add-ons), the brokers selling it, the risk form and the start-date window.',
    params: catalogue.categoryParamsSchema,
    response: catalogue.categoryDetailResponseSchema,
    needsSession: false,
    sessionless: true,
  },
  catalogueBrokers: {
    method: 'GET',
    path: '/catalogue/brokers',
    summary: 'Every broker with logo, licence code, rating and the categories it sells.',
    response: catalogue.brokersResponseSchema,
    needsSession: false,
    sessionless: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
