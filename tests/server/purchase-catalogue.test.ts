import { describe, expect, it } from 'vitest';
import { brokersResponseSchema, categoriesResponseSchema, categoryDetailResponseSchema } from '../../contract/catalogue.ts';
import { createCatalogueStore } from '../../server/catalogue/catalogue-store.ts';
import { seedDatabase } from '../../server/db/seed.ts';
import { call, expectError, json } from './purchase-support.ts';
import { openPurchaseTestDatabase, queryRows } from './purchase-support.ts';
import { testApp, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openPurchaseTestDatabase('catalogue'));

describe('catalogue', () => {
  it('lists five categories with images and product counts, in English and in Arabic', async () => {
    const { app } = testApp(database());
    const en = categoriesResponseSchema.parse(await json(await call(app, null, 'GET', '/catalogue/categories'), 200));
    expect(en.categories.map((c) => c.categoryId)).toEqual(['motor', 'travel', 'health', 'home', 'life']);
    expect(en.categories[0]).toMatchObject({ name: 'Motor', imageUrl: '/images/categories/motor.svg' });
    for (const category of en.categories) expect(category.productCount).toBeGreaterThanOrEqual(2);
    const ar = categoriesResponseSchema.parse(await json(await call(app, null, 'GET', '/catalogue/categories', { lang: 'ar' }), 200));
    expect(ar.categories[0]!.name).toBe('تأمين المركبات');
    expect(ar.categories.every((c) => /[\u0600-\u06FF]/.test(c.name) && /[\u0600-\u06FF]/.test(c.description))).toBe(true);
  });

  it('describes a category: products with insurer, plans (coverages, limits, deductible), add-ons and the brokers selling it', async () => {
    const { app } = testApp(database());
    const detail = categoryDetailResponseSchema.parse(await json(await call(app, null, 'GET', '/catalogue/categories/health'), 200));
    expect(detail.riskForm).toBe('health');
    expect(detail.currency).toBe('SAR');
    expect(detail.insuresSeveralPeople).toBe(true);
    expect(detail.products.length).toBeGreaterThanOrEqual(2);
    const plan = detail.products[0]!.plans[0]!;
    expect(plan.coverages.length).toBeGreaterThan(0);
    expect(plan.coverages.some((c) => typeof c.limitMinor === 'number')).toBe(true);
    expect(Number.isInteger(plan.deductibleMinor)).toBe(true);
    expect(detail.products.flatMap((p) => p.plans).some((p) => p.needsManualReview)).toBe(true);
    expect(detail.products[0]!.addOns.length).toBeGreaterThan(0);
    expect(detail.brokers.map((b) => b.brokerId)).toEqual(['amanah-brokers', 'crescent-brokers', 'pearl-coast-brokers']);
    expect(detail.brokers.every((b) => b.categoryIds.includes('health'))).toBe(true);
  });

  it('refuses a category id outside the catalogue with 400 validation_failed', async () => {
    const { app } = testApp(database());
    await expectError(await call(app, null, 'GET', '/catalogue/categories/pets'), 400, 'validation_failed');
  });

  it('lists at least five brokers with logo, licence code and rating', async () => {
    const { app } = testApp(database());
    const { brokers } = brokersResponseSchema.parse(await json(await call(app, null, 'GET', '/catalogue/brokers', { lang: 'ar' }), 200));
    expect(brokers.length).toBeGreaterThanOrEqual(5);
    for (const broker of brokers) {
      expect(broker.logoUrl).toMatch(/^\/images\/brokers\/.+\.svg$/);
      expect(broker.licenceCode).toMatch(/^IA-BR-\d{4}-\d{4}$/);
      expect(broker.rating).toBeGreaterThan(0);
      expect(broker.rating).toBeLessThanOrEqual(5);
      expect(broker.name).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("gives the seeded customer (sara@example.com) a 500 SAR welcome wallet credit once", async () => {
    const wallet = async () =>
      queryRows(database(), "select w.balance_minor as balance, (select count(*) from wallet_transactions t where t.user_id = w.user_id) as n from wallets w join users u on u.id = w.user_id where u.email = 'sara@example.com'");
    const before = await wallet();
    expect(before.map((r) => [Number(r.balance), Number(r.n)])).toEqual([[50_000, 1]]);
    await seedDatabase(database().db);
    expect((await wallet()).map((r) => [Number(r.balance), Number(r.n)])).toEqual([[50_000, 1]]);
  });

  it('seeds idempotently: a second seed changes no catalogue row and adds no gift card', async () => {
    const before = await queryRows(database(), 'select (select count(*) from plans) as plans, (select count(*) from gift_cards) as cards, (select sum(balance_minor) from gift_cards) as balance');
    await seedDatabase(database().db);
    const after = await queryRows(database(), 'select (select count(*) from plans) as plans, (select count(*) from gift_cards) as cards, (select sum(balance_minor) from gift_cards) as balance');
    expect(after).toEqual(before);
  });

  it('past its time to live the catalogue answers with the snapshot in hand at once and reloads in the background', async () => {
    const store = createCatalogueStore(database().db, 100);
    const name = async () => (await store.snapshot()).categories.find((c) => c.id === 'motor')!.nameEn;
    expect(await name()).toBe('Motor');
    await database().db.execute("update catalogue_categories set name_en = 'Motor (renamed)' where id = 'motor'");
    try {
      await new Promise((done) => setTimeout(done, 150));
      const stale = store.snapshot();
      // The reload has started, but this call did not wait for it.
      expect((await stale).categories.find((c) => c.id === 'motor')!.nameEn).toBe('Motor');
      await expect.poll(name, { timeout: 2000, interval: 5 }).toBe('Motor (renamed)');
    } finally {
      await database().db.execute("update catalogue_categories set name_en = 'Motor' where id = 'motor'");
    }
  });
});
