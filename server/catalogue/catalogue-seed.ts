import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../db/database.ts';
import { users } from '../db/tables/accounts.ts';
import { creditWallet } from '../wallet/ledger.ts';
import {
  addOns,
  brokerCategories,
  brokers,
  catalogueCategories,
  giftCards,
  insurers,
  plans,
  pricingRules,
  products,
} from '../db/tables/purchase.ts';
import {
  brokerSeeds,
  CURRENCY,
  categorySeeds,
  giftCardSeeds,
  insurerSeeds,
  productSeeds,
  QUOTE_VALIDITY_SECONDS,
  VAT_BASIS_POINTS,
  walletSeeds,
} from './catalogue-data.ts';

/** Every column of the insert except the key is overwritten from the seed ("excluded" row). */
function excludedSet(table: PgTable, skip: string[]) {
  const set: Record<string, ReturnType<typeof sql.raw>> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    if (!skip.includes(field)) set[field] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/**
 * Upserts the catalogue (categories, pricing rules, insurers, brokers, products, plans, add-ons), adds
 * the test gift cards once (balances are never reset: they are live data) and the seeded customer's
 * welcome wallet credit once (those two only with `demoData`). Idempotent: runs on every start.
 */
export async function seedCatalogue(db: AppDatabase, options: { demoData: boolean } = { demoData: true }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(catalogueCategories)
      .values(
        categorySeeds.map((c, index) => ({
          id: c.id,
          nameEn: c.nameEn,
          nameAr: c.nameAr,
          descriptionEn: c.descriptionEn,
          descriptionAr: c.descriptionAr,
          imageUrl: `/images/categories/${c.id}.svg`,
          sortOrder: index,
          startDateWindowDays: c.startDateWindowDays,
          insuresSeveralPeople: c.insuresSeveralPeople,
        })),
      )
      .onConflictDoUpdate({ target: catalogueCategories.id, set: excludedSet(catalogueCategories, ['id']) });

    await tx
      .insert(pricingRules)
      .values(
        categorySeeds.map((c) => ({
          categoryId: c.id,
          currency: CURRENCY,
          taxRateBasisPoints: VAT_BASIS_POINTS,
          quoteValiditySeconds: QUOTE_VALIDITY_SECONDS,
          rule: c.rule,
        })),
      )
      .onConflictDoUpdate({ target: pricingRules.categoryId, set: excludedSet(pricingRules, ['categoryId']) });

    await tx.insert(insurers).values(insurerSeeds).onConflictDoUpdate({ target: insurers.id, set: excludedSet(insurers, ['id']) });

    await tx
      .insert(brokers)
      .values(brokerSeeds.map(({ categoryIds: _categories, ...broker }) => broker))
      .onConflictDoUpdate({ target: brokers.id, set: excludedSet(brokers, ['id']) });
    await tx
      .insert(brokerCategories)
      .values(brokerSeeds.flatMap((b) => b.categoryIds.map((categoryId) => ({ brokerId: b.id, categoryId }))))
      .onConflictDoNothing();

    await tx
      .insert(products)
      .values(
        productSeeds.map(({ plans: _plans, addOns: _addOns, ...product }, index) => ({
          ...product,
          imageUrl: `/images/categories/${product.categoryId}.svg`,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({ target: products.id, set: excludedSet(products, ['id']) });
    await tx
      .insert(plans)
      .values(productSeeds.flatMap((p) => p.plans.map((plan, index) => ({ ...plan, productId: p.id, sortOrder: index }))))
      .onConflictDoUpdate({ target: plans.id, set: excludedSet(plans, ['id']) });
    await tx
      .insert(addOns)
      .values(productSeeds.flatMap((p) => p.addOns.map((addOn, index) => ({ ...addOn, productId: p.id, sortOrder: index }))))
      .onConflictDoUpdate({ target: addOns.id, set: excludedSet(addOns, ['id']) });

    if (!options.demoData) return;
    await tx
      .insert(giftCards)
      .values(giftCardSeeds.map((card) => ({ ...card, currency: CURRENCY })))
      .onConflictDoNothing();

    for (const seed of walletSeeds) {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, seed.email));
      if (!user) continue;
      await creditWalletInTransaction(tx as unknown as AppDatabase, {
        userId: user.id,
        amountMinor: seed.amountMinor,
        reference: seed.reference,
        descriptionEn: 'Welcome credit',
        descriptionAr: 'رصيد ترحيبي',
      });
    }
  });
}

/**
 * Adds to a user's wallet through its ledger (server/wallet/ledger.ts). With a `reference`, a second
 * credit with the same reference does nothing. Call inside a transaction.
 */
export async function creditWalletInTransaction(
  tx: AppDatabase,
  credit: { userId: string; amountMinor: number; reference?: string; descriptionEn: string; descriptionAr: string },
): Promise<boolean> {
  return (await creditWallet(tx, { ...credit, kind: 'credit' })).applied;
}
