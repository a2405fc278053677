import type { Claim, ClaimDocument, MotorClaimDetails } from '../../contract/claims.ts';
import type { ClaimPolicy } from './claim-report.machine.ts';

/** Sample answers of the claim endpoints for the model paths and machine tests (dates far ahead: no clock). */
export const samplePolicy: ClaimPolicy = {
  policyNumber: 'POL-2099-CLAIM01',
  categoryId: 'motor',
  productName: 'Motor Comprehensive',
  planName: 'Gold',
  startDate: '2099-01-01',
  endDate: '2099-12-31',
  state: 'active',
};
export const sampleLifePolicy: ClaimPolicy = { ...samplePolicy, policyNumber: 'POL-2099-LIFE0001', categoryId: 'life', productName: 'Term Life' };
export const samplePendingPolicy: ClaimPolicy = { ...samplePolicy, policyNumber: 'POL-2099-PEND0001', state: 'pending' };

export const sampleMotorDetails: MotorClaimDetails = {
  categoryId: 'motor',
  kind: 'collision',
  incidentDate: '2099-03-05',
  incidentTime: '14:30',
  city: 'Riyadh',
  reportSource: 'najm',
  reportNumber: 'NJM-2099-0001',
  liabilityPercent: 0,
  otherVehicleInvolved: true,
  repairEstimateMinor: 450_000,
  description: 'Another car hit my rear bumper at a traffic light.',
};
/** Incomplete: no city, and a liability share over 100 %. */
export const sampleIncompleteDetails: MotorClaimDetails = { ...sampleMotorDetails, city: '', liabilityPercent: 150 };

export const sampleDocument: ClaimDocument = {
  documentId: '00000000-0000-4000-8000-00000000d001',
  kind: 'photo',
  fileName: 'bumper.jpg',
  contentType: 'image/jpeg',
  sizeBytes: 2_400_000,
  uploadedAt: '2099-03-05T15:00:00.000Z',
  sent: false,
};

export const sampleClaim = (status: Claim['status'] = 'draft', documents: ClaimDocument[] = [sampleDocument]): Claim => ({
  claimId: '00000000-0000-4000-8000-00000000c001',
  claimNumber: 'CLM-20990305-ABCDEF',
  policyNumber: samplePolicy.policyNumber,
  categoryId: 'motor',
  kind: 'collision',
  incidentDate: '2099-03-05',
  status,
  claimedMinor: 450_000,
  payableMinor: status === 'approved' || status === 'paid' ? 400_000 : null,
  currency: 'SAR',
  createdAt: '2099-03-05T15:00:00.000Z',
  updatedAt: '2099-03-05T15:00:00.000Z',
  details: sampleMotorDetails,
  documents,
  payout: status === 'draft' ? null : { method: 'iban', ibanMasked: 'SA** **** **** **** **** 1234', accountHolderName: 'Sara Alharbi' },
  informationRequest: status === 'information_requested' ? { message: 'Please add the Najm report.', requestedAt: '2099-03-06T10:00:00.000Z' } : null,
  documentsCompleteAt: null,
  paymentDueOn: null,
  decision:
    status === 'approved' || status === 'paid'
      ? { currency: 'SAR', approvedMinor: 450_000, deductibleMinor: 50_000, payableMinor: 400_000, note: null, decidedAt: '2099-03-07T10:00:00.000Z' }
      : null,
  rejectionReason: status === 'rejected' ? 'The damage predates the policy.' : null,
  submittedAt: status === 'draft' ? null : '2099-03-05T16:00:00.000Z',
  paidAt: status === 'paid' ? '2099-03-08T10:00:00.000Z' : null,
  paidTo: status === 'paid' ? 'SA** **** **** **** **** 1234' : null,
  events: [{ at: '2099-03-05T16:00:00.000Z', actorRole: 'customer', fromStatus: 'draft', toStatus: 'submitted', note: null }],
});

/** A valid Saudi IBAN (mod-97 holds) and one with a wrong check digit. */
export const SAMPLE_IBAN = 'SA0380000000608010167519';
export const SAMPLE_BAD_IBAN = 'SA0380000000608010167518';

export const sampleFailure = (reason: string, code: string | null = null, fields?: Record<string, string>) => ({ reason, code, message: reason, ...(fields ? { fields } : {}) });
/** The server's 503 for a request the client may send again (a GET): the flow tries again on its own. */
export const sampleOutage = { ...sampleFailure('serviceUnavailable', 'service_unavailable'), retryAfterSeconds: 2, repeatable: true };
