import type { CategoryWording } from '../wording-types.ts';

export const travelEn: CategoryWording = {
  categoryId: 'travel',
  about: [
    'A travel policy for one trip: the travellers named on it, from the departure day to the return day you gave, within the destination zone you chose.',
    'Cover abroad starts when you leave Saudi Arabia and ends when you come back, or on the return day, whichever is first.',
  ],
  cover: [
    'Emergency medical expenses: treatment of a sudden illness or an injury during the trip, hospital stays, emergency dental care for sudden pain, and bringing you home when a doctor says it is needed.',
    'Lost or delayed baggage: your checked-in luggage lost, stolen or damaged by the carrier, and essentials you buy while it is delayed.',
    'Trip cancellation (where your plan includes it): the non-refundable costs of a trip you cancel before departure because you, a close relative or a travelling companion fall seriously ill, are injured or die.',
    'A 24-hour assistance line arranges treatment and pays hospitals directly where it can.',
  ],
  exclusions: [
    'Medical conditions you knew of before you bought the policy, unless the insurer accepted them in writing.',
    'Travel against a doctor’s advice or to receive treatment, and normal pregnancy and childbirth.',
    'Travel to a country the Saudi authorities advise against travelling to.',
    'Winter sports, diving and other adventure activities unless the matching add-on is bought.',
    'Cash, jewellery and valuables left unattended or in checked-in luggage, and phones and laptops unless the Gadgets add-on is bought.',
    'Injuries caused on purpose, and anything caused by alcohol or drugs.',
    'War, riot, terrorism and nuclear risks.',
  ],
  deductible: [
    'Where a plan has a deductible, it is the part of each claim you pay yourself: the insurer pays the approved amount less the deductible.',
  ],
  claims: [
    'In a medical emergency abroad, call the assistance line on your certificate first: they find a hospital and arrange payment.',
    'Report the claim from your policy page (Report a claim) with the medical reports and receipts, your boarding passes, and for baggage the carrier’s property irregularity report.',
    'Report a theft to the local police within 24 hours and keep their report.',
  ],
  products: {
    'safar-takaful': ['Safar Takaful follows the Takaful model: your contribution goes to a fund shared by the participants, managed by Al Waha Takaful under Sharia principles. Its medical limits meet the Schengen visa requirement.'],
    'shield-travel': ['Shield Travel’s assistance line answers 24 hours a day in Arabic and English.'],
  },
};
