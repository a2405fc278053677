import type { CategoryWording } from '../wording-types.ts';

export const motorEn: CategoryWording = {
  categoryId: 'motor',
  about: [
    'A motor policy for one private car registered in Saudi Arabia, for one year from the start day you chose, driven by you or by anyone you allow to drive it who holds a valid Saudi driving licence.',
    'Third-party liability meets the compulsory motor insurance required in the Kingdom. A comprehensive plan also pays for damage to your own car.',
  ],
  cover: [
    'Third-party liability: the bodily injury and damage to property you cause to others with the insured car, including their medical costs and the blood money (diya) a court orders.',
    'Damage to your car (comprehensive plans): accidental collision, overturning, fire, lightning, explosion and theft of the car or of its parts, repaired at the insurer’s approved workshops or paid at the car’s market value when it is a total loss.',
    'Roadside assistance (where your plan includes it): towing to the nearest approved workshop, a battery boost, a flat tyre changed and fuel delivered, 24 hours a day.',
  ],
  exclusions: [
    'Driving without a valid licence for the vehicle class, or by a driver the law does not allow to drive.',
    'Driving under the influence of alcohol, drugs or medicines that impair driving.',
    'Racing, speed tests, rallies or use of the car for hire or reward (taxi, ride-hailing, deliveries) unless agreed in writing.',
    'Wear and tear, mechanical or electrical breakdown, and tyres damaged by braking, punctures or cuts.',
    'Loss of use, depreciation and any damage that was there before the policy started.',
    'Damage caused on purpose, war, riot, terrorism and nuclear risks.',
    'Damage to your own car under a third-party plan.',
  ],
  deductible: [
    'The deductible is the part of each claim for damage to your car that you pay yourself: the insurer pays the approved amount less the deductible, and a claim at or below the deductible is not paid. Third-party claims against you are paid without it.',
  ],
  claims: [
    'After an accident, call the traffic police or Najm so that the accident report is made at the scene; do not move the cars before they allow it, unless the law requires it.',
    'Report the claim from your policy page (Report a claim) as soon as you can, with the accident report, photos of the damage, your driving licence and the car’s registration (istimara).',
    'Do not agree to pay or admit liability to anyone without the insurer’s agreement.',
  ],
  products: {
    'najd-motor': ['Najd Motor repairs your car at Najd Mutual’s approved workshops, which the agencies of most makes approve; the Replacement car add-on gives you a car while yours is repaired.'],
    'shield-drive': ['Shield Drive is for newer cars: with the Agency repair add-on, repairs are made at your brand’s dealer; the GCC extension keeps the same cover while you drive in the GCC countries.'],
  },
};
