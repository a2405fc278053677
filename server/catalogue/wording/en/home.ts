import type { CategoryWording } from '../wording-types.ts';

export const homeEn: CategoryWording = {
  categoryId: 'home',
  about: [
    'A home policy for one year for the home at the address on your policy: the building, its contents, or both, as you chose when you bought it, up to the values you declared.',
    'Declare the full rebuilding cost of the building and the full replacement value of your contents: if they are worth more than declared, a claim is paid in the same proportion.',
  ],
  cover: [
    'Building: the structure, its fixtures and fittings, walls, roof and permanent installations, against fire, lightning, explosion, storm, flood and water escaping from pipes and tanks.',
    'Contents: your furniture, appliances, clothes and personal belongings inside the home, against the same events.',
    'Theft of contents and liability to others are covered only where your plan lists them; theft is covered after forced entry into the home.',
  ],
  exclusions: [
    'Wear and tear, gradual deterioration, damp, rot, insects and vermin.',
    'Damage while the home is left empty for a long period, or let to others, unless agreed in writing.',
    'Water seeping slowly over time, and faulty workmanship or design.',
    'Cash, documents and, unless the Valuables add-on is bought, jewellery and watches.',
    'Accidental damage (spills, breakages), unless the Accidental damage add-on is bought.',
    'Damage caused on purpose, war, riot, terrorism and nuclear risks.',
  ],
  deductible: [
    'The deductible is the part of each claim you pay yourself: the insurer pays the approved amount less the deductible, and a claim at or below the deductible is not paid.',
  ],
  claims: [
    'Stop the damage from spreading if you safely can (turn off the water, call the Civil Defence for a fire) and keep the damaged items until the insurer has seen them or photos of them.',
    'Report the claim from your policy page (Report a claim) with photos, repair quotes or receipts, and for a theft the police report.',
  ],
  products: {
    'bayti-takaful': ['Bayti Takaful follows the Takaful model, managed by Al Waha Takaful under Sharia principles, for owners and tenants alike: a tenant can insure the contents alone.'],
    'najd-home-shield': ['Najd Home Shield pays for emergency repairs that make the building safe and secure after an insured event, up to the limit of its plan.'],
  },
};
