// Renewing a policy: what the wizard starts from (GET /policies/:n/renewal) and the checks an order
// and its payment pass when they renew one. The window itself is in renewal-rules.ts.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { RiskDetails } from '../../contract/catalogue.ts';
import type { InsuredPerson, Policyholder, RenewalResponse } from '../../contract/purchase.ts';
import type { AppDatabase } from '../db/database.ts';
import { orders, payments, policies, quotes } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { ownerIds } from '../purchase/customer.ts';
import { addDays } from '../purchase/pricing.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import { isoDay } from '../purchase/views.ts';
import { assertRenewalOpen, daysBetween, renewalStart, renewalWindow } from './renewal-rules.ts';

type PolicyRow = typeof policies.$inferSelect;

/** The policy that renewed `policyNumber` (issued from a paid renewal order), if any. */
export async function renewedByOf(db: AppDatabase, policyNumber: string): Promise<string | null> {
  const [row] = await db.select({ policyNumber: policies.policyNumber }).from(policies).where(eq(policies.renewsPolicyNumber, policyNumber));
  return row?.policyNumber ?? null;
}

/** The renewal window of a policy as the detail page shows it (cancelled and already renewed close it). */
export async function renewalWindowOf(db: AppDatabase, policy: PolicyRow, today: string) {
  const renewedBy = await renewedByOf(db, policy.policyNumber);
  return { renewedBy, window: renewalWindow({ ...policy, renewedBy }, today) };
}

/**
 * One of the owners' policies that may be renewed today (404 for an unknown or another customer's,
 * 409 when the rules refuse), with its order and the renewal's first day. With `lock` the policy row is
 * held until the transaction ends, so two renewals of one policy are decided one after the other.
 */
async function renewablePolicy(db: AppDatabase, owners: string[], policyNumber: string, today: string, lock = false) {
  const query = db
    .select({ policy: policies, order: orders })
    .from(policies)
    .innerJoin(orders, eq(orders.id, policies.orderId))
    .where(and(eq(policies.policyNumber, policyNumber), inArray(policies.userId, owners)));
  const [row] = lock ? await query.for('update', { of: policies }) : await query;
  if (!row) throw new ApiHttpError(404, 'not_found', 'There is no such policy.');
  const { window } = await renewalWindowOf(db, row.policy, today);
  assertRenewalOpen(window);
  return { ...row, startsOn: renewalStart(row.policy.endDate, today) };
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

/** The old risk for the new period: aged, and a trip moved to start on `startsOn`, same length (its old dates are past). */
export function renewedRisk(risk: RiskDetails, years: number, startsOn: string): RiskDetails {
  const aged = agedRisk(risk, years);
  if (aged.categoryId !== 'travel') return aged;
  return { ...aged, departureDate: startsOn, returnDate: addDays(startsOn, daysBetween(aged.departureDate, aged.returnDate)) };
}

/** GET /policies/:policyNumber/renewal: refused outside the window, for a cancelled or an already renewed policy. */
export async function renewal(deps: PurchaseDeps, owners: string[], policyNumber: string): Promise<RenewalResponse> {
  const today = isoDay(deps.now());
  const { policy, order, startsOn } = await renewablePolicy(deps.db, owners, policyNumber, today);
  const [quote] = await deps.db.select().from(quotes).where(eq(quotes.id, order.quoteId));
  const years = Math.max(0, Number(today.slice(0, 4)) - policy.issuedAt.getUTCFullYear());
  return {
    fromPolicyNumber: policy.policyNumber,
    categoryId: order.categoryId as RenewalResponse['categoryId'],
    brokerId: order.brokerId,
    productId: order.productId,
    planId: order.planId,
    addOnIds: order.addOns.map((a) => a.addOnId),
    risk: renewedRisk(quote!.risk as RiskDetails, years, startsOn),
    policyholder: order.policyholder as Policyholder,
    insuredPersons: order.insuredPersons as InsuredPerson[],
    suggestedStartDate: startsOn,
    previousStartDate: policy.startDate,
    previousEndDate: policy.endDate,
  };
}

const invalidStart = (message: string) => new ApiHttpError(400, 'validation_failed', message, { startDate: message });

/**
 * An order that renews a policy (inside the order's transaction): the caller's policy, renewable today,
 * of the same category; the new cover starts the day after the old one ends (today once it has ended),
 * a trip not before that day.
 */
export async function assertMayRenew(
  tx: AppDatabase,
  userId: string,
  request: { renewsPolicyNumber: string; startDate: string },
  risk: RiskDetails,
  today: string,
): Promise<void> {
  const { order, startsOn } = await renewablePolicy(tx, await ownerIds(tx, userId), request.renewsPolicyNumber, today, true);
  if (order.categoryId !== risk.categoryId) {
    throw new ApiHttpError(400, 'validation_failed', 'A renewal insures the same kind of risk as the policy it renews.');
  }
  if (risk.categoryId === 'travel') {
    if (request.startDate < startsOn) throw invalidStart(`The renewed trip departs on ${startsOn} at the earliest: the current policy covers until the day before.`);
  } else if (request.startDate !== startsOn) {
    throw invalidStart(`A renewal starts on ${startsOn}, the day after the current policy ends.`);
  }
}

/**
 * Before a renewal order is charged (inside the payment's transaction, after its order is locked): the
 * old policy is still renewable, and no other order renewing it is being paid or paid. The policy row
 * is locked, so of two orders renewing one policy only one is ever charged. (A payment left open on
 * another renewal order was ended just before, by endAbandonedPayments: one still live here is one the
 * gateway has not settled yet, so the customer is asked to wait, as for a payment of the same order.)
 */
export async function assertRenewalPayable(tx: AppDatabase, order: { id: string; userId: string; renewsPolicyNumber: string | null }, today: string) {
  if (!order.renewsPolicyNumber) return;
  await renewablePolicy(tx, await ownerIds(tx, order.userId), order.renewsPolicyNumber, today, true);
  const [rival] = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.renewsPolicyNumber, order.renewsPolicyNumber),
        ne(orders.id, order.id),
        inArray(payments.status, ['pending', 'challenge_required', 'succeeded']),
      ),
    );
  if (rival?.status === 'succeeded') throw new ApiHttpError(409, 'policy_already_renewed', 'This policy has already been renewed.');
  if (rival) throw new ApiHttpError(409, 'payment_in_progress', 'Another payment renewing this policy is being confirmed with the bank. Wait for its outcome before paying again.');
}
