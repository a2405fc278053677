// A customer's claims: started as a draft once "what happened" is filled in (the rules checked then,
// and again when sent), documents added to it, sent with the payout, answered when the back office
// asks for more, withdrawn before a decision. Only the policy's owners see a claim: anyone else gets
// 404, as if it did not exist.
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import {
  CLAIM_DRAFT_DAYS,
  CLAIM_PAYMENT_DAYS,
  type Claim,
  type ClaimDetails,
  type ClaimSummary,
  closedClaimStatuses,
  type CreateClaimBody,
  maskIban,
  MAX_CLAIM_DRAFTS,
  openClaimStatuses,
  type PayoutChoice,
  withdrawableClaimStatuses,
} from '../../contract/claims.ts';
import type { AppDatabase } from '../db/database.ts';
import { claimDocuments, claims } from '../db/tables/claims.ts';
import { orders, policies } from '../db/tables/purchase.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { findPolicy } from '../policies/policy-records.ts';
import { addDays } from '../purchase/pricing.ts';
import { isoDay } from '../purchase/views.ts';
import type { ClaimCustomer, ClaimDeps } from './claim-deps.ts';
import { assertCovered, assertNoOpenClaimForIncident, claimedAmount, duplicateError, incidentTimeOf } from './claim-rules.ts';
import { claimNotFound, insertEvent, newClaimNumber, statusConflict, transition } from './claim-transition.ts';
import { type ClaimRow, oneClaimView, summaryView } from './claim-views.ts';

/** The claim if one of `owners` owns its policy; 404 otherwise (never 403: another's claim does not exist). */
export async function ownedClaim(db: AppDatabase, owners: string[], claimId: string): Promise<ClaimRow> {
  const [row] = await db
    .select({ claim: claims })
    .from(claims)
    .innerJoin(policies, eq(policies.id, claims.policyId))
    .where(and(eq(claims.id, claimId), inArray(policies.userId, owners)));
  if (!row) throw claimNotFound();
  return row.claim;
}

export async function listClaims(deps: ClaimDeps, customer: ClaimCustomer, query: { filter?: 'open' | 'closed' | 'draft' | 'all'; policyNumber?: string }): Promise<ClaimSummary[]> {
  const filter = query.filter ?? 'all';
  const statuses =
    filter === 'open' ? ['draft', ...openClaimStatuses] : filter === 'closed' ? [...closedClaimStatuses] : filter === 'draft' ? ['draft'] : null;
  const rows = await deps.db
    .select({ claim: claims })
    .from(claims)
    .innerJoin(policies, eq(policies.id, claims.policyId))
    .where(
      and(
        inArray(policies.userId, customer.owners),
        statuses ? inArray(claims.status, statuses as ClaimRow['status'][]) : undefined,
        query.policyNumber ? eq(claims.policyNumber, query.policyNumber) : undefined,
      ),
    )
    .orderBy(desc(claims.createdAt))
    .limit(200);
  return rows.map((r) => summaryView(r.claim));
}

export async function claimOf(deps: ClaimDeps, customer: ClaimCustomer, claimId: string): Promise<Claim> {
  return oneClaimView(deps.db, await ownedClaim(deps.db, customer.owners, claimId));
}

async function policyOfClaim(db: AppDatabase, policyId: string) {
  const [row] = await db.select({ policy: policies, order: orders }).from(policies).innerJoin(orders, eq(orders.id, policies.orderId)).where(eq(policies.id, policyId));
  return row!;
}

const incidentColumns = (details: ClaimDetails) => ({
  kind: details.kind,
  incidentDate: details.incidentDate,
  incidentTime: incidentTimeOf(details),
  details,
  claimedMinor: claimedAmount(details),
});

export async function createClaim(deps: ClaimDeps, customer: ClaimCustomer, body: CreateClaimBody): Promise<Claim> {
  const { policy, order } = await findPolicy(deps, customer.owners, body.policyNumber);
  const at = deps.now();
  assertCovered(policy, order, body.details, isoDay(at));
  await assertNoOpenClaimForIncident(deps.db, policy.id, body.details);
  const [drafts] = await deps.db
    .select({ n: count() })
    .from(claims)
    .where(and(eq(claims.userId, customer.userId), eq(claims.status, 'draft')));
  if ((drafts?.n ?? 0) >= MAX_CLAIM_DRAFTS) {
    throw new ApiHttpError(409, 'claim_draft_limit', `You have ${MAX_CLAIM_DRAFTS} unsent claims: send or delete one first (My claims).`);
  }
  const row = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as AppDatabase;
    const [inserted] = await tx
      .insert(claims)
      .values({
        claimNumber: newClaimNumber(at),
        policyId: policy.id,
        policyNumber: policy.policyNumber,
        userId: customer.userId,
        categoryId: order.categoryId,
        ...incidentColumns(body.details),
        currency: order.currency,
        status: 'draft',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await insertEvent(tx, inserted!.id, { userId: customer.userId, role: 'customer' }, null, 'draft', null, at);
    return inserted!;
  });
  return oneClaimView(deps.db, row);
}

export async function updateClaim(deps: ClaimDeps, customer: ClaimCustomer, claimId: string, details: ClaimDetails): Promise<Claim> {
  const row = await ownedClaim(deps.db, customer.owners, claimId);
  if (row.status !== 'draft') throw statusConflict('This claim is sent: it can no longer be changed.');
  if (details.categoryId !== row.categoryId) {
    throw new ApiHttpError(400, 'validation_failed', 'A claim keeps its category.', { 'details.categoryId': `This is a ${row.categoryId} claim.` });
  }
  const { policy, order } = await policyOfClaim(deps.db, row.policyId);
  assertCovered(policy, order, details, isoDay(deps.now()));
  await assertNoOpenClaimForIncident(deps.db, policy.id, details, row.id);
  const [updated] = await deps.db
    .update(claims)
    .set({ ...incidentColumns(details), updatedAt: deps.now() })
    .where(and(eq(claims.id, row.id), eq(claims.status, 'draft')))
    .returning();
  if (!updated) throw statusConflict('This claim is sent: it can no longer be changed.');
  return oneClaimView(deps.db, updated);
}

/** Discards a draft and its documents (their bytes too). */
export async function deleteClaim(deps: ClaimDeps, customer: ClaimCustomer, claimId: string): Promise<void> {
  const row = await ownedClaim(deps.db, customer.owners, claimId);
  if (!(await discardDraft(deps, row.id))) throw statusConflict('This claim is sent: withdraw it instead.');
}

/**
 * Deletes a claim still a draft (checked with its row locked) and then its documents' bytes; false
 * when it is no longer a draft (sent meanwhile: kept).
 */
async function discardDraft(deps: Pick<ClaimDeps, 'db' | 'documents'>, claimId: string): Promise<boolean> {
  const documentIds = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as AppDatabase;
    const [locked] = await tx.select({ status: claims.status }).from(claims).where(eq(claims.id, claimId)).for('update');
    if (locked?.status !== 'draft') return null;
    const documents = await tx.select({ id: claimDocuments.id }).from(claimDocuments).where(eq(claimDocuments.claimId, claimId));
    await tx.delete(claims).where(eq(claims.id, claimId));
    return documents.map((d) => d.id);
  });
  if (!documentIds) return false;
  for (const id of documentIds) await deps.documents.delete(id);
  return true;
}

/**
 * Housekeeping: drafts nobody touched (details saved or a document added) for CLAIM_DRAFT_DAYS are
 * discarded with their documents, so drafts left behind (a phone lost, a browser's storage cleared)
 * neither hold their bytes forever nor count against the customer's MAX_CLAIM_DRAFTS. Returns how many.
 */
export async function discardStaleDrafts(deps: Pick<ClaimDeps, 'db' | 'documents'>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CLAIM_DRAFT_DAYS * 86_400_000);
  const stale = await deps.db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.status, 'draft'), lt(claims.updatedAt, before)))
    .limit(500);
  let discarded = 0;
  for (const { id } of stale) if (await discardDraft(deps, id)) discarded += 1;
  return discarded;
}

/** Sends the documents not sent yet (with the claim or an answer): they can no longer be removed. */
async function sendDocuments(tx: AppDatabase, claimId: string, at: Date): Promise<number> {
  const sent = await tx
    .update(claimDocuments)
    .set({ sentAt: at })
    .where(and(eq(claimDocuments.claimId, claimId), isNull(claimDocuments.sentAt)))
    .returning({ id: claimDocuments.id });
  return sent.length;
}

/** The documents are complete now: the 15-day clock (re)starts. */
const clockFrom = (at: Date) => ({ documentsCompleteAt: at, paymentDueOn: addDays(isoDay(at), CLAIM_PAYMENT_DAYS) });

function payoutColumns(payout: PayoutChoice): Partial<ClaimRow> {
  if (payout.method === 'wallet') return { payoutMethod: 'wallet', payoutIban: null, payoutIbanMasked: null, payoutHolderName: null };
  return { payoutMethod: 'iban', payoutIban: payout.iban, payoutIbanMasked: maskIban(payout.iban), payoutHolderName: payout.accountHolderName };
}

export async function submitClaim(deps: ClaimDeps, customer: ClaimCustomer, claimId: string, payout: PayoutChoice): Promise<Claim> {
  const owned = await ownedClaim(deps.db, customer.owners, claimId);
  if (payout.method === 'wallet' && customer.guest) {
    throw new ApiHttpError(422, 'account_required', 'A guest has no wallet: choose a bank account (IBAN), or create an account first.', {
      'payout.method': 'Choose a bank account (IBAN).',
    });
  }
  const { policy, order } = await policyOfClaim(deps.db, owned.policyId);
  try {
    const row = await transition(deps, owned.id, {
      actor: { userId: customer.userId, role: 'customer' },
      from: ['draft'],
      to: 'submitted',
      conflict: 'This claim is sent already.',
      changes: async (tx, row, at) => {
        const details = row.details as ClaimDetails;
        assertCovered(policy, order, details, isoDay(at));
        await assertNoOpenClaimForIncident(tx, policy.id, details, row.id);
        if ((await sendDocuments(tx, row.id, at)) === 0) {
          throw new ApiHttpError(422, 'claim_documents_missing', 'Add at least one document (a photo, the report or an invoice) before sending.', {
            documents: 'Add at least one document.',
          });
        }
        return { ...payoutColumns(payout), submittedAt: at, ...clockFrom(at) };
      },
    });
    return await oneClaimView(deps.db, row);
  } catch (error) {
    if (isUniqueViolation(error, 'claims_one_open_per_incident_uq')) throw duplicateError();
    throw error;
  }
}

export async function answerClaim(deps: ClaimDeps, customer: ClaimCustomer, claimId: string, message: string | undefined): Promise<Claim> {
  const owned = await ownedClaim(deps.db, customer.owners, claimId);
  const row = await transition(deps, owned.id, {
    actor: { userId: customer.userId, role: 'customer' },
    from: ['information_requested'],
    to: 'under_review',
    conflict: 'Nothing was asked on this claim: there is nothing to answer.',
    note: message || null,
    changes: async (tx, current, at) => {
      const added = await sendDocuments(tx, current.id, at);
      if (added === 0 && !message) {
        throw new ApiHttpError(400, 'validation_failed', 'Answer what was asked, or add the documents asked for.', { message: 'Write an answer or add a document.' });
      }
      return clockFrom(at);
    },
  });
  return oneClaimView(deps.db, row);
}

export async function withdrawClaim(deps: ClaimDeps, customer: ClaimCustomer, claimId: string): Promise<Claim> {
  const owned = await ownedClaim(deps.db, customer.owners, claimId);
  const row = await transition(deps, owned.id, {
    actor: { userId: customer.userId, role: 'customer' },
    from: withdrawableClaimStatuses,
    to: 'withdrawn',
    conflict: owned.status === 'draft' ? 'This claim is not sent: delete the draft instead.' : 'This claim is decided: it can no longer be withdrawn.',
    alreadyDone: (r) => r.status === 'withdrawn',
    changes: () => ({ paymentDueOn: null }),
  });
  return oneClaimView(deps.db, row);
}
