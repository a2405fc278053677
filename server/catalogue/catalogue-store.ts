import { asc } from 'drizzle-orm';
import type { BilingualText, Broker, Category, CategoryDetailResponse, CategoryId, Product, RiskDetails } from '../../contract/catalogue.ts';
import type { AppDatabase } from '../db/database.ts';
import {
  addOns,
  brokerCategories,
  brokers,
  catalogueCategories,
  insurers,
  plans,
  pricingRules,
  products,
} from '../db/tables/purchase.ts';
import type { ApiLanguage } from '../http/request-language.ts';
import type { PricingRule } from '../purchase/pricing.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** The whole catalogue in memory (a few dozen rows), with look-ups by id. */
export interface CatalogueSnapshot {
  categories: Row<typeof catalogueCategories>[];
  rules: Map<string, Row<typeof pricingRules> & { rule: PricingRule }>;
  insurers: Map<string, Row<typeof insurers>>;
  brokers: Row<typeof brokers>[];
  brokerById: Map<string, Row<typeof brokers>>;
  brokerCategoryIds: Map<string, CategoryId[]>;
  products: Row<typeof products>[];
  productById: Map<string, Row<typeof products>>;
  plansByProduct: Map<string, Row<typeof plans>[]>;
  planById: Map<string, Row<typeof plans>>;
  addOnsByProduct: Map<string, Row<typeof addOns>[]>;
  addOnById: Map<string, Row<typeof addOns>>;
}

export const pick = (language: ApiLanguage, row: { nameEn: string; nameAr: string }): string =>
  language === 'ar' ? row.nameAr : row.nameEn;
export const bilingual = (row: { nameEn: string; nameAr: string }): BilingualText => ({ en: row.nameEn, ar: row.nameAr });

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

async function load(db: AppDatabase): Promise<CatalogueSnapshot> {
  const [categoryRows, ruleRows, insurerRows, brokerRows, brokerCategoryRows, productRows, planRows, addOnRows] = await Promise.all([
    db.select().from(catalogueCategories).orderBy(asc(catalogueCategories.sortOrder)),
    db.select().from(pricingRules),
    db.select().from(insurers),
    db.select().from(brokers).orderBy(asc(brokers.sortOrder)),
    db.select().from(brokerCategories),
    db.select().from(products).orderBy(asc(products.sortOrder)),
    db.select().from(plans).orderBy(asc(plans.sortOrder)),
    db.select().from(addOns).orderBy(asc(addOns.sortOrder)),
  ]);
  const categoryOrder = new Map(categoryRows.map((c) => [c.id, c.sortOrder]));
  const brokerCategoryIds = new Map<string, CategoryId[]>();
  for (const row of brokerCategoryRows) {
    brokerCategoryIds.set(row.brokerId, [...(brokerCategoryIds.get(row.brokerId) ?? []), row.categoryId as CategoryId]);
  }
  for (const ids of brokerCategoryIds.values()) ids.sort((a, b) => (categoryOrder.get(a) ?? 0) - (categoryOrder.get(b) ?? 0));
  return {
    categories: categoryRows,
    rules: new Map(ruleRows.map((r) => [r.categoryId, r as Row<typeof pricingRules> & { rule: PricingRule }])),
    insurers: new Map(insurerRows.map((i) => [i.id, i])),
    brokers: brokerRows,
    brokerById: new Map(brokerRows.map((b) => [b.id, b])),
    brokerCategoryIds,
    products: productRows,
    productById: new Map(productRows.map((p) => [p.id, p])),
    plansByProduct: groupBy(planRows, (p) => p.productId),
    planById: new Map(planRows.map((p) => [p.id, p])),
    addOnsByProduct: groupBy(addOnRows, (a) => a.productId),
    addOnById: new Map(addOnRows.map((a) => [a.id, a])),
  };
}

/**
 * The catalogue, read from the database at most once a minute (it only changes with a seed). Past the
 * minute the snapshot in hand is still answered while a new one loads in the background: a request never
 * waits for the catalogue's eight queries, except the very first one (or after a failed load).
 */
export function createCatalogueStore(db: AppDatabase, ttlMs = 60_000) {
  let cached: { at: number; snapshot: Promise<CatalogueSnapshot> } | undefined;
  let refreshing = false;
  const start = () => {
    const pending = load(db);
    pending.catch(() => undefined);
    return pending;
  };
  function snapshot(): Promise<CatalogueSnapshot> {
    const now = Date.now();
    if (!cached) {
      const pending = start();
      const entry = { at: now, snapshot: pending };
      cached = entry;
      pending.catch(() => {
        if (cached === entry) cached = undefined;
      });
    } else if (now - cached.at > ttlMs && !refreshing) {
      refreshing = true;
      start().then(
        (fresh) => {
          cached = { at: Date.now(), snapshot: Promise.resolve(fresh) };
        },
        // The old snapshot stays; the next request past the minute tries again.
        () => undefined,
      ).finally(() => {
        refreshing = false;
      });
    }
    return cached.snapshot;
  }
  return { snapshot };
}
export type CatalogueStore = ReturnType<typeof createCatalogueStore>;

// ---------------------------------------------------------------------------------------------------
// Views in the contract's shapes

export function categoryView(s: CatalogueSnapshot, category: Row<typeof catalogueCategories>, language: ApiLanguage): Category {
  return {
    categoryId: category.id as CategoryId,
    name: pick(language, category),
    description: language === 'ar' ? category.descriptionAr : category.descriptionEn,
    imageUrl: category.imageUrl,
    productCount: s.products.filter((p) => p.categoryId === category.id).length,
  };
}

export function brokerView(s: CatalogueSnapshot, broker: Row<typeof brokers>, language: ApiLanguage): Broker {
  return {
    brokerId: broker.id,
    name: pick(language, broker),
    logoUrl: broker.logoUrl,
    licenceCode: broker.licenceCode,
    rating: broker.ratingTenths / 10,
    categoryIds: s.brokerCategoryIds.get(broker.id) ?? [],
  };
}

export function insurerView(s: CatalogueSnapshot, insurerId: string, language: ApiLanguage) {
  const insurer = s.insurers.get(insurerId)!;
  return { insurerId: insurer.id, name: pick(language, insurer), logoUrl: insurer.logoUrl };
}

export function productView(s: CatalogueSnapshot, product: Row<typeof products>, language: ApiLanguage): Product {
  return {
    productId: product.id,
    name: pick(language, product),
    insurer: insurerView(s, product.insurerId, language),
    description: language === 'ar' ? product.descriptionAr : product.descriptionEn,
    imageUrl: product.imageUrl,
    plans: (s.plansByProduct.get(product.id) ?? []).map((plan) => ({
      planId: plan.id,
      name: pick(language, plan),
      coverages: coveragesView(plan.coverages, language),
      deductibleMinor: plan.deductibleMinor,
      needsManualReview: plan.needsManualReview,
    })),
    addOns: (s.addOnsByProduct.get(product.id) ?? []).map((addOn) => ({
      addOnId: addOn.id,
      name: pick(language, addOn),
      description: language === 'ar' ? addOn.descriptionAr : addOn.descriptionEn,
      pricing: { kind: addOn.pricingKind, value: addOn.pricingValue },
    })),
  };
}

/**
 * The covers of a plan that apply to a risk: a home cover of the building (or of the contents) only
 * when the risk insures a building (contents) value; every other cover always. Without a risk (the
 * catalogue's plan lists) all of them.
 */
export function coveragesFor(coverages: Row<typeof plans>['coverages'], risk?: RiskDetails) {
  if (risk?.categoryId !== 'home') return coverages;
  return coverages.filter((c) => (c.insures === 'building' ? risk.buildingValueMinor > 0 : c.insures === 'contents' ? risk.contentsValueMinor > 0 : true));
}

export function coveragesView(coverages: Row<typeof plans>['coverages'], language: ApiLanguage, risk?: RiskDetails) {
  return coveragesFor(coverages, risk).map((c) => ({ key: c.key, label: language === 'ar' ? c.labelAr : c.labelEn, limitMinor: c.limitMinor }));
}

export function brokersSelling(s: CatalogueSnapshot, categoryId: CategoryId) {
  return s.brokers.filter((b) => s.brokerCategoryIds.get(b.id)?.includes(categoryId));
}

export function categoryDetail(s: CatalogueSnapshot, categoryId: CategoryId, language: ApiLanguage): CategoryDetailResponse | null {
  const category = s.categories.find((c) => c.id === categoryId);
  const rule = s.rules.get(categoryId);
  if (!category || !rule) return null;
  return {
    category: categoryView(s, category, language),
    products: s.products.filter((p) => p.categoryId === categoryId).map((p) => productView(s, p, language)),
    brokers: brokersSelling(s, categoryId).map((b) => brokerView(s, b, language)),
    riskForm: categoryId,
    startDateWindowDays: category.startDateWindowDays,
    currency: rule.currency,
    insuresSeveralPeople: category.insuresSeveralPeople,
  };
}
