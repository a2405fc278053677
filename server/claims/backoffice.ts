// The back office's side of claims (staff only, signed in as for policy requests): the list, one claim
// with its documents, and the decisions. Every decision is idempotent: the same decision sent again
// answers the claim as it is; a paid wallet payout is one ledger entry (reference claim-payout:<id>),
// written in the transaction that marks the claim paid, with the claim row locked.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import type { BackofficeClaim, ClaimStatus } from '../../contract/claims.ts';
import type { AppDatabase } from '../db/database.ts';
import { users } from '../db/tables/accounts.ts';
import { claims } from '../db/tables/claims.ts';
import { orders, policies } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireBackofficeUser } from '../policy-requests/decisions.ts';
import { creditWallet } from '../wallet/ledger.ts';
import type { ClaimActor, ClaimDeps } from './claim-deps.ts';
import { claimMatch, claimNotFound, transition } from './claim-transition.ts';
import { type ClaimRow, claimViews } from './claim-views.ts';
import { documentResponse } from './documents.ts';

/** A staff user (as for policy requests); brokers and customers get 403: claims hold personal data. */
export async function requireClaimsStaff(c: Context<AppEnv>, deps: ClaimDeps): Promise<ClaimActor> {
  const actor = await requireBackofficeUser(c, deps);
  if (actor.role !== 'staff') throw new ApiHttpError(403, 'forbidden', 'Only staff handle claims.');
  return { userId: actor.userId, role: 'staff' };
}

async function backofficeViews(db: AppDatabase, rows: ClaimRow[]): Promise<BackofficeClaim[]> {
  const views = await claimViews(db, rows);
  const people = rows.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]))
    : [];
  return views.map((view, i) => {
    const person = people.find((p) => p.id === rows[i]!.userId);
    return { ...view, customerName: [person?.firstName, person?.lastName].filter(Boolean).join(' ') || '-' };
  });
}

const oneView = async (db: AppDatabase, row: ClaimRow) => (await backofficeViews(db, [row]))[0]!;

export async function backofficeClaims(deps: ClaimDeps, status: ClaimStatus | undefined): Promise<BackofficeClaim[]> {
  const rows = await deps.db
    .select()
    .from(claims)
    .where(and(ne(claims.status, 'draft'), status ? eq(claims.status, status) : undefined))
    .orderBy(asc(claims.submittedAt))
    .limit(200);
  return backofficeViews(deps.db, rows);
}

/** A sent claim by id or number (drafts are the customer's own until sent). */
async function sentClaim(deps: ClaimDeps, claimId: string): Promise<ClaimRow> {
  const [row] = await deps.db.select().from(claims).where(claimMatch(claimId));
  if (!row || row.status === 'draft') throw claimNotFound();
  return row;
}

export async function backofficeClaim(deps: ClaimDeps, claimId: string): Promise<BackofficeClaim> {
  return oneView(deps.db, await sentClaim(deps, claimId));
}

export async function backofficeDocument(deps: ClaimDeps, claimId: string, documentId: string): Promise<Response> {
  return documentResponse(deps, await sentClaim(deps, claimId), documentId);
}

const UNDECIDED: readonly ClaimStatus[] = ['submitted', 'under_review', 'information_requested'];

export async function reviewClaim(deps: ClaimDeps, actor: ClaimActor, claimId: string): Promise<BackofficeClaim> {
  const { id } = await sentClaim(deps, claimId);
  const row = await transition(deps, id, {
    actor,
    from: ['submitted'],
    to: 'under_review',
    conflict: 'Only a claim just sent is taken under review.',
    alreadyDone: (r) => r.status === 'under_review',
    changes: () => ({}),
  });
  return oneView(deps.db, row);
}

export async function requestInformation(deps: ClaimDeps, actor: ClaimActor, claimId: string, message: string): Promise<BackofficeClaim> {
  const { id } = await sentClaim(deps, claimId);
  const row = await transition(deps, id, {
    actor,
    from: UNDECIDED,
    to: 'information_requested',
    conflict: 'This claim is decided: nothing more can be asked.',
    alreadyDone: (r) => r.status === 'information_requested' && r.infoRequestMessage === message,
    note: message,
    // The 15-day clock stops until the customer answers.
    changes: (_tx, _row, at) => ({ infoRequestMessage: message, infoRequestedAt: at, paymentDueOn: null }),
  });
  return oneView(deps.db, row);
}

async function deductibleOf(deps: ClaimDeps, policyId: string): Promise<number> {
  const [row] = await deps.db.select({ planId: orders.planId }).from(policies).innerJoin(orders, eq(orders.id, policies.orderId)).where(eq(policies.id, policyId));
  const s = await deps.catalogue.snapshot();
  return s.planById.get(row!.planId)?.deductibleMinor ?? 0;
}

export async function approveClaim(deps: ClaimDeps, actor: ClaimActor, claimId: string, amountMinor: number, note: string | null): Promise<BackofficeClaim> {
  const { id, policyId } = await sentClaim(deps, claimId);
  const deductibleMinor = await deductibleOf(deps, policyId);
  if (amountMinor <= deductibleMinor) {
    throw new ApiHttpError(400, 'validation_failed', 'The amount must exceed the deductible; reject the claim otherwise.', {
      amountMinor: `More than the deductible (${deductibleMinor} minor units).`,
    });
  }
  const row = await transition(deps, id, {
    actor,
    from: UNDECIDED,
    to: 'approved',
    conflict: 'This claim is decided already.',
    alreadyDone: (r) => (r.status === 'approved' || r.status === 'paid') && r.approvedMinor === amountMinor,
    note,
    changes: (_tx, _row, at) => ({
      approvedMinor: amountMinor,
      deductibleMinor,
      payableMinor: amountMinor - deductibleMinor,
      decisionNote: note,
      decidedAt: at,
      decidedByUserId: actor.userId,
    }),
  });
  return oneView(deps.db, row);
}

export async function rejectClaim(deps: ClaimDeps, actor: ClaimActor, claimId: string, reason: string): Promise<BackofficeClaim> {
  const { id } = await sentClaim(deps, claimId);
  const row = await transition(deps, id, {
    actor,
    from: UNDECIDED,
    to: 'rejected',
    conflict: 'This claim is decided already.',
    alreadyDone: (r) => r.status === 'rejected' && r.rejectionReason === reason,
    note: reason,
    changes: (_tx, _row, at) => ({ rejectionReason: reason, decidedAt: at, decidedByUserId: actor.userId, paymentDueOn: null }),
  });
  return oneView(deps.db, row);
}

export async function markClaimPaid(deps: ClaimDeps, actor: ClaimActor, claimId: string, reference: string | null): Promise<BackofficeClaim> {
  const { id } = await sentClaim(deps, claimId);
  const row = await transition(deps, id, {
    actor,
    from: ['approved'],
    to: 'paid',
    conflict: 'Only an approved claim is paid.',
    alreadyDone: (r) => r.status === 'paid',
    note: reference,
    changes: async (tx, current, at) => {
      const base = { paidAt: at, paidReference: reference, paymentDueOn: null };
      if (current.payoutMethod !== 'wallet') return { ...base, paidTo: current.payoutIbanMasked };
      // The claim row is locked and the entry's reference is unique to the claim: one credit, ever.
      const entry = await creditWallet(tx, {
        userId: current.userId,
        kind: 'credit',
        amountMinor: current.payableMinor!,
        reference: `claim-payout:${current.id}`,
        descriptionEn: `Claim ${current.claimNumber} paid`,
        descriptionAr: `دفع المطالبة ${current.claimNumber}`,
      });
      return { ...base, paidTo: 'wallet', walletTransactionId: entry.transactionId };
    },
  });
  return oneView(deps.db, row);
}
