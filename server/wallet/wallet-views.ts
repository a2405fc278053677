// The wallet as the customer reads it: the balance and the ledger, page by page, newest first.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { WalletTransaction } from '../../contract/purchase.ts';
import { WALLET_TRANSACTIONS_PAGE_SIZE, type WalletTransactionsResponse } from '../../contract/wallet.ts';
import { CURRENCY } from '../catalogue/catalogue-data.ts';
import type { AppDatabase } from '../db/database.ts';
import { wallets, walletTransactions } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { ApiLanguage } from '../http/request-language.ts';

type TransactionRow = typeof walletTransactions.$inferSelect;

export function transactionView(row: TransactionRow, language: ApiLanguage): WalletTransaction {
  return {
    transactionId: row.id,
    kind: row.kind,
    amountMinor: row.amountMinor,
    balanceAfterMinor: row.balanceAfterMinor,
    description: language === 'ar' ? row.descriptionAr : row.descriptionEn,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A page of the customer's ledger, newest first, ordered by (created_at, id) so a page boundary never
 * skips or repeats an entry; `before` is the last entry of the previous page (404 when not theirs).
 */
export async function walletTransactionsPage(
  db: AppDatabase,
  options: { userId: string; before?: string | undefined; language: ApiLanguage; pageSize?: number },
): Promise<WalletTransactionsResponse> {
  const pageSize = options.pageSize ?? WALLET_TRANSACTIONS_PAGE_SIZE;
  const mine = eq(walletTransactions.userId, options.userId);
  let where = mine;
  if (options.before) {
    const [cursor] = await db.select({ id: walletTransactions.id }).from(walletTransactions).where(and(mine, eq(walletTransactions.id, options.before)));
    if (!cursor) throw new ApiHttpError(404, 'not_found', 'There is no such wallet transaction.');
    // Compared in SQL: the timestamps have microseconds, which a JavaScript Date would round away.
    where = and(
      mine,
      sql`(${walletTransactions.createdAt}, ${walletTransactions.id}) < (select created_at, id from wallet_transactions where id = ${cursor.id})`,
    )!;
  }
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, options.userId));
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(where)
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    balanceMinor: wallet?.balanceMinor ?? 0,
    currency: wallet?.currency ?? CURRENCY,
    transactions: page.map((row) => transactionView(row, options.language)),
    nextBefore: rows.length > pageSize ? page[page.length - 1]!.id : null,
  };
}
