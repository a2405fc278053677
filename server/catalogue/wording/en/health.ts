import type { CategoryWording } from '../wording-types.ts';

export const healthEn: CategoryWording = {
  categoryId: 'health',
  about: [
    'A health policy for one year for the members named on it (you and your family), treated in the insurer’s network of hospitals, clinics and pharmacies in Saudi Arabia.',
    'Show the member’s card or national ID at a network provider: the insurer pays the provider directly, less your share.',
  ],
  cover: [
    'Hospital stays: admission, surgery, intensive care, the doctors’ fees, tests and medicines during the stay, in a shared room or better depending on the plan.',
    'Clinic visits and medicines: consultations with general practitioners and specialists, tests and X-rays, and the medicines they prescribe.',
    'Emergency treatment at any hospital in the Kingdom, in or out of the network.',
    'Maternity and chronic conditions are covered only where your plan or an add-on lists them.',
  ],
  exclusions: [
    'Cosmetic treatment and surgery, unless needed after an accident.',
    'Infertility treatment, and weight-loss treatment and surgery.',
    'Treatment outside Saudi Arabia, except emergencies where your plan says so.',
    'Dental care and glasses or lenses, unless the Dental or Optical add-on is bought.',
    'Injuries caused on purpose, and anything caused by alcohol or drugs.',
    'Treatment that is experimental or not medically necessary.',
  ],
  deductible: [
    'The deductible is what you pay yourself towards each claim or visit; the insurer pays the rest of the approved cost, up to the plan’s limits.',
  ],
  claims: [
    'At a network provider, there is usually nothing to claim: the provider asks the insurer for approval and is paid directly.',
    'If you paid yourself (an emergency out of the network), report the claim from your policy page (Report a claim) with the medical report, the itemised invoice and the receipts.',
  ],
  products: {
    'sahel-care': ['Sahel Care’s network covers the main hospitals of every region; Gold members are reviewed by an underwriter before the policy is confirmed.'],
    'najd-family-health': ['Najd Family Health insures the whole family on one policy, with one start and one renewal date for every member.'],
  },
};
