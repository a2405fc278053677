import { type PaymentSplit, splitPayment } from '../../../contract/payment-split.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import type { PurchaseSnapshot } from './purchase-context.tsx';

/**
 * The checkout's split of what is due (gift card, then wallet capped at what the gift card leaves,
 * then card): the function the server pays with, so every panel shows the sums the server takes.
 */
export function checkoutSplit(snapshot: PurchaseSnapshot): PaymentSplit {
  const { context } = snapshot;
  return splitPayment({
    dueMinor: context.order?.breakdown.dueMinor ?? 0,
    giftCardAvailableMinor: context.giftCard?.balanceMinor ?? 0,
    walletBalanceMinor: context.walletBalanceMinor ?? 0,
    walletRequestedMinor: context.walletAmountMinor,
  });
}

export const sameSplit = (a: PaymentSplit, b: PaymentSplit) =>
  a.giftCardMinor === b.giftCardMinor && a.walletMinor === b.walletMinor && a.cardMinor === b.cardMinor && a.walletMaxMinor === b.walletMaxMinor;

/** The gift card refusals the checkout's gift card field explains, each in its own words. */
export const giftCardProblemKeys: Partial<Record<string, MessageKey>> = {
  gift_card_unknown: 'wallet.giftCard.error.unknown',
  not_found: 'wallet.giftCard.error.unknown',
  gift_card_used: 'wallet.giftCard.error.used',
  gift_card_expired: 'wallet.giftCard.error.expired',
  gift_card_unusable: 'purchase.giftCard.unusable',
  validation_failed: 'wallet.giftCard.error.format',
  rate_limited: 'wallet.giftCard.error.rateLimited',
};
