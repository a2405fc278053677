// Gift cards: their state (active, used up, expired), the distinct refusals of each, and redemption
// into the wallet. A redemption locks the card's row, empties it and credits the wallet in one
// transaction, so two redemptions of one card (two tabs, two keys) credit once: the second finds it
// used.
import { eq } from 'drizzle-orm';
import type { GiftCardCheckResponse, GiftCardRedeemResponse } from '../../contract/wallet.ts';
import { CURRENCY } from '../catalogue/catalogue-data.ts';
import type { AppDatabase } from '../db/database.ts';
import { giftCards, giftCardTransactions, walletTransactions } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { ApiLanguage } from '../http/request-language.ts';
import { retryTransaction } from '../purchase/retry.ts';
import { creditWallet } from './ledger.ts';
import { transactionView } from './wallet-views.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type GiftCardState = GiftCardCheckResponse['status'];

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export function giftCardState(card: GiftCardRow, today: string): GiftCardState {
  if (card.expiresOn !== null && card.expiresOn < today) return 'expired';
  return card.balanceMinor === 0 ? 'used' : 'active';
}

const FIELD = 'serial';

export const giftCardUnknown = (field = FIELD, status: 404 | 422 = 404) =>
  new ApiHttpError(status, 'gift_card_unknown', 'There is no gift card with this serial.', { [field]: 'No gift card has this serial. Check each character.' });

/**
 * The card when it can pay or be redeemed, else the refusal that says why: 404 `gift_card_unknown`,
 * 422 `gift_card_expired`, 422 `gift_card_used`. `field` names the request field the message belongs to;
 * inside a payment an unknown card is 422 (the order itself was found).
 */
export function usableGiftCard(card: GiftCardRow | undefined, today: string, field = FIELD, unknownStatus: 404 | 422 = 404): GiftCardRow {
  if (!card) throw giftCardUnknown(field, unknownStatus);
  const state = giftCardState(card, today);
  if (state === 'expired') {
    throw new ApiHttpError(422, 'gift_card_expired', `This gift card expired on ${card.expiresOn}.`, { [field]: 'This gift card has expired.' });
  }
  if (state === 'used') {
    throw new ApiHttpError(422, 'gift_card_used', 'This gift card has been used: nothing is left on it.', { [field]: 'This gift card has already been used.' });
  }
  return card;
}

export async function checkGiftCard(db: AppDatabase, serial: string, now: Date): Promise<GiftCardCheckResponse> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.serial, serial));
  if (!card) throw giftCardUnknown();
  return {
    serial: card.serial,
    availableMinor: card.balanceMinor,
    currency: card.currency,
    status: giftCardState(card, isoDay(now)),
    expiresOn: card.expiresOn,
  };
}

/** The card's whole available amount into the customer's wallet: one gift card entry, one wallet ledger entry. */
export async function redeemGiftCard(db: AppDatabase, options: { userId: string; serial: string; now: Date; language: ApiLanguage }): Promise<GiftCardRedeemResponse> {
  return retryTransaction(() =>
    db.transaction(async (transaction) => {
      const tx = transaction as unknown as AppDatabase;
      const [locked] = await tx.select().from(giftCards).where(eq(giftCards.serial, options.serial)).for('update');
      const card = usableGiftCard(locked, isoDay(options.now));
      if (card.currency !== CURRENCY) throw new ApiHttpError(422, 'gift_card_unusable', 'This gift card is in another currency than your wallet.');
      await tx.update(giftCards).set({ balanceMinor: 0 }).where(eq(giftCards.serial, card.serial));
      const [entry] = await tx
        .insert(giftCardTransactions)
        .values({ serial: card.serial, amountMinor: -card.balanceMinor, balanceAfterMinor: 0, userId: options.userId })
        .returning({ id: giftCardTransactions.id });
      const credit = await creditWallet(tx, {
        userId: options.userId,
        kind: 'gift_card',
        amountMinor: card.balanceMinor,
        descriptionEn: `Gift card ${card.serial} redeemed`,
        descriptionAr: `استبدال بطاقة الهدية ${card.serial}`,
        reference: `gift-card-redemption:${entry!.id}`,
      });
      const [row] = await tx.select().from(walletTransactions).where(eq(walletTransactions.id, credit.transactionId));
      return {
        serial: card.serial,
        creditedMinor: card.balanceMinor,
        balanceMinor: credit.balanceAfterMinor,
        currency: card.currency,
        transaction: transactionView(row!, options.language),
      };
    }),
  );
}
