import * as z from 'zod/mini';
import { twoLetters } from './letters-rule.ts';
import { isValidIBAN } from 'ibantools';
import { normalizeDigits } from './phone-number.ts';
import { currencySchema, isoDateSchema, isoDateTimeSchema, minorAmountSchema } from './scalars.ts';
import { whenFieldsValid } from './refine-when.ts';
import { freeTextChecks, lineTextChecks } from './text-rules.ts';

/**
 * Claims: a customer reports a loss on one of their policies, adds its documents, chooses how to be paid
 * and follows it to the payout (docs/claims.md).
 *
 * The life of a claim: `draft` (created by POST /claims once "what happened" is filled in: the rules
 * below are checked then, so a refusal lands on its field before any upload; documents attach to the
 * draft) -> `submitted` (sent with the payout) -> `under_review` -> `information_requested` (the back
 * office says what; the customer adds documents and/or answers, back to `under_review`) -> `approved`
 * (an amount, less the policy's deductible) -> `paid`; or `rejected` (a reason); or `withdrawn` by the
 * customer before a decision. A draft the customer gives up is deleted (DELETE /claims/:claimId).
 *
 * Rules held by the server, each refused with its own code and the field it concerns in `fields`:
 * - a claim is made on an issued policy of the caller (a guest: their own policy), else 404 `not_found`;
 *   life policies are not claimed online (422 `claim_offline_only`);
 * - the incident date lies within the policy's cover (422 `incident_outside_cover`, field
 *   `details.incidentDate`), and the policy was not cancelled (422 `policy_cancelled`) at that date;
 *   a date after the policy's end is `policy_expired`; a date in the future is a validation error;
 * - one open claim per incident: the same policy, kind, incident date (and time, for motor) as a claim
 *   sent and not closed answers 409 `claim_duplicate` (field `details.incidentDate`);
 * - travel: the trip dates lie within the cover (422 `trip_outside_cover`, fields
 *   `details.tripStartDate` / `details.tripEndDate`) and the incident within the trip (validation);
 * - documents: JPEG, PNG, HEIC/HEIF or PDF by their content (415 `document_type_unsupported`), at most
 *   MAX_CLAIM_DOCUMENT_BYTES each (413 `document_too_large`), not empty (422 `document_empty`), at most
 *   MAX_CLAIM_DOCUMENTS per claim (409 `document_limit_reached`); a claim is sent with at least one
 *   (422 `claim_documents_missing`);
 * - at most MAX_CLAIM_DRAFTS drafts per customer (409 `claim_draft_limit`); a draft untouched for
 *   CLAIM_DRAFT_DAYS is discarded by the server's housekeeping;
 * - an action the claim's status does not allow answers 409 `claim_status_conflict`.
 * Another customer's claim or document answers 404 `not_found`, never 403.
 */

export const MAX_CLAIM_DOCUMENTS = 10;
/** 10 MiB: a phone photo is 2-5 MB, a scanned PDF less. */
export const MAX_CLAIM_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_CLAIM_DRAFTS = 5;
/** Days a draft is kept without a change (details saved, a document added) before housekeeping discards it. */
export const CLAIM_DRAFT_DAYS = 30;
/** Days the insurer has to pay once the documents are complete (Saudi rules): the due date shown. */
export const CLAIM_PAYMENT_DAYS = 15;
/** The types a document may have, told by its content (magic bytes), never by its name. */
export const claimDocumentContentTypes = ['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'application/pdf'] as const;

// ---------------------------------------------------------------------------------------------------
// What happened, per category

/** Categories claimed online; `life` is not (the page says whom to call). */
export const claimCategories = ['motor', 'travel', 'health', 'home'] as const;
export type ClaimCategory = (typeof claimCategories)[number];

export const motorIncidentKinds = ['collision', 'theft', 'fire', 'flood_hail', 'glass'] as const;
export const travelIncidentKinds = ['medical_abroad', 'trip_cancellation', 'trip_delay', 'baggage_lost', 'baggage_delayed'] as const;
export const healthIncidentKinds = ['out_of_network'] as const;
export const homeIncidentKinds = ['theft', 'fire', 'water_damage'] as const;
/** Who wrote the accident report: Najm, or the traffic police where Najm does not attend. */
export const motorReportSources = ['najm', 'traffic_police'] as const;

const placeSchema = z.string().check(z.trim(), ...lineTextChecks(), z.minLength(2, 'Enter the place.'), z.maxLength(80), twoLetters());
const descriptionSchema = z.string().check(z.trim(), ...freeTextChecks(), z.minLength(10, 'Say in a few words what happened.'), z.maxLength(2000));
/** 1 halala .. 10,000,000.00 SAR. */
const claimAmountSchema = z.int().check(z.minimum(1, 'Enter an amount.'), z.maximum(1_000_000_000));
/** HH:MM, 24-hour clock, the local time of the incident. */
export const incidentTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM.'));
/** Najm or traffic report number as printed: letters, digits and dashes, stored upper case. */
const reportNumberSchema = z.pipe(
  z.string().check(z.overwrite((text) => normalizeDigits(text).replace(/\s+/g, '').toUpperCase())),
  z.string().check(...lineTextChecks(), z.regex(/^[A-Z0-9-]{4,30}$/, 'Enter the report number: 4 to 30 letters, digits or dashes.')),
);

export const motorClaimDetailsSchema = z.strictObject({
  categoryId: z.literal('motor'),
  kind: z.enum(motorIncidentKinds),
  incidentDate: isoDateSchema,
  incidentTime: incidentTimeSchema,
  city: placeSchema,
  reportSource: z.enum(motorReportSources),
  reportNumber: reportNumberSchema,
  /** The customer's share of the liability in the report, 0-100 %. */
  liabilityPercent: z.int().check(z.minimum(0, 'Between 0 and 100 %.'), z.maximum(100, 'Between 0 and 100 %.')),
  otherVehicleInvolved: z.boolean(),
  /** The repair estimate (Taqdeer or a workshop), null when there is none yet. */
  repairEstimateMinor: z.nullable(claimAmountSchema),
  description: descriptionSchema,
});

export const travelClaimDetailsSchema = z
  .strictObject({
    categoryId: z.literal('travel'),
    kind: z.enum(travelIncidentKinds),
    incidentDate: isoDateSchema,
    tripStartDate: isoDateSchema,
    tripEndDate: isoDateSchema,
    /** Country or city where it happened. */
    place: placeSchema,
    amountMinor: claimAmountSchema,
    description: descriptionSchema,
  })
  .check(
    z.refine((d) => d.tripEndDate >= d.tripStartDate, {
      message: 'The trip must end on or after the day it starts.',
      path: ['tripEndDate'],
      ...whenFieldsValid('tripStartDate', 'tripEndDate'),
    }),
    // A cancellation happens before the trip; everything else during it.
    z.refine((d) => (d.kind === 'trip_cancellation' ? d.incidentDate <= d.tripStartDate : d.incidentDate >= d.tripStartDate && d.incidentDate <= d.tripEndDate), {
      message: 'The date must fall within the trip (a cancellation: on or before its first day).',
      path: ['incidentDate'],
      ...whenFieldsValid('kind', 'incidentDate', 'tripStartDate', 'tripEndDate'),
    }),
  );

export const healthClaimDetailsSchema = z.strictObject({
  categoryId: z.literal('health'),
  kind: z.enum(healthIncidentKinds),
  /** The day of the visit. */
  incidentDate: isoDateSchema,
  providerName: z.string().check(z.trim(), ...lineTextChecks(), z.minLength(2, 'Enter the clinic or hospital.'), z.maxLength(120)),
  amountMinor: claimAmountSchema,
  description: descriptionSchema,
});

export const homeClaimDetailsSchema = z.strictObject({
  categoryId: z.literal('home'),
  kind: z.enum(homeIncidentKinds),
  incidentDate: isoDateSchema,
  /** What was damaged or taken. */
  damagedItems: z.string().check(z.trim(), ...freeTextChecks(), z.minLength(2, 'Say what was damaged.'), z.maxLength(1000)),
  damagedValueMinor: claimAmountSchema,
  description: descriptionSchema,
});

export const claimDetailsSchema = z.discriminatedUnion('categoryId', [
  motorClaimDetailsSchema,
  travelClaimDetailsSchema,
  healthClaimDetailsSchema,
  homeClaimDetailsSchema,
]);
export type ClaimDetails = z.infer<typeof claimDetailsSchema>;
export type MotorClaimDetails = z.infer<typeof motorClaimDetailsSchema>;
export type TravelClaimDetails = z.infer<typeof travelClaimDetailsSchema>;
export type HealthClaimDetails = z.infer<typeof healthClaimDetailsSchema>;
export type HomeClaimDetails = z.infer<typeof homeClaimDetailsSchema>;

// ---------------------------------------------------------------------------------------------------
// Payout

/** The API's words for each IBAN refusal (the app shows its own translation of each). */
export const ibanProblems = {
  country: 'Enter a Saudi IBAN: it starts with SA.',
  length: 'A Saudi IBAN is SA followed by 22 digits.',
  checksum: 'This IBAN is not valid: check the digits.',
} as const;

/** As typed: spaces and dashes dropped, Arabic-Indic digits read as digits, upper case. */
export const normalizeIban = (text: string) => normalizeDigits(text).replace(/[\s-]+/g, '').toUpperCase();

/** Which of ibanProblems a normalized IBAN has, or null for a valid Saudi IBAN (mod-97 checked by ibantools). */
export function saudiIbanProblem(iban: string): keyof typeof ibanProblems | null {
  if (!iban.startsWith('SA')) return 'country';
  if (!/^SA\d{22}$/.test(iban)) return 'length';
  return isValidIBAN(iban) ? null : 'checksum';
}

export const saudiIbanSchema = z.pipe(
  z.string().check(z.overwrite(normalizeIban)),
  z.string().check(
    z.refine((iban) => saudiIbanProblem(iban) !== 'country', ibanProblems.country),
    z.refine((iban) => saudiIbanProblem(iban) !== 'length', { message: ibanProblems.length, abort: true }),
    z.refine((iban) => saudiIbanProblem(iban) !== 'checksum', ibanProblems.checksum),
  ),
);

/** `SA** **** **** **** **** 1234`: the only form an IBAN takes in any answer, log or page after entry. */
export function maskIban(iban: string): string {
  const hidden = `${iban.slice(0, 2)}${'*'.repeat(Math.max(0, iban.length - 6))}`;
  return `${hidden}${iban.slice(-4)}`.replace(/(.{4})(?=.)/g, '$1 ');
}

export const payoutMethods = ['wallet', 'iban'] as const;

/** What the customer sends (POST /claims/:claimId/submit). */
export const payoutChoiceSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('wallet') }),
  z.strictObject({
    method: z.literal('iban'),
    iban: saudiIbanSchema,
    accountHolderName: z.string().check(z.trim(), ...lineTextChecks(), z.minLength(3, "Enter the account holder's name."), z.maxLength(100)),
  }),
]);
export type PayoutChoice = z.infer<typeof payoutChoiceSchema>;

/** What every answer shows: the IBAN masked. */
export const payoutSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('wallet') }),
  z.object({ method: z.literal('iban'), ibanMasked: z.string(), accountHolderName: z.string() }),
]);
export type Payout = z.infer<typeof payoutSchema>;

// ---------------------------------------------------------------------------------------------------
// Statuses and documents

export const claimStatuses = ['draft', 'submitted', 'under_review', 'information_requested', 'approved', 'paid', 'rejected', 'withdrawn'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];
export const claimStatusSchema = z.enum(claimStatuses);
/** Sent and not closed: what "one open claim per incident" counts (drafts do not). */
export const openClaimStatuses = ['submitted', 'under_review', 'information_requested', 'approved'] as const satisfies readonly ClaimStatus[];
export const closedClaimStatuses = ['paid', 'rejected', 'withdrawn'] as const satisfies readonly ClaimStatus[];
/** The customer may withdraw before a decision. */
export const withdrawableClaimStatuses = ['submitted', 'under_review', 'information_requested'] as const satisfies readonly ClaimStatus[];

export const claimDocumentKinds = ['photo', 'accident_report', 'driving_licence', 'vehicle_registration', 'repair_estimate', 'medical_report', 'invoice', 'receipt', 'travel_document', 'police_report', 'other'] as const;
export type ClaimDocumentKind = (typeof claimDocumentKinds)[number];

export const claimDocumentSchema = z.object({
  documentId: z.string(),
  kind: z.enum(claimDocumentKinds),
  /** The name it was uploaded with (shown only; never used to tell its type). */
  fileName: z.string(),
  /** Told from the content. */
  contentType: z.enum(claimDocumentContentTypes),
  sizeBytes: z.int(),
  uploadedAt: isoDateTimeSchema,
  /** Sent with the claim or an answer: it can no longer be removed. */
  sent: z.boolean(),
});
export type ClaimDocument = z.infer<typeof claimDocumentSchema>;

export const claimEventSchema = z.object({
  at: isoDateTimeSchema,
  actorRole: z.enum(['customer', 'staff', 'system']),
  fromStatus: z.nullable(claimStatusSchema),
  toStatus: claimStatusSchema,
  /** What the back office asked, the customer's answer, the reason of a rejection, a decision's note. */
  note: z.nullable(z.string()),
});
export type ClaimEvent = z.infer<typeof claimEventSchema>;

export const claimDecisionSchema = z.object({
  currency: currencySchema,
  /** The loss the back office accepted. */
  approvedMinor: minorAmountSchema,
  /** The policy's deductible, taken from it. */
  deductibleMinor: minorAmountSchema,
  /** approvedMinor - deductibleMinor: what is paid. */
  payableMinor: minorAmountSchema,
  note: z.nullable(z.string()),
  decidedAt: isoDateTimeSchema,
});

export const claimSummarySchema = z.object({
  claimId: z.string(),
  claimNumber: z.string(),
  policyNumber: z.string(),
  categoryId: z.enum(claimCategories),
  kind: z.string(),
  incidentDate: isoDateSchema,
  status: claimStatusSchema,
  /** The amount asked (travel, health, home: the amount; motor: the repair estimate), null when none. */
  claimedMinor: z.nullable(minorAmountSchema),
  payableMinor: z.nullable(minorAmountSchema),
  currency: currencySchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimSchema = z.extend(claimSummarySchema, {
  details: claimDetailsSchema,
  documents: z.array(claimDocumentSchema),
  /** Null until sent. */
  payout: z.nullable(payoutSchema),
  /** The open request for information (status information_requested), else null. */
  informationRequest: z.nullable(z.object({ message: z.string(), requestedAt: isoDateTimeSchema })),
  /** When the documents were last complete (sent, or a request answered): the 15-day clock starts there. */
  documentsCompleteAt: z.nullable(isoDateTimeSchema),
  /** The day by which the insurer pays (documentsCompleteAt + CLAIM_PAYMENT_DAYS); null while a request is open, before sending and once closed. */
  paymentDueOn: z.nullable(isoDateSchema),
  decision: z.nullable(claimDecisionSchema),
  rejectionReason: z.nullable(z.string()),
  submittedAt: z.nullable(isoDateTimeSchema),
  paidAt: z.nullable(isoDateTimeSchema),
  /** The payout as recorded when paid: the wallet, or the masked IBAN. */
  paidTo: z.nullable(z.string()),
  events: z.array(claimEventSchema),
});
export type Claim = z.infer<typeof claimSchema>;

// ---------------------------------------------------------------------------------------------------
// Requests and answers

export const claimIdParamsSchema = z.strictObject({ claimId: z.string().check(z.uuid()) });
export const claimDocumentParamsSchema = z.strictObject({ claimId: z.string().check(z.uuid()), documentId: z.string().check(z.uuid()) });
/** The back office also finds a claim by its number (CLM-...). */
export const backofficeClaimParamsSchema = z.strictObject({
  claimId: z.string().check(...lineTextChecks(), z.regex(/^([0-9a-f-]{36}|CLM-[0-9A-Z-]{4,40})$/i, 'A claim id or number.')),
});
export const backofficeClaimDocumentParamsSchema = z.strictObject({ ...backofficeClaimParamsSchema.shape, documentId: z.string().check(z.uuid()) });

export const claimsFilters = ['open', 'closed', 'draft', 'all'] as const;
/** GET /claims: "My claims" (open: drafts and claims not yet closed). */
export const claimsQuerySchema = z.strictObject({
  filter: z.optional(z.enum(claimsFilters)),
  policyNumber: z.optional(z.string().check(z.regex(/^POL-[0-9A-Z-]{4,40}$/))),
});
export const claimsResponseSchema = z.object({ claims: z.array(claimSummarySchema) });
export type ClaimsResponse = z.infer<typeof claimsResponseSchema>;

/** POST /claims: a draft on the policy (the rules are checked here). */
export const createClaimBodySchema = z.strictObject({
  policyNumber: z.string().check(z.regex(/^POL-[0-9A-Z-]{4,40}$/, 'A policy number.')),
  details: claimDetailsSchema,
});
export type CreateClaimBody = z.infer<typeof createClaimBodySchema>;
/** PUT /claims/:claimId: a draft's details changed (same rules; the category cannot change). */
export const updateClaimBodySchema = z.strictObject({ details: claimDetailsSchema });

/** POST /claims/:claimId/documents?kind=photo&name=IMG_0001.jpg, the body being the file's bytes. */
export const claimDocumentUploadQuerySchema = z.strictObject({
  kind: z.optional(z.enum(claimDocumentKinds)),
  name: z.string().check(...lineTextChecks(), z.minLength(1), z.maxLength(200)),
});

export const submitClaimBodySchema = z.strictObject({ payout: payoutChoiceSchema });
export const answerClaimBodySchema = z.strictObject({
  /** The answer to what was asked; may be empty when the documents added say it all. */
  message: z.optional(z.string().check(z.trim(), ...freeTextChecks(), z.maxLength(2000))),
});
export const emptyClaimBodySchema = z.strictObject({});

// Back office

export const backofficeClaimsQuerySchema = z.strictObject({ status: z.optional(claimStatusSchema) });
export const backofficeClaimSchema = z.extend(claimSchema, { customerName: z.string() });
export type BackofficeClaim = z.infer<typeof backofficeClaimSchema>;
export const backofficeClaimsResponseSchema = z.object({ claims: z.array(backofficeClaimSchema) });
export const requestInformationBodySchema = z.strictObject({
  message: z.string().check(z.trim(), ...freeTextChecks(), z.minLength(3, 'Say what is needed.'), z.maxLength(2000)),
});
export const approveClaimBodySchema = z.strictObject({
  /** The loss accepted, before the deductible; it must exceed the deductible. */
  amountMinor: claimAmountSchema,
  note: z.optional(z.string().check(z.trim(), ...freeTextChecks(), z.maxLength(500))),
});
export const rejectClaimBodySchema = z.strictObject({
  reason: z.string().check(z.trim(), ...freeTextChecks(), z.minLength(3, 'Say why.'), z.maxLength(500)),
});
/** Mark paid: an IBAN payout's bank transfer reference (optional); a wallet payout is credited by the server. */
export const markClaimPaidBodySchema = z.strictObject({
  reference: z.optional(z.string().check(z.trim(), ...lineTextChecks(), z.maxLength(60))),
});
