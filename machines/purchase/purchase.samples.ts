import type { CategoryDetailResponse } from '../../contract/catalogue.ts';
import type { InsuredPerson, Offer, Order, Policyholder, PolicySummary, RenewalResponse } from '../../contract/purchase.ts';
import type { HeldQuote, PaymentOutcome } from './purchase.types.ts';

/** Contract-shaped sample data for the purchase machine's tests and its model-based test paths (machines/flow-models.ts). */
export const motorCategory: CategoryDetailResponse = {
  category: { categoryId: 'motor', name: 'Motor', description: 'Cars', imageUrl: '/images/categories/motor.svg', productCount: 1 },
  products: [
    {
      productId: 'motor-comprehensive',
      name: 'Comprehensive',
      insurer: { insurerId: 'insurer-a', name: 'Insurer A', logoUrl: '/a.svg' },
      description: 'All risks',
      imageUrl: '/images/products/motor.svg',
      plans: [],
      addOns: [],
    },
  ],
  brokers: [
    { brokerId: 'broker-a', name: 'Broker A', logoUrl: '/images/brokers/a.svg', licenceCode: 'L-1', rating: 4.5, categoryIds: ['motor'] },
    { brokerId: 'broker-b', name: 'Broker B', logoUrl: '/images/brokers/b.svg', licenceCode: 'L-2', rating: 4.1, categoryIds: ['motor'] },
  ],
  riskForm: 'motor',
  startDateWindowDays: 30,
  currency: 'SAR',
  insuresSeveralPeople: false,
};

export const motorRisk = {
  categoryId: 'motor' as const,
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  vehicleYear: 2022,
  vehicleValueMinor: 8_000_000,
  driverAge: 35,
  noClaimsYears: 3,
  plateNumber: '1234 ABD',
  vin: 'JTDBR32E720123456',
};

export function offer(id: string, planId: string, totalMinor: number): Offer {
  return {
    offerId: id,
    productId: 'motor-comprehensive',
    productName: 'Comprehensive',
    productImageUrl: '/images/products/motor.svg',
    planId,
    planName: `Plan ${planId}`,
    insurer: { insurerId: 'insurer-a', name: 'Insurer A', logoUrl: '/a.svg' },
    broker: { brokerId: 'broker-a', name: 'Broker A', logoUrl: '/images/brokers/a.svg', licenceCode: 'L-1' },
    premiumMinor: Math.round(totalMinor / 1.15),
    taxMinor: totalMinor - Math.round(totalMinor / 1.15),
    totalMinor,
    coverages: [{ key: 'own-damage', label: 'Own damage', limitMinor: 8_000_000 }],
    deductibleMinor: 50_000,
    addOns: [{ addOnId: 'roadside', name: 'Roadside assistance', description: '24/7', priceMinor: 15_000 }],
    needsManualReview: false,
  };
}

export function quote(id: string, validMs = 15 * 60_000, offers: Offer[] = [offer(`${id}-o1`, 'gold', 230_000), offer(`${id}-o2`, 'silver', 115_000)]): HeldQuote {
  const createdAt = new Date();
  return {
    quoteId: id,
    categoryId: 'motor',
    brokerId: 'broker-a',
    risk: motorRisk as HeldQuote['risk'],
    currency: 'SAR',
    taxRateBasisPoints: 1500,
    createdAt: createdAt.toISOString(),
    expiresAt: new Date(createdAt.getTime() + validMs).toISOString(),
    offers,
    validUntil: Date.now() + validMs,
  };
}

export const policyholder: Policyholder = {
  firstName: 'Sara',
  lastName: 'Haddad',
  dateOfBirth: '1990-04-01',
  gender: 'female',
  mobileNumber: '+966501234567',
  emailAddress: 'sara@example.com',
  nationalId: '1234567890',
};

export const insured: InsuredPerson[] = [{ firstName: 'Sara', lastName: 'Haddad', dateOfBirth: '1990-04-01', gender: 'female', relation: 'self' }];

export const policy: PolicySummary = {
  policyNumber: 'POL-2026-0001',
  orderNumber: 'ORD-2026-0001',
  status: 'issued',
  state: 'active',
  categoryId: 'motor',
  categoryName: 'Motor',
  productId: 'motor-comprehensive',
  productName: 'Comprehensive',
  planName: 'Gold',
  insurerName: 'Insurer A',
  brokerName: 'Broker A',
  brokerLogoUrl: '/images/brokers/a.svg',
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  totalMinor: 245_000,
  currency: 'SAR',
  issuedAt: '2026-11-23T00:00:00.000Z',
  cancelledOn: null,
};

export function order(overrides: Partial<Order> = {}): Order {
  return {
    orderNumber: 'ORD-2026-0001',
    status: 'awaiting_payment',
    quoteId: 'q1',
    offerId: 'q1-o1',
    categoryId: 'motor',
    categoryName: 'Motor',
    productId: 'motor-comprehensive',
    productName: 'Comprehensive',
    productImageUrl: '/images/products/motor.svg',
    planId: 'gold',
    planName: 'Gold',
    insurer: { insurerId: 'insurer-a', name: 'Insurer A', logoUrl: '/a.svg' },
    broker: { brokerId: 'broker-a', name: 'Broker A', logoUrl: '/images/brokers/a.svg', licenceCode: 'L-1' },
    addOns: [],
    policyholder,
    insuredPersons: insured,
    startDate: '2026-12-01',
    endDate: '2027-11-30',
    needsManualReview: false,
    breakdown: { currency: 'SAR', premiumMinor: 200_000, addOnsMinor: 0, taxMinor: 30_000, totalMinor: 230_000, walletMinor: 0, giftCardMinor: 0, cardMinor: 0, dueMinor: 230_000 },
    payableUntil: '2026-11-23T01:00:00.000Z',
    createdAt: '2026-11-23T00:00:00.000Z',
    latestPayment: null,
    policy: null,
    ...overrides,
  };
}

export function outcome(status: PaymentOutcome['payment']['status'], extra: Partial<PaymentOutcome> = {}): PaymentOutcome {
  return {
    payment: { paymentId: 'pay-1', status, declineReason: status === 'declined' ? 'card_declined' : null, challengeHint: status === 'challenge_required' ? 'Code 123456' : null, cardLast4: '4242' },
    order: order({ status: status === 'succeeded' ? 'issued' : 'awaiting_payment', policy: status === 'succeeded' ? policy : null }),
    policy: status === 'succeeded' ? policy : null,
    ...extra,
  };
}

export const renewal: RenewalResponse = {
  fromPolicyNumber: 'POL-2025-0009',
  categoryId: 'motor',
  brokerId: 'broker-b',
  productId: 'motor-comprehensive',
  planId: 'silver',
  addOnIds: ['roadside'],
  risk: motorRisk as RenewalResponse['risk'],
  policyholder,
  insuredPersons: insured,
  suggestedStartDate: '2026-12-01',
  previousStartDate: '2025-12-01',
  previousEndDate: '2026-11-30',
};

export const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Sara Haddad' };
