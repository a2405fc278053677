import type { BrokerChangeOptions, CancellationEstimate, PolicyRequest, PolicyRequestsResponse } from '../../contract/policy-requests.ts';

/** Sample answers of the request endpoints for the model-based paths and machine tests (dates far ahead: no clock). */
export const samplePolicyNumber = 'POL-2099-SAMPLE01';

const amanah = { brokerId: 'amanah-brokers', name: 'Amanah Insurance Brokers', logoUrl: '/images/brokers/amanah-brokers.svg', licenceCode: 'IA-BR-2019-0101' };
const falcon = { brokerId: 'falcon-brokers', name: 'Falcon Brokers', logoUrl: '/images/brokers/falcon-brokers.svg', licenceCode: 'IA-BR-2020-0147' };

export const sampleEstimate: CancellationEstimate = {
  policyNumber: samplePolicyNumber,
  effectiveDate: '2099-03-05',
  earliestDate: '2099-03-05',
  latestDate: '2100-03-04',
  currency: 'SAR',
  paidMinor: 258_750,
  totalDays: 365,
  unusedDays: 365,
  grossRefundMinor: 258_750,
  feeMinor: 0,
  refundMinor: 258_750,
  coolingOff: true,
  coolingOffDays: 14,
  coolingOffEndsOn: '2099-03-15',
  options: [
    { destination: 'wallet', cardLast4: null, cardMinor: 0, walletMinor: 258_750 },
    { destination: 'card', cardLast4: '4242', cardMinor: 258_750, walletMinor: 0 },
  ],
};

const baseRequest = {
  requestId: '00000000-0000-4000-8000-000000000001',
  requestNumber: 'PR-20990305-ABCDEF',
  policyNumber: samplePolicyNumber,
  reasonText: null,
  fromBroker: amanah,
  decisionNote: null,
  decidedAt: null,
  createdAt: '2099-03-05T10:00:00.000Z',
  events: [{ at: '2099-03-05T10:00:00.000Z', actorRole: 'customer' as const, fromStatus: null, toStatus: 'pending' as const, note: null }],
};

export const sampleCancellationRequest = (status: PolicyRequest['status'] = 'pending'): PolicyRequest => ({
  ...baseRequest,
  kind: 'cancellation',
  status,
  reasonCode: 'no_longer_needed',
  effectiveDate: '2099-03-05',
  toBroker: null,
  refund: {
    currency: 'SAR',
    paidMinor: 258_750,
    grossRefundMinor: 258_750,
    feeMinor: 0,
    refundMinor: 258_750,
    unusedDays: 365,
    totalDays: 365,
    coolingOff: true,
    destination: 'wallet',
    cardMinor: 0,
    walletMinor: 258_750,
    status: status === 'approved' ? 'credited' : 'none',
    refundedAt: status === 'approved' ? '2099-03-06T10:00:00.000Z' : null,
  },
});

export const sampleBrokerChangeRequest = (status: PolicyRequest['status'] = 'pending'): PolicyRequest => ({
  ...baseRequest,
  requestId: '00000000-0000-4000-8000-000000000002',
  kind: 'broker_change',
  status,
  reasonCode: 'better_service',
  effectiveDate: status === 'approved' ? '2099-03-06' : null,
  toBroker: falcon,
  refund: null,
});

export const sampleBrokerOptions: BrokerChangeOptions = {
  policyNumber: samplePolicyNumber,
  currentBroker: { ...amanah, ratingTenths: 48 },
  brokers: [{ ...falcon, ratingTenths: 45 }],
};

export const samplePolicyRequests = (requests: PolicyRequest[] = []): PolicyRequestsResponse => ({
  policyNumber: samplePolicyNumber,
  cancelledOn: null,
  currentBroker: amanah,
  brokerHistory: [{ broker: amanah, fromDate: '2099-03-05', toDate: null }],
  requests,
});

export const sampleFailure = (reason: string, code: string | null = null) => ({ reason, code, message: reason });
/** The server's 503 for a request the client may send again (a GET): the flow tries again on its own. */
export const sampleOutage = { ...sampleFailure('serviceUnavailable', 'service_unavailable'), retryAfterSeconds: 2, repeatable: true };
