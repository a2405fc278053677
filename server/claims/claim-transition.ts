// Moving a claim from one status to another: the row locked first (so a decision and a withdrawal, or
// five copies of one decision, run one after the other), the allowed statuses checked, the change and
// its event written, and the customer told, all in one transaction.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ClaimStatus } from '../../contract/claims.ts';
import type { AppDatabase } from '../db/database.ts';
import { claimEvents, claims } from '../db/tables/claims.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { isoDay } from '../purchase/views.ts';
import type { ClaimActor, ClaimDeps } from './claim-deps.ts';
import { notifyClaimChange } from './claim-notices.ts';
import type { ClaimRow } from './claim-views.ts';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** `CLM-20261123-7KQ2MX`: what people read out and type into the back-office script. */
export const newClaimNumber = (at: Date) =>
  `CLM-${isoDay(at).replaceAll('-', '')}-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export const statusConflict = (message: string) => new ApiHttpError(409, 'claim_status_conflict', message);
export const claimNotFound = () => new ApiHttpError(404, 'not_found', 'There is no such claim.');

/** By id or claim number (`CLM-…` is what people type). */
export const claimMatch = (claimId: string) => (/^[0-9a-f-]{36}$/i.test(claimId) ? eq(claims.id, claimId) : eq(claims.claimNumber, claimId.toUpperCase()));

export async function insertEvent(tx: AppDatabase, claimId: string, actor: ClaimActor, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, note: string | null, at: Date) {
  await tx.insert(claimEvents).values({ claimId, actorUserId: actor.userId, actorRole: actor.role, fromStatus, toStatus, note, at });
}

export interface TransitionSpec {
  actor: ClaimActor;
  /** The statuses the change may start from (409 claim_status_conflict from any other). */
  from: readonly ClaimStatus[];
  to: ClaimStatus;
  /** What the conflict says. */
  conflict: string;
  /** A repeat of a change already made: answered with the claim as it is, nothing written. */
  alreadyDone?: (row: ClaimRow) => boolean;
  /** The columns to change, worked out on the locked row (may throw; may write, e.g. the wallet entry). */
  changes: (tx: AppDatabase, row: ClaimRow, at: Date) => Promise<Partial<ClaimRow>> | Partial<ClaimRow>;
  note?: string | null;
}

export async function transition(deps: ClaimDeps, claimId: string, spec: TransitionSpec): Promise<ClaimRow> {
  const at = deps.now();
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as AppDatabase;
    const [row] = await tx.select().from(claims).where(claimMatch(claimId)).for('update');
    if (!row) throw claimNotFound();
    if (spec.alreadyDone?.(row)) return row;
    if (!spec.from.includes(row.status)) throw statusConflict(spec.conflict);
    const changes = await spec.changes(tx, row, at);
    const [updated] = await tx
      .update(claims)
      .set({ ...changes, status: spec.to, updatedAt: at })
      .where(eq(claims.id, row.id))
      .returning();
    await insertEvent(tx, row.id, spec.actor, row.status, spec.to, spec.note ?? null, at);
    await notifyClaimChange(tx, updated!, at);
    return updated!;
  });
}
