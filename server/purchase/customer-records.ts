// The customer's records: policies (list, certificate data, renewal prefill), wallet, gift cards,
// notifications.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { RiskDetails } from '../../contract/catalogue.ts';
import type {
  GiftCardResponse,
  InsuredPerson,
  Notification,
  PolicyDetail,
  Policyholder,
  PolicySummary,
  RenewalResponse,
  WalletResponse,
} from '../../contract/purchase.ts';
import { giftCards, notifications, orders, policies, quotes, wallets, walletTransactions } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { ApiLanguage } from '../http/request-language.ts';
import { CURRENCY } from '../catalogue/catalogue-data.ts';
import { loadOrderBundle } from './orders.ts';
import { expireStaleChallenges } from './payments.ts';
import { addDays } from './pricing.ts';
import type { PurchaseDeps } from './purchase-deps.ts';
import { renewalWindow } from '../policies/renewal-rules.ts';
import { breakdownOf, isoDay, paymentSummaryView, policyDetailBilingual, policyState, policySummaryView } from './views.ts';

export async function listPolicies(
  deps: PurchaseDeps,
  owners: string[],
  filter: 'active' | 'expired' | 'pending' | 'all',
  language: ApiLanguage,
): Promise<PolicySummary[]> {
  const s = await deps.catalogue.snapshot();
  const today = isoDay(deps.now());
  const rows = await deps.db
    .select({ policy: policies, order: orders })
    .from(policies)
    .innerJoin(orders, eq(orders.id, policies.orderId))
    .where(inArray(policies.userId, owners))
    .orderBy(desc(policies.issuedAt));
  return rows
    .filter((row) => filter === 'all' || policyState(row.policy, today) === filter)
    .map((row) => policySummaryView(s, row.policy, row.order, language, today));
}

async function findPolicy(deps: PurchaseDeps, owners: string[], policyNumber: string) {
  const [row] = await deps.db
    .select({ policy: policies, order: orders })
    .from(policies)
    .innerJoin(orders, eq(orders.id, policies.orderId))
    .where(and(eq(policies.policyNumber, policyNumber), inArray(policies.userId, owners)));
  if (!row) throw new ApiHttpError(404, 'not_found', 'There is no such policy.');
  return row;
}

export async function policyDetail(deps: PurchaseDeps, owners: string[], policyNumber: string): Promise<PolicyDetail> {
  const s = await deps.catalogue.snapshot();
  const { policy, order } = await findPolicy(deps, owners, policyNumber);
  const bundle = await loadOrderBundle(deps.db, order);
  const paid = bundle.latestPayment?.status === 'succeeded' ? bundle.latestPayment : undefined;
  return {
    policyNumber: policy.policyNumber,
    orderNumber: order.orderNumber,
    status: policy.status,
    state: policyState(policy, isoDay(deps.now())),
    categoryId: order.categoryId as PolicyDetail['categoryId'],
    productId: order.productId,
    planId: order.planId,
    ...policyDetailBilingual(s, order),
    policyholder: order.policyholder as Policyholder,
    insuredPersons: order.insuredPersons as InsuredPerson[],
    risk: bundle.quote.risk as RiskDetails,
    startDate: policy.startDate,
    endDate: policy.endDate,
    issuedAt: policy.issuedAt.toISOString(),
    breakdown: breakdownOf(order, paid),
    payment: paid ? paymentSummaryView(paid) : null,
    renewal: renewalWindow(policy, isoDay(deps.now())),
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The old risk with ages moved on by the whole years since the policy was issued (kept within the form's limits). */
export function agedRisk(risk: RiskDetails, years: number): RiskDetails {
  switch (risk.categoryId) {
    case 'motor':
      return { ...risk, driverAge: clamp(risk.driverAge + years, 18, 80) };
    case 'travel':
      return { ...risk, travellerAges: risk.travellerAges.map((age) => clamp(age + years, 0, 85)) };
    case 'health':
      return { ...risk, members: risk.members.map((m) => ({ ...m, age: clamp(m.age + years, 0, 75) })) };
    case 'life':
      return { ...risk, age: clamp(risk.age + years, 18, 65) };
    case 'home':
      return risk;
  }
}

export async function renewal(deps: PurchaseDeps, owners: string[], policyNumber: string): Promise<RenewalResponse> {
  const { policy, order } = await findPolicy(deps, owners, policyNumber);
  const [quote] = await deps.db.select().from(quotes).where(eq(quotes.id, order.quoteId));
  const today = isoDay(deps.now());
  const years = Math.max(0, Number(today.slice(0, 4)) - policy.issuedAt.getUTCFullYear());
  const dayAfter = addDays(policy.endDate, 1);
  return {
    fromPolicyNumber: policy.policyNumber,
    categoryId: order.categoryId as RenewalResponse['categoryId'],
    brokerId: order.brokerId,
    productId: order.productId,
    planId: order.planId,
    addOnIds: order.addOns.map((a) => a.addOnId),
    risk: agedRisk(quote!.risk as RiskDetails, years),
    policyholder: order.policyholder as Policyholder,
    insuredPersons: order.insuredPersons as InsuredPerson[],
    suggestedStartDate: dayAfter > today ? dayAfter : today,
  };
}

export async function walletOf(deps: PurchaseDeps, userId: string, language: ApiLanguage): Promise<WalletResponse> {
  await expireStaleChallenges(deps);
  const [wallet] = await deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  const rows = await deps.db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(desc(walletTransactions.createdAt))
    .limit(50);
  return {
    balanceMinor: wallet?.balanceMinor ?? 0,
    currency: wallet?.currency ?? CURRENCY,
    transactions: rows.map((row) => ({
      transactionId: row.id,
      kind: row.kind,
      amountMinor: row.amountMinor,
      balanceAfterMinor: row.balanceAfterMinor,
      description: language === 'ar' ? row.descriptionAr : row.descriptionEn,
      orderNumber: row.orderNumber,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function giftCardOf(deps: PurchaseDeps, serial: string): Promise<GiftCardResponse> {
  await expireStaleChallenges(deps);
  const [card] = await deps.db.select().from(giftCards).where(eq(giftCards.serial, serial.toUpperCase()));
  if (!card) throw new ApiHttpError(404, 'not_found', 'There is no gift card with this serial.');
  const expired = card.expiresOn !== null && card.expiresOn < isoDay(deps.now());
  return {
    serial: card.serial,
    balanceMinor: card.balanceMinor,
    currency: card.currency,
    status: expired ? 'expired' : card.balanceMinor === 0 ? 'used' : 'active',
    expiresOn: card.expiresOn,
  };
}

type NotificationRow = typeof notifications.$inferSelect;

export function notificationView(row: NotificationRow, language: ApiLanguage): Notification {
  return {
    notificationId: row.id,
    kind: row.kind,
    title: language === 'ar' ? row.titleAr : row.titleEn,
    body: language === 'ar' ? row.bodyAr : row.bodyEn,
    policyNumber: row.policyNumber,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export async function notificationsOf(deps: Pick<PurchaseDeps, 'db'>, owners: string[], language: ApiLanguage) {
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(inArray(notifications.userId, owners))
    .orderBy(desc(notifications.createdAt))
    .limit(100);
  const unread = await deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(inArray(notifications.userId, owners), isNull(notifications.readAt)));
  return { notifications: rows.map((row) => notificationView(row, language)), unreadCount: unread.length };
}

export async function markRead(deps: PurchaseDeps, owners: string[], notificationId: string, language: ApiLanguage): Promise<Notification> {
  const [row] = await deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), inArray(notifications.userId, owners)));
  if (!row) throw new ApiHttpError(404, 'not_found', 'There is no such notification.');
  if (row.readAt) return notificationView(row, language);
  const [updated] = await deps.db.update(notifications).set({ readAt: deps.now() }).where(eq(notifications.id, row.id)).returning();
  return notificationView(updated!, language);
}

/** In-memory sliding window per key (gift card look-ups: guessing serials must be slow). One process only. */
export function createLookupLimiter(limit: number, windowMs: number, now: () => Date) {
  const hits = new Map<string, number[]>();
  return (key: string): void => {
    const at = now().getTime();
    const recent = (hits.get(key) ?? []).filter((t) => t > at - windowMs);
    if (recent.length >= limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((recent[0]! + windowMs - at) / 1000));
      throw new ApiHttpError(429, 'rate_limited', `Too many gift card look-ups. Try again in ${retryAfterSeconds} seconds.`, undefined, {
        retryAfterSeconds,
      });
    }
    recent.push(at);
    hits.set(key, recent);
    if (hits.size > 10_000) hits.clear();
  };
}
