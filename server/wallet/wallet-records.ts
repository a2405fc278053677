// The customer's wallet (balance and latest entries) and a gift card's state, as the checkout reads them.
import { desc, eq } from 'drizzle-orm';
import type { GiftCardResponse, WalletResponse } from '../../contract/purchase.ts';
import { CURRENCY } from '../catalogue/catalogue-data.ts';
import { giftCards, wallets, walletTransactions } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { ApiLanguage } from '../http/request-language.ts';
import { expireStaleChallenges } from '../purchase/payments.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import { isoDay } from '../purchase/views.ts';
import { transactionView } from './wallet-views.ts';

export async function walletOf(deps: PurchaseDeps, userId: string, language: ApiLanguage): Promise<WalletResponse> {
  await expireStaleChallenges(deps);
  const [wallet] = await deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  const rows = await deps.db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(desc(walletTransactions.createdAt))
    .limit(50);
  return {
    balanceMinor: wallet?.balanceMinor ?? 0,
    currency: wallet?.currency ?? CURRENCY,
    transactions: rows.map((row) => transactionView(row, language)),
  };
}

export async function giftCardOf(deps: PurchaseDeps, serial: string): Promise<GiftCardResponse> {
  await expireStaleChallenges(deps);
  const [card] = await deps.db.select().from(giftCards).where(eq(giftCards.serial, serial.toUpperCase()));
  if (!card) throw new ApiHttpError(404, 'not_found', 'There is no gift card with this serial.');
  const expired = card.expiresOn !== null && card.expiresOn < isoDay(deps.now());
  return {
    serial: card.serial,
    balanceMinor: card.balanceMinor,
    currency: card.currency,
    status: expired ? 'expired' : card.balanceMinor === 0 ? 'used' : 'active',
    expiresOn: card.expiresOn,
  };
}
