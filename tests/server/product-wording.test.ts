import { describe, expect, it } from 'vitest';
import { productWordingSchema, wordingSectionIds } from '../../contract/wording.ts';
import { productSeeds } from '../../server/catalogue/catalogue-data.ts';
import { call, expectError, json } from './purchase-support.ts';
import { openPurchaseTestDatabase, queryRows } from './purchase-support.ts';
import { testApp, databaseForFile } from './support/test-database.ts';

// Issue 26, item 4: each product's policy wording, in English and Arabic, with the figures the code
// applies (the plans' limits and deductibles, the cancellation rule's fee and cooling-off days).
const database = databaseForFile(() => openPurchaseTestDatabase('wording'));

const wordingOf = async (app: ReturnType<typeof testApp>['app'], path: string, lang: 'en' | 'ar' = 'en') =>
  productWordingSchema.parse(await json(await call(app, null, 'GET', path, { lang }), 200));
const sectionOf = (wording: { sections: { id: string; paragraphs: string[]; items: string[] }[] }, id: string) => {
  const found = wording.sections.find((section) => section.id === id)!;
  // Formatted money carries no-break spaces and (in Arabic) direction marks: compared as plain spaces, without marks.
  return [...found.paragraphs, ...found.items].join('\n').replace(/[\u00A0\u202F]/g, ' ').replace(/[\u200E\u200F\u061C]/g, '');
};

describe('product wording', () => {
  it('every product has its wording in both languages, every section filled', async () => {
    const { app } = testApp(database());
    for (const product of productSeeds) {
      for (const lang of ['en', 'ar'] as const) {
        const wording = await wordingOf(app, `/catalogue/products/${product.id}/wording`, lang);
        expect(wording.sections.map((section) => section.id)).toEqual([...wordingSectionIds]);
        for (const section of wording.sections) expect(section.paragraphs.length + section.items.length, `${product.id} ${lang} ${section.id}`).toBeGreaterThan(0);
        const text = wording.sections.map((section) => [section.heading, ...section.paragraphs, ...section.items].join(' ')).join(' ');
        if (lang === 'ar') expect(text.replace(/[A-Za-z]/g, '').length / text.length).toBeGreaterThan(0.97);
        else expect(text).not.toMatch(/[\u0600-\u06FF]/);
        // Each plan's covers are listed (by name and cover).
        for (const plan of product.plans) expect(sectionOf(wording, 'cover')).toContain(lang === 'en' ? plan.nameEn : plan.nameAr);
      }
    }
  });

  it('motor (en): the plans’ limits and deductibles, the motor fee (50 SAR + 5%, at most 300 SAR) and 14 days’ cooling-off', async () => {
    const { app } = testApp(database());
    const wording = await wordingOf(app, '/catalogue/products/najd-motor/wording');
    expect(wording).toMatchObject({ productName: 'Najd Motor', insurerName: 'Najd Mutual Insurance', categoryId: 'motor', planId: null });
    expect(sectionOf(wording, 'cover')).toContain('Third party: Third-party liability up to SAR 10,000,000.00.');
    expect(sectionOf(wording, 'deductible')).toContain('Comprehensive: SAR 500.00 per claim.');
    expect(sectionOf(wording, 'deductible')).toContain('Third party: no deductible.');
    expect(sectionOf(wording, 'addOns')).toContain('Replacement car: A car for up to 15 days while yours is repaired.');
    expect(sectionOf(wording, 'cancellation')).toContain('A cancellation fee of SAR 50.00 plus 5% of that refund is deducted, at most SAR 300.00.');
    expect(sectionOf(wording, 'coolingOff')).toContain('for 14 days after it');
    expect(sectionOf(wording, 'renewal')).toContain('from 30 days before the policy ends');
  });

  it('travel (ar): the flat fee of 25 SAR, in Arabic with Arabic-Indic digits; one plan when asked', async () => {
    const { app } = testApp(database());
    const wording = await wordingOf(app, '/catalogue/products/safar-takaful/wording?planId=safar-takaful-plus', 'ar');
    expect(wording).toMatchObject({ productName: 'سفر تكافل', planId: 'safar-takaful-plus' });
    const cover = wording.sections.find((section) => section.id === 'cover')!;
    expect(cover.items).toHaveLength(1);
    expect(cover.items[0]).toMatch(/^بلس: /);
    expect(sectionOf(wording, 'cancellation')).toContain('تُخصم رسوم إلغاء قدرها ٢٥٫٠٠ ر.س..');
    expect(sectionOf(wording, 'coolingOff')).toContain('خلال ١٤ يومًا بعده');
  });

  it('follows the rules as they are in the database(): a changed cooling-off period and fee are what the wording says', async () => {
    const { app } = testApp(database());
    await queryRows(database(), `update cancellation_rules set cooling_off_days = 7, fee_flat_minor = 0, fee_basis_points = 1200, fee_max_minor = null where id = 'default'`);
    try {
      const wording = await wordingOf(app, '/catalogue/products/bayti-takaful/wording');
      expect(sectionOf(wording, 'coolingOff')).toContain('for 7 days after it');
      expect(sectionOf(wording, 'cancellation')).toContain('A cancellation fee of 12% of that refund is deducted.');
    } finally {
      await queryRows(database(), `update cancellation_rules set cooling_off_days = 14, fee_flat_minor = 0, fee_basis_points = 1000, fee_max_minor = 25000 where id = 'default'`);
    }
    expect(sectionOf(await wordingOf(app, '/catalogue/products/bayti-takaful/wording'), 'cancellation')).toContain('A cancellation fee of 10% of that refund is deducted, at most SAR 250.00.');
  });

  it('answers 404 for an unknown product or a plan of another product, 400 for a malformed id', async () => {
    const { app } = testApp(database());
    await expectError(await call(app, null, 'GET', '/catalogue/products/no-such-product/wording'), 404, 'not_found');
    await expectError(await call(app, null, 'GET', '/catalogue/products/najd-motor/wording?planId=safar-takaful-plus'), 404, 'not_found');
    await expectError(await call(app, null, 'GET', '/catalogue/products/Najd%20Motor/wording'), 400, 'validation_failed');
  });
});
