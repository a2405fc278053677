import type { CategoryWording } from '../wording-types.ts';

export const lifeEn: CategoryWording = {
  categoryId: 'life',
  about: [
    'A term life policy on your life, for the term you chose (from 5 to 30 years), paid for once at purchase.',
    'If you die during the term, the sum assured is paid to your heirs under Sharia. Nothing is paid if you are alive at the end of the term.',
    'The price is based on what you told us (your age and whether you smoke): an untrue answer can reduce or void the cover.',
  ],
  cover: [
    'Death from any cause during the term, apart from the exclusions below, pays the sum assured.',
    'Critical illness and total permanent disability are covered only where your plan lists them: critical illness pays half the sum assured once, on the first diagnosis of a covered illness (cancer, heart attack, stroke, kidney failure or a major organ transplant).',
  ],
  exclusions: [
    'Suicide within the first year of the policy.',
    'Death or illness caused by a medical condition you knew of and did not tell us about.',
    'Taking part in war or a riot, and dangerous activities you did not tell us about (motor racing, parachuting, flying other than as a passenger on a licensed airline).',
    'Death caused by alcohol or drugs not prescribed by a doctor.',
  ],
  deductible: ['A life policy has no deductible: the sum assured is paid in full.'],
  claims: [
    'The family reports the death to the broker with the death certificate, the policyholder’s national ID, their own IDs and the deed listing the heirs (sak hasr al-wratha).',
    'For a critical illness, report it from your policy page with the specialist’s report confirming the diagnosis.',
  ],
  products: {
    'raya-term-life': ['Raya Term Life pays a fixed sum; the Double on accidental death add-on pays twice the sum assured when death is caused by an accident.'],
    'family-takaful': ['Family Takaful follows the Takaful model, managed by Al Waha Takaful under Sharia principles; its plan is reviewed by an underwriter before the policy is confirmed.'],
  },
};
