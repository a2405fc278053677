// The wallet ledger: the one place a wallet balance changes. Every change is a row of
// wallet_transactions (signed amount, the balance after it, a description in both languages), written
// in the same transaction as the balance, with the wallet row locked first so concurrent changes of one
// wallet run one after the other and the running balances stay a clean sequence. Balances never go
// below zero (a debit the balance does not cover is refused; the table's check constraint backs it).
import { and, eq, sql } from 'drizzle-orm';
import { CURRENCY } from '../catalogue/catalogue-data.ts';
import type { AppDatabase } from '../db/database.ts';
import { wallets, walletTransactions } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';

/** Inside a transaction: `db.transaction((tx) => creditWallet(tx as unknown as AppDatabase, ...))`. */
export type LedgerTx = AppDatabase;

/** Money in: `credit` (a welcome or goodwill credit), `refund` (an order or cancellation refund), `gift_card` (a redeemed card). */
export type CreditKind = 'credit' | 'refund' | 'gift_card';

export interface LedgerEntry {
  userId: string;
  /** Minor units, a positive integer. */
  amountMinor: number;
  descriptionEn: string;
  descriptionAr: string;
  /**
   * A unique marker of what caused this entry (`refund:<cancellationId>`, `seed:welcome`): a second
   * entry with the same reference changes nothing and answers `applied: false`.
   */
  reference?: string;
  orderNumber?: string | null;
  paymentId?: string | null;
}

export interface LedgerResult {
  /** False when an entry with the same reference already existed (nothing changed). */
  applied: boolean;
  transactionId: string;
  balanceAfterMinor: number;
}

function assertAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new Error(`A wallet entry needs a positive whole amount in minor units, not ${amountMinor}.`);
  }
}

/** Creates the wallet when missing and locks its row for the rest of the transaction. */
async function lockWallet(tx: LedgerTx, userId: string): Promise<{ balanceMinor: number }> {
  await tx.insert(wallets).values({ userId, balanceMinor: 0, currency: CURRENCY }).onConflictDoNothing();
  const [wallet] = await tx.select({ balanceMinor: wallets.balanceMinor }).from(wallets).where(eq(wallets.userId, userId)).for('update');
  return wallet!;
}

async function knownReference(tx: LedgerTx, reference: string | undefined): Promise<LedgerResult | null> {
  if (!reference) return null;
  const [known] = await tx
    .select({ id: walletTransactions.id, balanceAfterMinor: walletTransactions.balanceAfterMinor })
    .from(walletTransactions)
    .where(eq(walletTransactions.reference, reference));
  return known ? { applied: false, transactionId: known.id, balanceAfterMinor: known.balanceAfterMinor } : null;
}

async function record(tx: LedgerTx, entry: LedgerEntry, kind: CreditKind | 'payment', signedMinor: number, balanceAfterMinor: number): Promise<LedgerResult> {
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      userId: entry.userId,
      kind,
      amountMinor: signedMinor,
      balanceAfterMinor,
      descriptionEn: entry.descriptionEn,
      descriptionAr: entry.descriptionAr,
      orderNumber: entry.orderNumber ?? null,
      paymentId: entry.paymentId ?? null,
      reference: entry.reference ?? null,
      // The statement's own time, not the transaction's: two entries of one transaction keep their order.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: walletTransactions.id });
  return { applied: true, transactionId: row!.id, balanceAfterMinor };
}

/**
 * One ledger entry and its balance change, with the wallet locked; a known reference changes nothing.
 * A debit only happens when the balance covers it (the update's condition), else 422.
 */
async function applyEntry(tx: LedgerTx, entry: LedgerEntry, kind: CreditKind | 'payment', signedMinor: number): Promise<LedgerResult> {
  assertAmount(entry.amountMinor);
  await lockWallet(tx, entry.userId);
  const known = await knownReference(tx, entry.reference);
  if (known) return known;
  const [wallet] = await tx
    .update(wallets)
    .set({ balanceMinor: sql`${wallets.balanceMinor} + ${signedMinor}`, updatedAt: sql`now()` })
    .where(and(eq(wallets.userId, entry.userId), sql`${wallets.balanceMinor} + ${signedMinor} >= 0`))
    .returning({ balanceMinor: wallets.balanceMinor });
  if (!wallet) {
    throw new ApiHttpError(422, 'insufficient_balance', 'Your wallet balance does not cover this amount.', {
      walletAmountMinor: 'Use at most your wallet balance.',
    });
  }
  return record(tx, entry, kind, signedMinor, wallet.balanceMinor);
}

/**
 * Adds to a customer's wallet (creating it) and records the ledger entry. Call inside the transaction
 * of what causes it (a refund with its cancellation, a redemption with its gift card), so both happen
 * or neither does. With a `reference`, a repeat is a no-op (`applied: false`).
 */
export function creditWallet(tx: LedgerTx, entry: LedgerEntry & { kind: CreditKind }): Promise<LedgerResult> {
  return applyEntry(tx, entry, entry.kind, entry.amountMinor);
}

/**
 * Takes a payment from a customer's wallet and records the ledger entry; 422 `insufficient_balance`
 * when the balance does not cover it (nothing changes: the balance never goes below zero).
 */
export function debitWallet(tx: LedgerTx, entry: LedgerEntry): Promise<LedgerResult> {
  return applyEntry(tx, entry, 'payment', -entry.amountMinor);
}
