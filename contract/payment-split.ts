/**
 * How a payment is split, in the order the server applies it: the gift card first (its available
 * amount, up to what is due), then the wallet (what the customer asked for, never more than the
 * balance or what the gift card leaves), then the card for the rest. The checkout's panels and the
 * server compute the same thing with this one function, so the sums a customer reads are the sums
 * the server takes. All amounts in minor units.
 */
export interface PaymentSplitInput {
  /** What is still to pay on the order. */
  dueMinor: number;
  /** What the applied gift card has available (0 without one). */
  giftCardAvailableMinor: number;
  /** The wallet balance (when unknown, pass the amount asked: the server checks the real balance). */
  walletBalanceMinor: number;
  /** What the customer asked to take from the wallet. */
  walletRequestedMinor: number;
}

export interface PaymentSplit {
  giftCardMinor: number;
  walletMinor: number;
  cardMinor: number;
  /** The most the wallet can pay here: its balance, capped at what is due after the gift card. */
  walletMaxMinor: number;
}

const whole = (minor: number) => (Number.isFinite(minor) ? Math.max(0, Math.floor(minor)) : 0);

export function splitPayment(input: PaymentSplitInput): PaymentSplit {
  const due = whole(input.dueMinor);
  const giftCardMinor = Math.min(whole(input.giftCardAvailableMinor), due);
  const walletMaxMinor = Math.min(whole(input.walletBalanceMinor), due - giftCardMinor);
  const walletMinor = Math.min(whole(input.walletRequestedMinor), walletMaxMinor);
  return { giftCardMinor, walletMinor, cardMinor: due - giftCardMinor - walletMinor, walletMaxMinor };
}
