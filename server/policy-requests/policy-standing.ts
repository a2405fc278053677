// Where a policy stands after the sale: the day it is cancelled from (an approved cancellation) and
// its brokers over time (the order's broker, then each approved change). Read by the requests here
// and by the policy views, so a cancelled policy and a new broker show wherever the policy does.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { policyBrokerChanges, policyRequests } from '../db/tables/policy-requests.ts';
import { addDays } from '../purchase/pricing.ts';

export interface BrokerPeriodRow {
  brokerId: string;
  fromDate: string;
  toDate: string | null;
}

export interface PolicyStanding {
  /** The first day without cover, once a cancellation is approved (it may still be ahead). */
  cancelledOn: string | null;
  /** The broker on `today`. */
  brokerId: string;
  brokerHistory: BrokerPeriodRow[];
}

export interface StandingPolicy {
  id: string;
  startDate: string;
  /** The day it was bought (its issue day). */
  issuedOn: string;
  /** The order's broker: the policy's current one (an approved change updates it). */
  brokerId: string;
}

/** The standing of several policies at once (one query per table). */
export async function policyStandings(db: AppDatabase, list: StandingPolicy[], today: string): Promise<Map<string, PolicyStanding>> {
  const ids = list.map((p) => p.id);
  const result = new Map<string, PolicyStanding>();
  if (ids.length === 0) return result;
  const changes = await db
    .select()
    .from(policyBrokerChanges)
    .where(inArray(policyBrokerChanges.policyId, ids))
    .orderBy(asc(policyBrokerChanges.effectiveDate), asc(policyBrokerChanges.createdAt));
  const cancellations = await db
    .select({ policyId: policyRequests.policyId, effectiveDate: policyRequests.effectiveDate })
    .from(policyRequests)
    .where(and(inArray(policyRequests.policyId, ids), eq(policyRequests.kind, 'cancellation'), eq(policyRequests.status, 'approved')));
  for (const policy of list) {
    const own = changes.filter((c) => c.policyId === policy.id);
    // An approved change moves the order to the new broker, so the first broker is the first change's `from`.
    // The first broker is the policy's from the purchase (before the cover starts, too).
    const firstDay = policy.issuedOn < policy.startDate ? policy.issuedOn : policy.startDate;
    const history: BrokerPeriodRow[] = [{ brokerId: own[0]?.fromBrokerId ?? policy.brokerId, fromDate: firstDay, toDate: null }];
    for (const change of own) {
      const previous = history[history.length - 1]!;
      const dayBefore = addDays(change.effectiveDate, -1);
      // A change on the period's first day leaves that broker the one day.
      previous.toDate = dayBefore < previous.fromDate ? previous.fromDate : dayBefore;
      history.push({ brokerId: change.toBrokerId, fromDate: change.effectiveDate, toDate: null });
    }
    const current = [...history].reverse().find((period) => period.fromDate <= today) ?? history[0]!;
    const cancelledOn = cancellations.find((c) => c.policyId === policy.id)?.effectiveDate ?? null;
    result.set(policy.id, { cancelledOn, brokerId: current.brokerId, brokerHistory: history });
  }
  return result;
}

export async function policyStanding(db: AppDatabase, policy: StandingPolicy, today: string): Promise<PolicyStanding> {
  return (await policyStandings(db, [policy], today)).get(policy.id)!;
}
