// The pricing engine: pure functions from a category's pricing rule (data, stored in pricing_rules)
// and a customer's risk details to integer premiums. No floats reach an amount: every step multiplies
// integers and rounds half up to whole minor units.
import { type RiskDetails, tripDays } from '../../contract/catalogue.ts';

/** A factor by band: the first band whose `maxAge` (or `maxYears`) is >= the value applies. */
export interface AgeBand {
  maxAge: number;
  factorBasisPoints: number;
}

export interface MotorRule {
  kind: 'motor';
  /** Base annual premium as basis points of the vehicle value (250 = 2.5%). */
  baseRateBasisPoints: number;
  /** By vehicle age in years (quote year - model year, at least 0). */
  vehicleAgeBands: AgeBand[];
  driverAgeBands: AgeBand[];
  /** Discount per claim-free year, capped. */
  noClaimsDiscountBasisPointsPerYear: number;
  maxNoClaimsDiscountBasisPoints: number;
  minimumPremiumMinor: number;
}

export interface TravelRule {
  kind: 'travel';
  /** Per traveller per day, by destination zone. */
  dailyRateMinorByZone: Record<string, number>;
  travellerAgeBands: AgeBand[];
  minimumPremiumMinor: number;
}

export interface HealthRule {
  kind: 'health';
  /** Annual premium per member by age band. */
  memberAgeBands: { maxAge: number; annualMinor: number }[];
  /** Discount on the whole premium from this many members on. */
  familyDiscountFromMembers: number;
  familyDiscountBasisPoints: number;
}

export interface HomeRule {
  kind: 'home';
  /** Annual rate in parts per million of the value (1200 = 0.12%). */
  buildingRatePpm: number;
  contentsRatePpm: number;
  propertyTypeFactorBasisPoints: Record<string, number>;
  minimumPremiumMinor: number;
}

export interface LifeRule {
  kind: 'life';
  /** Annual rate in parts per million of the sum assured, by age band. */
  ageBands: { maxAge: number; ratePpm: number }[];
  /** By term in years: the first band whose maxYears >= the term. */
  termBands: { maxYears: number; factorBasisPoints: number }[];
  smokerFactorBasisPoints: number;
  minimumPremiumMinor: number;
}

export type PricingRule = MotorRule | TravelRule | HealthRule | HomeRule | LifeRule;

/** A rule's risk does not fit the rule's bands or zones: reported as a field problem. */
export class RiskNotPriceableError extends Error {
  override name = 'RiskNotPriceableError';
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/** amount x basisPoints / 10000, rounded half up (amount and bp are non-negative integers). */
export function applyBasisPoints(amountMinor: number, basisPoints: number): number {
  return Math.floor((amountMinor * basisPoints + 5000) / 10000);
}

/** amount x ppm / 1,000,000, rounded half up. */
export function applyPpm(amountMinor: number, ppm: number): number {
  return Math.floor((amountMinor * ppm + 500_000) / 1_000_000);
}

function band<T extends { maxAge: number }>(bands: T[], age: number, field: string): T {
  const found = bands.find((b) => age <= b.maxAge);
  if (!found) throw new RiskNotPriceableError(field, `No cover is offered for age ${age}.`);
  return found;
}

export interface PricingContext {
  /** The quote's date, `YYYY-MM-DD` (vehicle age and travel dates are measured from it). */
  today: string;
}

/**
 * The category's base annual (or per-trip) premium before the plan factor, in minor units.
 * Throws RiskNotPriceableError when the rule has no band or zone for the risk.
 */
export function basePremiumMinor(rule: PricingRule, risk: RiskDetails, context: PricingContext): number {
  if (rule.kind !== risk.categoryId) throw new Error(`Rule ${rule.kind} cannot price a ${risk.categoryId} risk.`);
  switch (risk.categoryId) {
    case 'motor': {
      const r = rule as MotorRule;
      const vehicleAge = Math.max(0, Number(context.today.slice(0, 4)) - risk.vehicleYear);
      let premium = applyBasisPoints(risk.vehicleValueMinor, r.baseRateBasisPoints);
      premium = applyBasisPoints(premium, band(r.vehicleAgeBands, vehicleAge, 'risk.vehicleYear').factorBasisPoints);
      premium = applyBasisPoints(premium, band(r.driverAgeBands, risk.driverAge, 'risk.driverAge').factorBasisPoints);
      const discount = Math.min(r.maxNoClaimsDiscountBasisPoints, risk.noClaimsYears * r.noClaimsDiscountBasisPointsPerYear);
      premium = applyBasisPoints(premium, 10_000 - discount);
      return Math.max(premium, r.minimumPremiumMinor);
    }
    case 'travel': {
      const r = rule as TravelRule;
      if (risk.departureDate < context.today) throw new RiskNotPriceableError('risk.departureDate', 'The departure date is in the past.');
      const daily = r.dailyRateMinorByZone[risk.destinationZone];
      if (daily === undefined) throw new RiskNotPriceableError('risk.destinationZone', 'This destination is not covered.');
      const days = tripDays(risk.departureDate, risk.returnDate);
      let premium = 0;
      for (const age of risk.travellerAges) {
        premium += applyBasisPoints(daily * days, band(r.travellerAgeBands, age, 'risk.travellerAges').factorBasisPoints);
      }
      return Math.max(premium, r.minimumPremiumMinor);
    }
    case 'health': {
      const r = rule as HealthRule;
      let premium = 0;
      for (const member of risk.members) premium += band(r.memberAgeBands, member.age, 'risk.members').annualMinor;
      if (risk.members.length >= r.familyDiscountFromMembers) premium = applyBasisPoints(premium, 10_000 - r.familyDiscountBasisPoints);
      return premium;
    }
    case 'home': {
      const r = rule as HomeRule;
      const factor = r.propertyTypeFactorBasisPoints[risk.propertyType];
      if (factor === undefined) throw new RiskNotPriceableError('risk.propertyType', 'This property type is not covered.');
      const premium = applyPpm(risk.buildingValueMinor, r.buildingRatePpm) + applyPpm(risk.contentsValueMinor, r.contentsRatePpm);
      return Math.max(applyBasisPoints(premium, factor), r.minimumPremiumMinor);
    }
    case 'life': {
      const r = rule as LifeRule;
      let premium = applyPpm(risk.sumAssuredMinor, band(r.ageBands, risk.age, 'risk.age').ratePpm);
      const term = r.termBands.find((b) => risk.termYears <= b.maxYears);
      if (!term) throw new RiskNotPriceableError('risk.termYears', `No cover is offered for a ${risk.termYears}-year term.`);
      premium = applyBasisPoints(premium, term.factorBasisPoints);
      if (risk.smoker) premium = applyBasisPoints(premium, r.smokerFactorBasisPoints);
      return Math.max(premium, r.minimumPremiumMinor);
    }
  }
}

/** A plan's premium: the base premium times the plan's factor. */
export function planPremiumMinor(baseMinor: number, planFactorBasisPoints: number): number {
  return applyBasisPoints(baseMinor, planFactorBasisPoints);
}

export function addOnPriceMinor(pricing: { kind: 'flat' | 'percentOfPremium'; value: number }, planPremiumMinor: number): number {
  return pricing.kind === 'flat' ? pricing.value : applyBasisPoints(planPremiumMinor, pricing.value);
}

export function taxMinor(amountMinor: number, taxRateBasisPoints: number): number {
  return applyBasisPoints(amountMinor, taxRateBasisPoints);
}

export interface OrderAmounts {
  premiumMinor: number;
  addOnsMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** What an order costs: premium + chosen add-ons, VAT on their sum. */
export function orderAmounts(premium: number, addOnPrices: number[], taxRateBasisPoints: number): OrderAmounts {
  const addOnsMinor = addOnPrices.reduce((sum, price) => sum + price, 0);
  const tax = taxMinor(premium + addOnsMinor, taxRateBasisPoints);
  return { premiumMinor: premium, addOnsMinor, taxMinor: tax, totalMinor: premium + addOnsMinor + tax };
}

/** `YYYY-MM-DD` plus days (calendar arithmetic in UTC). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus whole years, then minus one day: the last day of a policy of that many years. */
export function endOfTerm(startDate: string, years: number): string {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  // 29 February + 1 year rolls to 1 March, which is right: the day before is 28 February.
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The policy period of a risk starting on startDate: travel covers the trip, life its term, others a year. */
export function policyPeriod(risk: RiskDetails, startDate: string): { startDate: string; endDate: string } {
  if (risk.categoryId === 'travel') return { startDate: risk.departureDate, endDate: risk.returnDate };
  if (risk.categoryId === 'life') return { startDate, endDate: endOfTerm(startDate, risk.termYears) };
  return { startDate, endDate: endOfTerm(startDate, 1) };
}
