import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { invoiceSequences } from '../db/tables/purchase.ts';

type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** `INV-2026-000123`: the year (UTC) and the invoice's place in it. */
export const formatInvoiceNumber = (year: number, sequence: number) => `INV-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next invoice number of `at`'s year, taken inside the payment's transaction: the row lock of the
 * upsert orders concurrent payments, and a transaction that rolls back gives its number back, so the
 * numbers of a year run without gaps (what the tax rules expect of a sequence). Take it as the
 * transaction's last write: every payment of the year, on every instance, waits for that lock.
 */
export async function nextInvoiceNumber(tx: Tx, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceSequences.year, set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  return formatInvoiceNumber(year, row!.lastNumber);
}
