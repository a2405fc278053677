// The customer's wallet (balance and latest entries), as the checkout reads it.
import { desc, eq } from 'drizzle-orm';
import type { WalletResponse } from '../../contract/purchase.ts';
import { CURRENCY } from '../catalogue/catalogue-data.ts';
import { wallets, walletTransactions } from '../db/tables/purchase.ts';
import type { ApiLanguage } from '../http/request-language.ts';
import { expireStaleChallenges } from '../purchase/payments.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
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
