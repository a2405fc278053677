import * as z from 'zod/mini';
import { withExamples } from './examples.ts';
import { currencySchema, isoDateSchema, minorAmountSchema } from './scalars.ts';
import { normalizeDigits } from './phone-number.ts';
import { lineTextChecks } from './text-rules.ts';
import { walletTransactionSchema } from './purchase.ts';

/**
 * The wallet and gift cards of My Account. Every change of a wallet balance is a ledger entry
 * (walletTransactionSchema: signed amount, the balance after it); balances are never negative.
 * Gift card answers tell an unknown serial (404 `gift_card_unknown`), a used-up card (422
 * `gift_card_used`) and an expired one (422 `gift_card_expired`) apart.
 */

/** A gift card serial as typed: spaces around it dropped, Arabic-Indic digits read as digits, upper case. */
export const giftCardSerialSchema = withExamples(
  z.pipe(
    z.string().check(z.overwrite((text) => normalizeDigits(text).trim().toUpperCase())),
    z.string().check(...lineTextChecks(), z.regex(/^[A-Z0-9-]{4,40}$/, 'Enter the gift card serial: 4 to 40 letters, digits or dashes.')),
  ),
  'GIFT-1234-5678',
);

export const giftCardSerialBodySchema = z.strictObject({ serial: giftCardSerialSchema });
export type GiftCardSerialBody = z.infer<typeof giftCardSerialBodySchema>;

export const giftCardStatuses = ['active', 'used', 'expired'] as const;

/** POST /wallet/gift-cards/check: what a card has left (200 for used and expired cards too; 404 for an unknown serial). */
export const giftCardCheckResponseSchema = z.object({
  serial: z.string(),
  availableMinor: minorAmountSchema,
  currency: currencySchema,
  status: z.enum(giftCardStatuses),
  expiresOn: z.nullable(isoDateSchema),
});
export type GiftCardCheckResponse = z.infer<typeof giftCardCheckResponseSchema>;

/**
 * POST /wallet/gift-cards/redeem (header Idempotency-Key): the card's whole available amount moves to
 * the caller's wallet, once. A repeat with the same key answers the first answer; a second redemption
 * of the card (another tab, another key) answers 422 `gift_card_used`.
 */
export const giftCardRedeemResponseSchema = z.object({
  serial: z.string(),
  creditedMinor: minorAmountSchema,
  balanceMinor: minorAmountSchema,
  currency: currencySchema,
  transaction: walletTransactionSchema,
});
export type GiftCardRedeemResponse = z.infer<typeof giftCardRedeemResponseSchema>;

export const WALLET_TRANSACTIONS_PAGE_SIZE = 20;

/** GET /wallet/transactions?before=<transactionId>: a page of the ledger, newest first. */
export const walletTransactionsQuerySchema = z.strictObject({ before: z.optional(z.string().check(z.uuid())) });

export const walletTransactionsResponseSchema = z.object({
  balanceMinor: minorAmountSchema,
  currency: currencySchema,
  transactions: z.array(walletTransactionSchema),
  /** The `before` of the next (older) page, or null on the last page. */
  nextBefore: z.nullable(z.string()),
});
export type WalletTransactionsResponse = z.infer<typeof walletTransactionsResponseSchema>;
