// The back office: backend users list requests (staff: all; a broker: those on the policies it sells)
// and staff approve or reject them. An approved cancellation pays its refund exactly once: the request
// row is locked, so a second approval finds it decided (409); the wallet entry carries the request as
// its ledger reference and the card refund the request as the gateway's idempotency key.
import { and, asc, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { BackofficeRequest } from '../../contract/policy-requests.ts';
import { pick } from '../catalogue/catalogue-store.ts';
import type { AppDatabase } from '../db/database.ts';
import { users } from '../db/tables/accounts.ts';
import { policyBrokerChanges, policyRequests } from '../db/tables/policy-requests.ts';
import { notifications, orders, payments, policies } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { noticeDay, noticeMoney } from '../notifications/notification-format.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ApiLanguage } from '../http/request-language.ts';
import { isoDay } from '../purchase/views.ts';
import { creditWallet } from '../wallet/ledger.ts';
import type { PolicyRequestDeps, RequestActor } from './policy-request-deps.ts';
import { requestMatch, transition } from './requests.ts';
import { type RequestRow, requestViews } from './request-views.ts';

export interface BackofficeActor extends RequestActor {
  role: 'staff' | 'broker' | 'system';
  /** A broker user: the catalogue broker whose licence code it holds (null: it sells nothing listed). */
  brokerId: string | null;
}

/** The backend user of the request's session: 401 without one, 403 for customers and guests. */
export async function requireBackofficeUser(c: Context<AppEnv>, deps: Pick<PolicyRequestDeps, 'db' | 'catalogue'>): Promise<BackofficeActor> {
  const userId = c.get('session')?.userId;
  if (!userId) throw new ApiHttpError(401, 'unauthorized', 'Sign in as a back-office user first.');
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiHttpError(401, 'unauthorized', 'Sign in as a back-office user first.');
  if (user.kind === 'backend') return { userId, role: 'staff', brokerId: null };
  if (user.kind === 'broker') {
    const s = await deps.catalogue.snapshot();
    const broker = [...s.brokerById.values()].find((b) => b.licenceCode === user.brokerCode);
    return { userId, role: 'broker', brokerId: broker?.id ?? null };
  }
  throw new ApiHttpError(403, 'forbidden', 'Only back-office users can see and decide requests.');
}

function requireStaff(actor: BackofficeActor): void {
  if (actor.role === 'broker') throw new ApiHttpError(403, 'forbidden', 'Only staff decide requests; a broker can see them.');
}

async function backofficeViews(deps: PolicyRequestDeps, rows: RequestRow[], language: ApiLanguage): Promise<BackofficeRequest[]> {
  const s = await deps.catalogue.snapshot();
  const views = await requestViews(deps.db, s, rows, language);
  const people = rows.length
    ? await deps.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(
          inArray(
            users.id,
            rows.map((r) => r.userId),
          ),
        )
    : [];
  return views.map((view, i) => {
    const person = people.find((p) => p.id === rows[i]!.userId);
    return { ...view, customerName: [person?.firstName, person?.lastName].filter(Boolean).join(' ') || '-' };
  });
}

export async function backofficeList(
  deps: PolicyRequestDeps,
  actor: BackofficeActor,
  filter: { status?: RequestRow['status']; kind?: RequestRow['kind'] },
  language: ApiLanguage,
): Promise<BackofficeRequest[]> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(policyRequests.status, filter.status));
  if (filter.kind) where.push(eq(policyRequests.kind, filter.kind));
  if (actor.role === 'broker') {
    if (!actor.brokerId) return [];
    where.push(or(eq(policyRequests.fromBrokerId, actor.brokerId), eq(policyRequests.toBrokerId, actor.brokerId))!);
  }
  const rows = await deps.db
    .select()
    .from(policyRequests)
    .where(and(...where))
    .orderBy(asc(policyRequests.createdAt))
    .limit(200);
  return backofficeViews(deps, rows, language);
}

async function findRequestId(deps: PolicyRequestDeps, requestId: string): Promise<string> {
  const [row] = await deps.db.select({ id: policyRequests.id }).from(policyRequests).where(requestMatch(requestId));
  if (!row) throw new ApiHttpError(404, 'not_found', 'There is no such request.');
  return row.id;
}

type Tx = AppDatabase;

async function notify(tx: Tx, row: RequestRow, kind: 'policy_request_approved' | 'policy_request_rejected', text: { titleEn: string; titleAr: string; bodyEn: string; bodyAr: string }, at: Date) {
  await tx.insert(notifications).values({ userId: row.userId, kind, ...text, policyNumber: row.policyNumber, orderNumber: null, createdAt: at });
}

/** Pays an approved cancellation's refund back: the card part through the gateway (its failure: to the wallet), the rest to the wallet. */
async function payRefund(deps: PolicyRequestDeps, tx: Tx, row: RequestRow, at: Date): Promise<Partial<RequestRow>> {
  const refundMinor = row.refundMinor ?? 0;
  if (refundMinor === 0) return { refundStatus: 'credited', refundedAt: at };
  let cardMinor = row.refundDestination === 'card' ? (row.cardRefundMinor ?? 0) : 0;
  let refundStatus: RequestRow['refundStatus'] = 'credited';
  let refundReference: string | null = null;
  if (cardMinor > 0) {
    const [policy] = await tx.select({ orderId: policies.orderId }).from(policies).where(eq(policies.id, row.policyId));
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, policy!.orderId), eq(payments.status, 'succeeded')));
    // Called inside the transaction, the request row locked: a concurrent approval waits here and then
    // finds the request decided. A repeat after a crash reuses the same idempotency key: one refund.
    const result = await deps.gateway.refund({
      refundId: `refund_${row.id}`,
      paymentId: payment!.id,
      chargeReference: payment!.gatewayReference,
      amountMinor: cardMinor,
      currency: row.currency ?? 'SAR',
    });
    if (result.status === 'succeeded') refundReference = result.reference;
    else {
      deps.logger.warn(`Card refund of request ${row.requestNumber} refused by the gateway: paid to the wallet instead.`);
      cardMinor = 0;
      refundStatus = 'card_failed_to_wallet';
    }
  }
  const walletMinor = refundMinor - cardMinor;
  if (walletMinor > 0) {
    const entry = await creditWallet(tx, {
      userId: row.userId,
      kind: 'refund',
      amountMinor: walletMinor,
      reference: `policy-request-refund:${row.id}`,
      descriptionEn: `Refund: cancellation of policy ${row.policyNumber}`,
      descriptionAr: `استرداد: إلغاء الوثيقة ${row.policyNumber}`,
    });
    refundReference ??= entry.transactionId;
  }
  return { refundStatus, refundReference, refundedAt: at, cardRefundMinor: cardMinor };
}

export async function approveRequest(deps: PolicyRequestDeps, actor: BackofficeActor, requestId: string, note: string | null, language: ApiLanguage) {
  requireStaff(actor);
  const id = await findRequestId(deps, requestId);
  const at = deps.now();
  const today = isoDay(at);
  const s = await deps.catalogue.snapshot();
  const row = await transition(deps, id, actor, 'approved', { decidedByUserId: actor.userId, decidedAt: at, decisionNote: note }, note, async (tx, request) => {
    if (request.kind === 'cancellation') {
      await tx.update(policies).set({ cancelledOn: request.effectiveDate }).where(eq(policies.id, request.policyId));
      const paid = await payRefund(deps, tx, request, at);
      const toCard = request.refundDestination === 'card' && (paid.cardRefundMinor ?? 0) > 0;
      const refund = request.refundMinor ?? 0;
      await notify(
        tx,
        request,
        'policy_request_approved',
        {
          titleEn: 'Your cancellation is approved',
          titleAr: 'تمت الموافقة على إلغاء وثيقتك',
          bodyEn: `Policy ${request.policyNumber} is cancelled from ${noticeDay('en', request.effectiveDate!)}. ${refund > 0 ? `${noticeMoney('en', refund)} goes back to your ${toCard ? 'card' : 'wallet'}.` : 'There is nothing to refund.'}`,
          bodyAr: `الوثيقة ${request.policyNumber} ملغاة اعتبارًا من ${noticeDay('ar', request.effectiveDate!)}. ${refund > 0 ? `يُعاد مبلغ ${noticeMoney('ar', refund)} إلى ${toCard ? 'بطاقتك' : 'محفظتك'}.` : 'لا يوجد مبلغ للاسترداد.'}`,
        },
        at,
      );
      return paid;
    }
    const [policy] = await tx.select({ startDate: policies.startDate }).from(policies).where(eq(policies.id, request.policyId));
    const effectiveDate = today > policy!.startDate ? today : policy!.startDate;
    // The order's broker is the policy's current one everywhere it is shown (list, detail, certificate,
    // renewal prefill); the first broker and every change stay in policy_broker_changes.
    const [policyRow] = await tx.select({ orderId: policies.orderId }).from(policies).where(eq(policies.id, request.policyId));
    await tx.update(orders).set({ brokerId: request.toBrokerId!, updatedAt: at }).where(eq(orders.id, policyRow!.orderId));
    await tx.insert(policyBrokerChanges).values({
      policyId: request.policyId,
      fromBrokerId: request.fromBrokerId,
      toBrokerId: request.toBrokerId!,
      effectiveDate,
      requestId: request.id,
      createdAt: at,
    });
    const broker = s.brokerById.get(request.toBrokerId!)!;
    await notify(
      tx,
      request,
      'policy_request_approved',
      {
        titleEn: 'Your broker change is approved',
        titleAr: 'تمت الموافقة على تغيير الوسيط',
        bodyEn: `Policy ${request.policyNumber} is with ${pick('en', broker)} from ${noticeDay('en', effectiveDate)}.`,
        bodyAr: `أصبحت الوثيقة ${request.policyNumber} لدى ${pick('ar', broker)} اعتبارًا من ${noticeDay('ar', effectiveDate)}.`,
      },
      at,
    );
    return { effectiveDate };
  });
  deps.events?.happened({ kind: row.kind === 'cancellation' ? 'cancellation_approved' : 'broker_change_approved', policyNumber: row.policyNumber });
  return (await backofficeViews(deps, [row], language))[0]!;
}

export async function rejectRequest(deps: PolicyRequestDeps, actor: BackofficeActor, requestId: string, reason: string, language: ApiLanguage) {
  requireStaff(actor);
  const id = await findRequestId(deps, requestId);
  const at = deps.now();
  const s = await deps.catalogue.snapshot();
  const row = await transition(deps, id, actor, 'rejected', { decidedByUserId: actor.userId, decidedAt: at, decisionNote: reason }, reason, async (tx, request) => {
    const cancellation = request.kind === 'cancellation';
    const from = s.brokerById.get(request.fromBrokerId)!;
    await notify(
      tx,
      request,
      'policy_request_rejected',
      cancellation
        ? {
            titleEn: 'Your cancellation request was not approved',
            titleAr: 'لم تتم الموافقة على طلب إلغاء وثيقتك',
            bodyEn: `Policy ${request.policyNumber} stays in force. Reason: ${reason}`,
            bodyAr: `تبقى الوثيقة ${request.policyNumber} سارية. السبب: ${reason}`,
          }
        : {
            titleEn: 'Your broker change request was not approved',
            titleAr: 'لم تتم الموافقة على طلب تغيير الوسيط',
            bodyEn: `Policy ${request.policyNumber} stays with ${pick('en', from)}. Reason: ${reason}`,
            bodyAr: `تبقى الوثيقة ${request.policyNumber} لدى ${pick('ar', from)}. السبب: ${reason}`,
          },
      at,
    );
  });
  deps.events?.happened({ kind: row.kind === 'cancellation' ? 'cancellation_rejected' : 'broker_change_rejected', policyNumber: row.policyNumber, reason });
  return (await backofficeViews(deps, [row], language))[0]!;
}

/**
 * The development switch BACKOFFICE_AUTO_DECIDE_SECONDS: approves, as the system, every request that
 * has waited that long. Returns how many it approved. Never on unless configured.
 */
export async function autoDecide(deps: PolicyRequestDeps, afterSeconds: number): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - afterSeconds * 1000);
  const due = await deps.db
    .select({ id: policyRequests.id })
    .from(policyRequests)
    .where(and(eq(policyRequests.status, 'pending'), lte(policyRequests.createdAt, cutoff)));
  let approved = 0;
  for (const { id } of due) {
    try {
      await approveRequest(deps, { userId: null, role: 'system', brokerId: null }, id, 'Approved automatically (development switch).', 'en');
      approved += 1;
    } catch (error) {
      if (!(error instanceof ApiHttpError && error.code === 'request_not_pending')) throw error;
    }
  }
  return approved;
}

