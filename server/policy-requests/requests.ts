// A customer's requests on a policy: the cancellation estimate, asking to cancel or to change broker,
// reading them, withdrawing one. The rules live here, not in the client: owners only, never on a
// cancelled or expired policy, at most one open request per policy (backed by a unique index).
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type {
  BrokerChangeOptions,
  BrokerChangeRequestBody,
  CancellationEstimate,
  CancellationRequestBody,
  PolicyRequest,
  PolicyRequestsResponse,
} from '../../contract/policy-requests.ts';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import type { AppDatabase } from '../db/database.ts';
import { cancellationRules, policyRequestEvents, policyRequests } from '../db/tables/policy-requests.ts';
import { payments, policies } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { ApiLanguage } from '../http/request-language.ts';
import { isoDay } from '../purchase/views.ts';
import { findPolicy } from '../policies/policy-records.ts';
import { type CancellationRule, priceCancellation } from './cancellation-pricing.ts';
import type { PolicyRequestDeps, RequestActor } from './policy-request-deps.ts';
import { policyStanding, type PolicyStanding } from './policy-standing.ts';
import { brokerRefOf, type RequestRow, requestViews } from './request-views.ts';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** `PR-20261123-7KQ2MX`: what people read out and type into the back-office script. */
export const newRequestNumber = (at: Date) =>
  `PR-${isoDay(at).replaceAll('-', '')}-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** The policy with its order, its paid payment and where it stands; 404 unless `owners` own it. */
export async function ownedPolicy(deps: PolicyRequestDeps, owners: string[], policyNumber: string) {
  const row = await findPolicy(deps, owners, policyNumber);
  const today = isoDay(deps.now());
  const standing = await policyStanding(deps.db, { id: row.policy.id, startDate: row.policy.startDate, issuedOn: isoDay(row.policy.issuedAt), brokerId: row.order.brokerId }, today);
  return { ...row, standing, today };
}

type OwnedPolicy = Awaited<ReturnType<typeof ownedPolicy>>;

/** 422 policy_cancelled / policy_expired: no request on a policy that has ended or will end by cancellation. */
/**
 * The customer's policy, still open to requests (every request endpoint starts here); with the
 * request's reason, checked first (words are needed when it is `other`).
 */
async function openPolicy(deps: PolicyRequestDeps, owners: string[], policyNumber: string, reason?: { reasonCode: string; reasonText?: string | undefined }) {
  if (reason) needsText(reason.reasonCode, reason.reasonText);
  const owned = await ownedPolicy(deps, owners, policyNumber);
  assertOpenPolicy(owned);
  return owned;
}

function assertOpenPolicy({ policy, standing, today }: { policy: OwnedPolicy['policy']; standing: PolicyStanding; today: string }): void {
  if (standing.cancelledOn) throw new ApiHttpError(422, 'policy_cancelled', 'This policy is cancelled: nothing more can be asked on it.');
  if (policy.endDate < today) throw new ApiHttpError(422, 'policy_expired', 'This policy has ended: nothing more can be asked on it.');
}

/** The cancellation rule of a category (its own, else the default): what refunds are priced with and the policy wording says. */
export async function cancellationRuleFor(db: AppDatabase, categoryId: string): Promise<CancellationRule> {
  const rows = await db
    .select()
    .from(cancellationRules)
    .where(or(eq(cancellationRules.categoryId, categoryId), isNull(cancellationRules.categoryId)));
  const rule = rows.find((r) => r.categoryId === categoryId) ?? rows.find((r) => r.categoryId === null);
  if (!rule) throw new Error('No cancellation rule: the seed did not run.');
  return rule;
}

async function paidPayment(deps: PolicyRequestDeps, orderId: string) {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  return payment ?? null;
}

/** Who asks: a guest has no wallet to open later (no account to sign in to), so its refund goes to the card. */
export interface RefundAsker {
  guest: boolean;
}

async function priced(deps: PolicyRequestDeps, owned: OwnedPolicy, effectiveDate: string | undefined, asker: RefundAsker): Promise<CancellationEstimate> {
  const { policy, order, today } = owned;
  const earliestDate = today > policy.startDate ? today : policy.startDate;
  const latestDate = policy.endDate;
  const day = effectiveDate ?? earliestDate;
  if (day < earliestDate || day > latestDate) {
    throw new ApiHttpError(400, 'validation_failed', 'The cancellation must take effect within the policy period, today or later.', {
      effectiveDate: `Choose a day from ${earliestDate} to ${latestDate}.`,
    });
  }
  const payment = await paidPayment(deps, order.id);
  const paidMinor = payment ? payment.walletMinor + payment.giftCardMinor + payment.cardMinor : 0;
  const rule = await cancellationRuleFor(deps.db, order.categoryId);
  const price = priceCancellation({
    paidMinor,
    startDate: policy.startDate,
    endDate: policy.endDate,
    effectiveDate: day,
    purchasedOn: isoDay(policy.issuedAt),
    today,
    rule,
  });
  const options: CancellationEstimate['options'] = [{ destination: 'wallet', cardLast4: null, cardMinor: 0, walletMinor: price.refundMinor }];
  if (payment && payment.cardMinor > 0) {
    const cardMinor = Math.min(price.refundMinor, payment.cardMinor);
    options.push({ destination: 'card', cardLast4: payment.cardLast4, cardMinor, walletMinor: price.refundMinor - cardMinor });
    // A guest could never open the wallet: only the card is offered (a policy paid without a card keeps
    // the wallet, the one place the money can go, kept for the account the guest may create).
    if (asker.guest) options.shift();
  }
  return {
    policyNumber: policy.policyNumber,
    effectiveDate: day,
    earliestDate,
    latestDate,
    currency: order.currency,
    paidMinor,
    totalDays: price.totalDays,
    unusedDays: price.unusedDays,
    grossRefundMinor: price.grossRefundMinor,
    feeMinor: price.feeMinor,
    refundMinor: price.refundMinor,
    coolingOff: price.coolingOff,
    coolingOffDays: rule.coolingOffDays,
    coolingOffEndsOn: price.coolingOffEndsOn,
    options,
  };
}

export async function cancellationEstimate(deps: PolicyRequestDeps, customer: { owners: string[] } & RefundAsker, policyNumber: string, effectiveDate?: string) {
  const owned = await openPolicy(deps, customer.owners, policyNumber);
  return priced(deps, owned, effectiveDate, customer);
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, constraint_name: altName } = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (code === '23505' && (name === constraint || altName === constraint || String((e as Error).message ?? '').includes(constraint))) return true;
  }
  return false;
}

const requestOpen = () => new ApiHttpError(409, 'request_open', 'A request on this policy is still open: wait for its answer or withdraw it first.');

/** Inserts a pending request and its first audit event; 409 request_open when one is open already. */
async function insertRequest(deps: PolicyRequestDeps, actor: RequestActor, values: Omit<typeof policyRequests.$inferInsert, 'requestNumber' | 'status'>) {
  const at = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(policyRequests)
        .values({ ...values, requestNumber: newRequestNumber(at), status: 'pending', createdAt: at, updatedAt: at })
        .returning();
      await tx.insert(policyRequestEvents).values({ requestId: row!.id, actorUserId: actor.userId, actorRole: actor.role, fromStatus: null, toStatus: 'pending', at });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'policy_requests_one_open_per_policy_uq')) throw requestOpen();
    throw error;
  }
}

async function assertNoOpenRequest(deps: PolicyRequestDeps, policyId: string) {
  const [open] = await deps.db
    .select({ id: policyRequests.id })
    .from(policyRequests)
    .where(and(eq(policyRequests.policyId, policyId), eq(policyRequests.status, 'pending')));
  if (open) throw requestOpen();
}

function needsText(reasonCode: string, reasonText: string | undefined) {
  if (reasonCode === 'other' && !reasonText) {
    throw new ApiHttpError(400, 'validation_failed', 'Say in a few words why.', { reasonText: 'Tell us the reason in a few words.' });
  }
}

export async function requestCancellation(
  deps: PolicyRequestDeps,
  customer: { userId: string; owners: string[] } & RefundAsker,
  policyNumber: string,
  body: CancellationRequestBody,
  language: ApiLanguage,
): Promise<PolicyRequest> {
  const owned = await openPolicy(deps, customer.owners, policyNumber, body);
  await assertNoOpenRequest(deps, owned.policy.id);
  const estimate = await priced(deps, owned, body.effectiveDate, customer);
  const option = estimate.options.find((o) => o.destination === body.refundDestination);
  if (!option) {
    throw body.refundDestination === 'wallet'
      ? new ApiHttpError(400, 'validation_failed', 'A guest has no wallet: the refund goes back to the card that paid.', { refundDestination: 'Choose the card.' })
      : new ApiHttpError(400, 'validation_failed', 'This policy was not paid by card: the refund can go to the wallet.', { refundDestination: 'Choose the wallet.' });
  }
  if (estimate.refundMinor !== body.refundMinor) {
    throw new ApiHttpError(409, 'estimate_changed', 'The refund has changed since it was shown: look at the new amount and confirm again.');
  }
  const row = await insertRequest(deps, { userId: customer.userId, role: 'customer' }, {
    kind: 'cancellation',
    policyId: owned.policy.id,
    policyNumber,
    userId: customer.userId,
    reasonCode: body.reasonCode,
    reasonText: body.reasonText || null,
    effectiveDate: body.effectiveDate,
    fromBrokerId: owned.standing.brokerId,
    currency: estimate.currency,
    paidMinor: estimate.paidMinor,
    grossRefundMinor: estimate.grossRefundMinor,
    feeMinor: estimate.feeMinor,
    refundMinor: estimate.refundMinor,
    unusedDays: estimate.unusedDays,
    totalDays: estimate.totalDays,
    coolingOff: estimate.coolingOff,
    refundDestination: body.refundDestination,
    cardRefundMinor: option.cardMinor,
  });
  return (await requestViews(deps.db, await deps.catalogue.snapshot(), [row], language))[0]!;
}

function brokersSelling(s: CatalogueSnapshot, categoryId: string) {
  return [...s.brokerById.values()]
    .filter((b) => (s.brokerCategoryIds.get(b.id) ?? []).some((sold) => sold === categoryId))
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

const choiceOf = (s: CatalogueSnapshot, brokerId: string, language: ApiLanguage) => ({
  ...brokerRefOf(s, brokerId, language),
  ratingTenths: s.brokerById.get(brokerId)!.ratingTenths,
});

export async function brokerChangeOptions(deps: PolicyRequestDeps, owners: string[], policyNumber: string, language: ApiLanguage): Promise<BrokerChangeOptions> {
  const owned = await openPolicy(deps, owners, policyNumber);
  const s = await deps.catalogue.snapshot();
  return {
    policyNumber,
    currentBroker: choiceOf(s, owned.standing.brokerId, language),
    brokers: brokersSelling(s, owned.order.categoryId)
      .filter((b) => b.id !== owned.standing.brokerId)
      .map((b) => choiceOf(s, b.id, language)),
  };
}

export async function requestBrokerChange(
  deps: PolicyRequestDeps,
  customer: { userId: string; owners: string[] },
  policyNumber: string,
  body: BrokerChangeRequestBody,
  language: ApiLanguage,
): Promise<PolicyRequest> {
  const owned = await openPolicy(deps, customer.owners, policyNumber, body);
  const s = await deps.catalogue.snapshot();
  const sells = brokersSelling(s, owned.order.categoryId).some((b) => b.id === body.toBrokerId);
  if (!sells || body.toBrokerId === owned.standing.brokerId) {
    throw new ApiHttpError(422, 'broker_unavailable', 'Choose another broker who sells this kind of insurance.', { toBrokerId: 'Choose another broker.' });
  }
  await assertNoOpenRequest(deps, owned.policy.id);
  const row = await insertRequest(deps, { userId: customer.userId, role: 'customer' }, {
    kind: 'broker_change',
    policyId: owned.policy.id,
    policyNumber,
    userId: customer.userId,
    reasonCode: body.reasonCode,
    reasonText: body.reasonText || null,
    fromBrokerId: owned.standing.brokerId,
    toBrokerId: body.toBrokerId,
    consentAt: deps.now(),
  });
  return (await requestViews(deps.db, s, [row], language))[0]!;
}

export async function policyRequestsOf(deps: PolicyRequestDeps, owners: string[], policyNumber: string, language: ApiLanguage): Promise<PolicyRequestsResponse> {
  const owned = await ownedPolicy(deps, owners, policyNumber);
  const s = await deps.catalogue.snapshot();
  const rows = await deps.db.select().from(policyRequests).where(eq(policyRequests.policyId, owned.policy.id)).orderBy(desc(policyRequests.createdAt));
  return {
    policyNumber,
    cancelledOn: owned.standing.cancelledOn,
    currentBroker: brokerRefOf(s, owned.standing.brokerId, language),
    brokerHistory: owned.standing.brokerHistory.map((p) => ({ broker: brokerRefOf(s, p.brokerId, language), fromDate: p.fromDate, toDate: p.toDate })),
    requests: await requestViews(deps.db, s, rows, language),
  };
}

/** By id or request number: `PR-…` is what people type. */
export const requestMatch = (requestId: string) =>
  /^[0-9a-f-]{36}$/i.test(requestId) ? eq(policyRequests.id, requestId) : eq(policyRequests.requestNumber, requestId.toUpperCase());

async function ownedRequest(deps: PolicyRequestDeps, owners: string[], requestId: string): Promise<RequestRow> {
  const [row] = await deps.db
    .select({ request: policyRequests })
    .from(policyRequests)
    .innerJoin(policies, eq(policies.id, policyRequests.policyId))
    .where(and(requestMatch(requestId), inArray(policies.userId, owners)));
  if (!row) throw new ApiHttpError(404, 'not_found', 'There is no such request.');
  return row.request;
}

export async function policyRequestOf(deps: PolicyRequestDeps, owners: string[], requestId: string, language: ApiLanguage): Promise<PolicyRequest> {
  const row = await ownedRequest(deps, owners, requestId);
  return (await requestViews(deps.db, await deps.catalogue.snapshot(), [row], language))[0]!;
}

export const notPending = () => new ApiHttpError(409, 'request_not_pending', 'This request has been answered or withdrawn already.');

/**
 * Moves a pending request to `to` inside a transaction, the row locked first (so two decisions, or a
 * decision and a withdrawal, run one after the other and the second finds it decided: 409), with its
 * audit event. `then` runs in the same transaction (refunds, broker changes, notifications).
 */
export async function transition(
  deps: PolicyRequestDeps,
  requestId: string,
  actor: RequestActor,
  to: 'approved' | 'rejected' | 'withdrawn',
  changes: Partial<typeof policyRequests.$inferInsert>,
  note: string | null,
  then: (tx: PolicyRequestDeps['db'], row: RequestRow) => Promise<Partial<typeof policyRequests.$inferInsert> | void> = async () => {},
): Promise<RequestRow> {
  const at = deps.now();
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as PolicyRequestDeps['db'];
    const [row] = await tx.select().from(policyRequests).where(eq(policyRequests.id, requestId)).for('update');
    if (!row) throw new ApiHttpError(404, 'not_found', 'There is no such request.');
    if (row.status !== 'pending') throw notPending();
    const more = (await then(tx, { ...row, ...changes } as RequestRow)) ?? {};
    const [updated] = await tx
      .update(policyRequests)
      .set({ ...changes, ...more, status: to, updatedAt: at })
      .where(eq(policyRequests.id, row.id))
      .returning();
    await tx.insert(policyRequestEvents).values({ requestId: row.id, actorUserId: actor.userId, actorRole: actor.role, fromStatus: 'pending', toStatus: to, note, at });
    return updated!;
  });
}

export async function withdrawRequest(
  deps: PolicyRequestDeps,
  customer: { userId: string; owners: string[] },
  requestId: string,
  language: ApiLanguage,
): Promise<PolicyRequest> {
  const owned = await ownedRequest(deps, customer.owners, requestId);
  const row = await transition(deps, owned.id, { userId: customer.userId, role: 'customer' }, 'withdrawn', {}, null);
  return (await requestViews(deps.db, await deps.catalogue.snapshot(), [row], language))[0]!;
}

