// The customer's policies: the list, one policy's certificate data, and the renewal prefill.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RiskDetails } from '../../contract/catalogue.ts';
import type { InsuredPerson, PolicyDetail, Policyholder, PolicySummary, RenewalResponse } from '../../contract/purchase.ts';
import { orders, policies, quotes } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { ApiLanguage } from '../http/request-language.ts';
import { loadOrderBundle } from '../purchase/orders.ts';
import { addDays } from '../purchase/pricing.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import { breakdownOf, isoDay, paymentSummaryView, policyDetailBilingual, policyState, policySummaryView } from '../purchase/views.ts';
import { renewalWindow } from './renewal-rules.ts';

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

export async function findPolicy(deps: PurchaseDeps, owners: string[], policyNumber: string) {
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
