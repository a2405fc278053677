// Rows -> the contract's request shapes, names in the request's language.
import { asc, inArray } from 'drizzle-orm';
import type { PolicyRequest } from '../../contract/policy-requests.ts';
import { type CatalogueSnapshot, pick } from '../catalogue/catalogue-store.ts';
import type { AppDatabase } from '../db/database.ts';
import { policyRequestEvents, type policyRequests } from '../db/tables/policy-requests.ts';
import type { ApiLanguage } from '../http/request-language.ts';

export type RequestRow = typeof policyRequests.$inferSelect;
type EventRow = typeof policyRequestEvents.$inferSelect;

export function brokerRefOf(s: CatalogueSnapshot, brokerId: string, language: ApiLanguage) {
  const broker = s.brokerById.get(brokerId)!;
  return { brokerId: broker.id, name: pick(language, broker), logoUrl: broker.logoUrl, licenceCode: broker.licenceCode };
}

type Status = PolicyRequest['status'];

export function requestView(s: CatalogueSnapshot, row: RequestRow, events: EventRow[], language: ApiLanguage): PolicyRequest {
  const refundMinor = row.refundMinor ?? 0;
  const cardMinor = row.refundDestination === 'card' ? (row.cardRefundMinor ?? 0) : 0;
  return {
    requestId: row.id,
    requestNumber: row.requestNumber,
    kind: row.kind,
    policyNumber: row.policyNumber,
    status: row.status,
    reasonCode: row.reasonCode,
    reasonText: row.reasonText,
    effectiveDate: row.effectiveDate,
    fromBroker: brokerRefOf(s, row.fromBrokerId, language),
    toBroker: row.toBrokerId ? brokerRefOf(s, row.toBrokerId, language) : null,
    refund:
      row.kind === 'cancellation'
        ? {
            currency: row.currency!,
            paidMinor: row.paidMinor ?? 0,
            grossRefundMinor: row.grossRefundMinor ?? 0,
            feeMinor: row.feeMinor ?? 0,
            refundMinor,
            unusedDays: row.unusedDays ?? 0,
            totalDays: row.totalDays ?? 0,
            coolingOff: row.coolingOff ?? false,
            destination: row.refundDestination ?? 'wallet',
            cardMinor,
            walletMinor: refundMinor - cardMinor,
            status: row.refundStatus,
            refundedAt: row.refundedAt ? row.refundedAt.toISOString() : null,
          }
        : null,
    decisionNote: row.decisionNote,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    events: events
      .filter((e) => e.requestId === row.id)
      .map((e) => ({ at: e.at.toISOString(), actorRole: e.actorRole, fromStatus: e.fromStatus as Status | null, toStatus: e.toStatus as Status, note: e.note })),
  };
}

/** The views of several requests with their audit trails (one query for the events). */
export async function requestViews(db: AppDatabase, s: CatalogueSnapshot, rows: RequestRow[], language: ApiLanguage): Promise<PolicyRequest[]> {
  if (rows.length === 0) return [];
  const events = await db
    .select()
    .from(policyRequestEvents)
    .where(
      inArray(
        policyRequestEvents.requestId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(policyRequestEvents.at));
  return rows.map((row) => requestView(s, row, events, language));
}
