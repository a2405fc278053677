import { type PayoutChoice, normalizeIban, saudiIbanProblem } from '../../contract/claims.ts';

/** The fields of a payout choice the customer must fix: a Saudi IBAN (SA + 22 digits, mod-97) and the holder's name. */
export function payoutProblems(payout: PayoutChoice): string[] {
  if (payout.method === 'wallet') return [];
  return [...(saudiIbanProblem(normalizeIban(payout.iban)) === null ? [] : ['iban']), ...(payout.accountHolderName.trim().length >= 3 ? [] : ['accountHolderName'])];
}
