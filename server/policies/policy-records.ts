// The customer's policies: the list, one policy's certificate data, and the renewal prefill.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RiskDetails } from '../../contract/catalogue.ts';
import type { InsuredPerson, PolicyDetail, Policyholder, PolicySummary } from '../../contract/purchase.ts';
import { orders, policies } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { ApiLanguage } from '../http/request-language.ts';
import { loadOrderBundle } from '../purchase/orders.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import { breakdownOf, isoDay, paymentSummaryView, policyDetailBilingual, policyState, policySummaryView } from '../purchase/views.ts';
import { renewalWindowOf } from './renewal.ts';

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

/** The policy with its order; 404 unless `owners` own it. */
export async function findPolicy(deps: Pick<PurchaseDeps, 'db'>, owners: string[], policyNumber: string) {
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
  const { window, renewedBy } = await renewalWindowOf(deps.db, policy, isoDay(deps.now()));
  const paid = bundle.latestPayment?.status === 'succeeded' ? bundle.latestPayment : undefined;
  return {
    policyNumber: policy.policyNumber,
    orderNumber: order.orderNumber,
    status: policy.status,
    state: policyState(policy, isoDay(deps.now())),
    categoryId: order.categoryId as PolicyDetail['categoryId'],
    productId: order.productId,
    planId: order.planId,
    ...policyDetailBilingual(s, order, bundle.quote.risk as RiskDetails),
    policyholder: order.policyholder as Policyholder,
    insuredPersons: order.insuredPersons as InsuredPerson[],
    risk: bundle.quote.risk as RiskDetails,
    startDate: policy.startDate,
    endDate: policy.endDate,
    issuedAt: policy.issuedAt.toISOString(),
    cancelledOn: policy.cancelledOn,
    breakdown: breakdownOf(order, paid),
    payment: paid ? paymentSummaryView(paid) : null,
    renewal: window,
    renewsPolicyNumber: policy.renewsPolicyNumber,
    renewedByPolicyNumber: renewedBy,
  };
}

export { agedRisk, renewal } from './renewal.ts';
