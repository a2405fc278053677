import { and, eq, sql } from 'drizzle-orm';
import type { RiskDetails } from '../../contract/catalogue.ts';
import { type CreateQuoteRequest, createQuoteRequestSchema } from '../../contract/purchase.ts';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import { quotes, type StoredOffer } from '../db/tables/purchase.ts';
import type { AppDatabase } from '../db/database.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { addDays, addOnPriceMinor, basePremiumMinor, planPremiumMinor, RiskNotPriceableError, taxMinor } from './pricing.ts';
import type { PurchaseDeps } from './purchase-deps.ts';
import { isoDay, type QuoteRow } from './views.ts';

/**
 * Every plan of the category priced for the risk, cheapest first. Pure apart from the catalogue
 * snapshot: the same inputs on the same day give the same offers.
 */
export function priceOffers(s: CatalogueSnapshot, risk: RiskDetails, today: string): StoredOffer[] {
  const rule = s.rules.get(risk.categoryId);
  if (!rule) throw new ApiHttpError(404, 'not_found', 'There is no such insurance category.');
  let base: number;
  try {
    base = basePremiumMinor(rule.rule, risk, { today });
  } catch (error) {
    if (error instanceof RiskNotPriceableError) {
      throw new ApiHttpError(400, 'validation_failed', error.message, { [error.field]: error.message });
    }
    throw error;
  }
  const offers: StoredOffer[] = [];
  for (const product of s.products.filter((p) => p.categoryId === risk.categoryId)) {
    for (const plan of s.plansByProduct.get(product.id) ?? []) {
      const premium = planPremiumMinor(base, plan.priceFactorBasisPoints);
      offers.push({
        offerId: plan.id,
        productId: product.id,
        planId: plan.id,
        premiumMinor: premium,
        taxMinor: taxMinor(premium, rule.taxRateBasisPoints),
        addOns: (s.addOnsByProduct.get(product.id) ?? []).map((addOn) => ({
          addOnId: addOn.id,
          priceMinor: addOnPriceMinor({ kind: addOn.pricingKind, value: addOn.pricingValue }, premium),
        })),
      });
    }
  }
  return offers.sort((a, b) => a.premiumMinor - b.premiumMinor || a.offerId.localeCompare(b.offerId));
}

export async function createQuote(deps: PurchaseDeps, userId: string, request: CreateQuoteRequest): Promise<QuoteRow> {
  const s = await deps.catalogue.snapshot();
  const broker = s.brokerById.get(request.brokerId);
  if (!broker || !s.brokerCategoryIds.get(broker.id)?.includes(request.categoryId)) {
    throw new ApiHttpError(400, 'validation_failed', 'This broker does not sell this kind of insurance.', {
      brokerId: 'Choose a broker that sells this kind of insurance.',
    });
  }
  const at = deps.now();
  const category = s.categories.find((c) => c.id === request.categoryId);
  if (request.risk.categoryId === 'travel' && category) {
    // A travel policy starts on departure, so the departure must fall in the start-date window.
    const last = addDays(isoDay(at), category.startDateWindowDays);
    if (request.risk.departureDate > last) {
      const message = `The departure date must be on or before ${last}.`;
      throw new ApiHttpError(400, 'validation_failed', message, { 'risk.departureDate': message });
    }
  }
  const offers = priceOffers(s, request.risk, isoDay(at));
  const rule = s.rules.get(request.categoryId)!;
  const values = {
    userId,
    categoryId: request.categoryId,
    brokerId: request.brokerId,
    risk: request.risk,
    currency: rule.currency,
    taxRateBasisPoints: rule.taxRateBasisPoints,
    offers,
    createdAt: at,
    expiresAt: new Date(at.getTime() + rule.quoteValiditySeconds * 1000),
  };
  const [inserted] = await insertQuoteQuery(deps.db).execute(values);
  // The row is what was just written: reading its JSON back from the database would only parse it again.
  return { id: inserted!.id, ...values };
}

const insertQuoteQueries = new WeakMap<AppDatabase, ReturnType<typeof prepareInsertQuote>>();

/** Quotes are the busiest write: the INSERT's SQL text is built once per database, not on every quote. */
function insertQuoteQuery(db: AppDatabase) {
  let query = insertQuoteQueries.get(db);
  if (!query) insertQuoteQueries.set(db, (query = prepareInsertQuote(db)));
  return query;
}

function prepareInsertQuote(db: AppDatabase) {
  const value = (name: keyof Omit<QuoteRow, 'id'>) => sql.placeholder(name);
  return db
    .insert(quotes)
    .values({
      userId: value('userId'),
      categoryId: value('categoryId'),
      brokerId: value('brokerId'),
      risk: value('risk'),
      currency: value('currency'),
      taxRateBasisPoints: value('taxRateBasisPoints'),
      offers: value('offers'),
      createdAt: value('createdAt'),
      expiresAt: value('expiresAt'),
    })
    .returning({ id: quotes.id })
    .prepare('insert_quote');
}

/**
 * A new quote for a stored one's category, broker and risk details, read again through today's
 * contract: a quote kept from before a detail was asked (a motor quote without its plate) is not
 * priced again from what it lacks; the customer starts a new quote, where the form asks for it.
 */
export async function repriceQuote(deps: PurchaseDeps, userId: string, old: QuoteRow): Promise<QuoteRow> {
  const request = createQuoteRequestSchema.safeParse({ categoryId: old.categoryId, brokerId: old.brokerId, risk: old.risk });
  if (!request.success) throw new ApiHttpError(400, 'validation_failed', 'This quote lacks details asked today: start a new quote.');
  return createQuote(deps, userId, request.data);
}

export async function findQuote(deps: PurchaseDeps, ownerIds: string[], quoteId: string): Promise<QuoteRow> {
  const [row] = await deps.db.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!row || !ownerIds.includes(row.userId)) throw new ApiHttpError(404, 'not_found', 'There is no such quote.');
  return row;
}

export async function findOwnQuote(deps: PurchaseDeps, userId: string, quoteId: string): Promise<QuoteRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.userId, userId)));
  return row;
}
