// A product's policy wording: the category's text (wording/<lang>/<category>.ts) around the figures the
// code decides, taken from where the code takes them: the plans' covers, limits and deductibles and the
// add-ons from the catalogue, the cancellation fee and cooling-off days from the cancellation rule the
// refunds are priced with, the renewal window from the renewal rules.
import type { CategoryId } from '../../../contract/catalogue.ts';
import type { ProductWording, WordingSection } from '../../../contract/wording.ts';
import { formatsFor } from '../../documents/document-labels.ts';
import type { ApiLanguage } from '../../http/request-language.ts';
import type { CancellationRule } from '../../policy-requests/cancellation-pricing.ts';
import { RENEWAL_GRACE_DAYS, RENEWAL_OPENS_DAYS_AHEAD } from '../../policies/renewal-rules.ts';
import { type CatalogueSnapshot, pick } from '../catalogue-store.ts';
import { templatesAr } from './ar/common.ts';
import { healthAr } from './ar/health.ts';
import { homeAr } from './ar/home.ts';
import { lifeAr } from './ar/life.ts';
import { motorAr } from './ar/motor.ts';
import { travelAr } from './ar/travel.ts';
import { templatesEn } from './en/common.ts';
import { healthEn } from './en/health.ts';
import { homeEn } from './en/home.ts';
import { lifeEn } from './en/life.ts';
import { motorEn } from './en/motor.ts';
import { travelEn } from './en/travel.ts';
import type { CategoryWording, WordingTemplates } from './wording-types.ts';

const wordings: Record<ApiLanguage, Record<CategoryId, CategoryWording>> = {
  en: { motor: motorEn, travel: travelEn, health: healthEn, home: homeEn, life: lifeEn },
  ar: { motor: motorAr, travel: travelAr, health: healthAr, home: homeAr, life: lifeAr },
};
const templates: Record<ApiLanguage, WordingTemplates> = { en: templatesEn, ar: templatesAr };

/** The cancellation fee as the rule prices it (cancellation-pricing.ts), in words. */
function feeSentence(rule: CancellationRule, t: WordingTemplates, money: (minor: number) => string, percent: (basisPoints: number) => string): string {
  const max = rule.feeMaxMinor === null ? null : money(rule.feeMaxMinor);
  if (rule.feeFlatMinor > 0 && rule.feeBasisPoints > 0) return t.cancellation.feeFlatAndShare(money(rule.feeFlatMinor), percent(rule.feeBasisPoints), max);
  if (rule.feeFlatMinor > 0) return t.cancellation.feeFlat(money(rule.feeFlatMinor));
  if (rule.feeBasisPoints > 0) return t.cancellation.feeShare(percent(rule.feeBasisPoints), max);
  return t.cancellation.noFee;
}

/** The wording of `productId` (only `planId`'s plan when given); null for an unknown product or plan. */
export function productWording(
  s: CatalogueSnapshot,
  input: { productId: string; planId?: string; rule: CancellationRule; language: ApiLanguage },
): ProductWording | null {
  const product = s.productById.get(input.productId);
  if (!product) return null;
  const allPlans = s.plansByProduct.get(product.id) ?? [];
  const plans = input.planId ? allPlans.filter((plan) => plan.id === input.planId) : allPlans;
  if (plans.length === 0) return null;
  const { language, rule } = input;
  const text = wordings[language][product.categoryId as CategoryId];
  const t = templates[language];
  const f = formatsFor(language, s.rules.get(product.categoryId)?.currency ?? 'SAR');
  const locale = language === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB';
  const percent = (basisPoints: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const productName = pick(language, product);
  const insurerName = pick(language, s.insurers.get(product.insurerId)!);
  const label = (c: { labelEn: string; labelAr: string }) => (language === 'ar' ? c.labelAr : c.labelEn);
  const addOns = s.addOnsByProduct.get(product.id) ?? [];

  const section = (id: WordingSection['id'], paragraphs: string[], items: string[] = []): WordingSection => ({ id, heading: t.headings[id], paragraphs, items });
  const sections: WordingSection[] = [
    section('about', [language === 'ar' ? product.descriptionAr : product.descriptionEn, t.insurerLine(productName, insurerName), ...text.about, ...(text.products[product.id] ?? [])]),
    section(
      'cover',
      [...text.cover, ...plans.filter((plan) => plan.needsManualReview).map((plan) => t.reviewedPlan(pick(language, plan)))],
      plans.map((plan) =>
        t.planCovers(
          pick(language, plan),
          f.list(plan.coverages.map((c) => (c.limitMinor === null ? t.coverIncluded(label(c)) : t.coverLimit(label(c), f.money(c.limitMinor))))),
        ),
      ),
    ),
    section(
      'addOns',
      addOns.length === 0 ? [t.noAddOns] : [],
      addOns.map((addOn) => t.addOn(pick(language, addOn), language === 'ar' ? addOn.descriptionAr : addOn.descriptionEn)),
    ),
    section('exclusions', [], text.exclusions),
    section(
      'deductible',
      text.deductible,
      plans.map((plan) => (plan.deductibleMinor > 0 ? t.planDeductible(pick(language, plan), f.money(plan.deductibleMinor)) : t.planNoDeductible(pick(language, plan)))),
    ),
    section('claims', text.claims),
    section('cancellation', [
      t.cancellation.when,
      t.cancellation.refund,
      `${feeSentence(rule, t, f.money, percent)} ${t.cancellation.feeNeverAbove}`,
      t.cancellation.where,
      t.cancellation.review,
    ]),
    section('coolingOff', rule.coolingOffDays > 0 ? t.coolingOff(count(rule.coolingOffDays)) : [t.noCoolingOff]),
    section('renewal', t.renewal(count(RENEWAL_OPENS_DAYS_AHEAD), count(RENEWAL_GRACE_DAYS))),
  ];
  return { productId: product.id, categoryId: product.categoryId as CategoryId, productName, insurerName, planId: input.planId ?? null, sections };
}
