import type { WordingTemplates } from '../wording-types.ts';

/** The English sentences around the figures the code decides. */
export const templatesEn: WordingTemplates = {
  headings: {
    about: 'About this policy',
    cover: 'What is covered',
    addOns: 'Optional add-ons',
    exclusions: 'What is not covered',
    deductible: 'Deductible',
    claims: 'Making a claim',
    cancellation: 'Cancelling and refunds',
    coolingOff: 'Cooling-off period',
    renewal: 'Renewal',
  },
  insurerLine: (product, insurer) =>
    `${product} is underwritten by ${insurer} and sold through licensed brokers on Amanah. Your broker arranges the policy and handles your requests; the insurer pays the claims.`,
  planCovers: (plan, covers) => `${plan}: ${covers}.`,
  coverLimit: (cover, limit) => `${cover} up to ${limit}`,
  coverIncluded: (cover) => `${cover} (included)`,
  reviewedPlan: (plan) => `The ${plan} plan is reviewed by an underwriter after payment: the policy stays pending review until they confirm it.`,
  addOn: (name, description) => `${name}: ${description}`,
  noAddOns: 'This product has no add-ons.',
  planDeductible: (plan, amount) => `${plan}: ${amount} per claim.`,
  planNoDeductible: (plan) => `${plan}: no deductible.`,
  cancellation: {
    when:
      'You can ask to cancel from your policy page while the policy is in force. You choose the day the cancellation takes effect: today (or the first day of cover, if it has not started) or any later day up to the last day of the policy. You are covered until the day before.',
    refund: 'You get back what you paid for the days not used, counted day by day from that day to the last day of the policy (all of it if the cover has not started).',
    feeFlatAndShare: (flat, percent, max) => `A cancellation fee of ${flat} plus ${percent} of that refund is deducted${max ? `, at most ${max}` : ''}.`,
    feeFlat: (flat) => `A cancellation fee of ${flat} is deducted.`,
    feeShare: (percent, max) => `A cancellation fee of ${percent} of that refund is deducted${max ? `, at most ${max}` : ''}.`,
    noFee: 'No cancellation fee is deducted.',
    feeNeverAbove: 'The fee is never more than the refund. The exact amount is shown before you confirm.',
    where:
      'The refund goes to your Amanah wallet or back to the card that paid (a guest’s refund goes to the card; an amount above what the card paid goes to the wallet).',
    review: 'Your broker reviews the request; the refund is paid when it is approved. A cancelled policy cannot be renewed.',
  },
  coolingOff: (days) => [
    `If you change your mind, you can cancel without a fee on the day you buy the policy and for ${days} days after it.`,
    'You still get back what you paid for the days not used: all of it if the cover has not started yet.',
  ],
  noCoolingOff: 'This policy has no cooling-off period: the cancellation fee applies from the day of purchase.',
  renewal: (daysBefore, daysAfter) => [
    `Renewal is not automatic. You can renew from ${daysBefore} days before the policy ends (never before its cover has started) until ${daysAfter} days after it ends.`,
    'The new policy starts the day after the old one ends, or on the day you renew if that day has passed: there is no cover in between.',
  ],
};
