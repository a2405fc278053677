// Rows -> the contract's claim shapes. The full IBAN never leaves the row: answers carry the masked one.
import { asc, inArray } from 'drizzle-orm';
import type { Claim, ClaimDetails, ClaimDocument, ClaimSummary } from '../../contract/claims.ts';
import type { AppDatabase } from '../db/database.ts';
import { claimDocuments, claimEvents, type claims } from '../db/tables/claims.ts';

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimDocumentRow = typeof claimDocuments.$inferSelect;
type EventRow = typeof claimEvents.$inferSelect;

export function summaryView(row: ClaimRow): ClaimSummary {
  return {
    claimId: row.id,
    claimNumber: row.claimNumber,
    policyNumber: row.policyNumber,
    categoryId: row.categoryId as ClaimSummary['categoryId'],
    kind: row.kind,
    incidentDate: row.incidentDate,
    status: row.status,
    claimedMinor: row.claimedMinor,
    payableMinor: row.payableMinor,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function documentView(row: ClaimDocumentRow): ClaimDocument {
  return {
    documentId: row.id,
    kind: row.kind as ClaimDocument['kind'],
    fileName: row.fileName,
    contentType: row.contentType as ClaimDocument['contentType'],
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
    sent: row.sentAt !== null,
  };
}

function payoutView(row: ClaimRow): Claim['payout'] {
  if (row.payoutMethod === 'wallet') return { method: 'wallet' };
  if (row.payoutMethod === 'iban') return { method: 'iban', ibanMasked: row.payoutIbanMasked!, accountHolderName: row.payoutHolderName! };
  return null;
}

export function claimView(row: ClaimRow, documents: ClaimDocumentRow[], events: EventRow[]): Claim {
  return {
    ...summaryView(row),
    details: row.details as ClaimDetails,
    documents: documents.map(documentView),
    payout: payoutView(row),
    informationRequest:
      row.status === 'information_requested' && row.infoRequestMessage && row.infoRequestedAt
        ? { message: row.infoRequestMessage, requestedAt: row.infoRequestedAt.toISOString() }
        : null,
    documentsCompleteAt: row.documentsCompleteAt?.toISOString() ?? null,
    paymentDueOn: row.paymentDueOn,
    decision:
      row.approvedMinor !== null && row.decidedAt
        ? {
            currency: row.currency,
            approvedMinor: row.approvedMinor,
            deductibleMinor: row.deductibleMinor ?? 0,
            payableMinor: row.payableMinor ?? 0,
            note: row.decisionNote,
            decidedAt: row.decidedAt.toISOString(),
          }
        : null,
    rejectionReason: row.rejectionReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    paidTo: row.paidTo,
    events: events.map((e) => ({
      at: e.at.toISOString(),
      actorRole: e.actorRole,
      fromStatus: e.fromStatus as Claim['status'] | null,
      toStatus: e.toStatus as Claim['status'],
      note: e.note,
    })),
  };
}

/** Several claims with their documents and history (one query per table). */
export async function claimViews(db: AppDatabase, rows: ClaimRow[]): Promise<Claim[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const documents = await db.select().from(claimDocuments).where(inArray(claimDocuments.claimId, ids)).orderBy(asc(claimDocuments.uploadedAt));
  const events = await db.select().from(claimEvents).where(inArray(claimEvents.claimId, ids)).orderBy(asc(claimEvents.at));
  return rows.map((row) =>
    claimView(
      row,
      documents.filter((d) => d.claimId === row.id),
      events.filter((e) => e.claimId === row.id),
    ),
  );
}

export async function oneClaimView(db: AppDatabase, row: ClaimRow): Promise<Claim> {
  return (await claimViews(db, [row]))[0]!;
}
