import type { CategoryId } from '../../../contract/catalogue.ts';

/**
 * A category's policy wording in one language, as its content file writes it: plain text, shown as
 * text (never HTML). Figures that the code decides (limits, deductibles, add-ons, the cancellation fee,
 * the cooling-off period, the renewal window) are NOT written here: the server adds them from the
 * catalogue and the rules (product-wording.ts), so the wording never says something the code does not do.
 */
export interface CategoryWording {
  categoryId: CategoryId;
  /** What the policy is, before any figure. */
  about: string[];
  /** What the cover means in general; each plan's covers and limits are listed after. */
  cover: string[];
  /** What is not covered (a list). */
  exclusions: string[];
  /** How the deductible works; each plan's amount is listed after. */
  deductible: string[];
  /** How to claim. */
  claims: string[];
  /** What only one product of the category adds (its workshops, its network, its Takaful model), by product id. */
  products: Record<string, string[]>;
}

/** The sentences around the figures, one set per language (wording/en/common.ts, wording/ar/common.ts). */
export interface WordingTemplates {
  headings: Record<'about' | 'cover' | 'addOns' | 'exclusions' | 'deductible' | 'claims' | 'cancellation' | 'coolingOff' | 'renewal', string>;
  insurerLine: (product: string, insurer: string) => string;
  planCovers: (plan: string, covers: string) => string;
  coverLimit: (cover: string, limit: string) => string;
  coverIncluded: (cover: string) => string;
  reviewedPlan: (plan: string) => string;
  addOn: (name: string, description: string) => string;
  noAddOns: string;
  planDeductible: (plan: string, amount: string) => string;
  planNoDeductible: (plan: string) => string;
  cancellation: {
    when: string;
    refund: string;
    feeFlatAndShare: (flat: string, percent: string, max: string | null) => string;
    feeFlat: (flat: string) => string;
    feeShare: (percent: string, max: string | null) => string;
    noFee: string;
    feeNeverAbove: string;
    where: string;
    review: string;
  };
  coolingOff: (days: string) => string[];
  noCoolingOff: string;
  renewal: (daysBefore: string, daysAfter: string) => string[];
}
