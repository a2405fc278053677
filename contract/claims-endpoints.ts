import * as z from 'zod/mini';
import * as c from './claims.ts';
import type { EndpointDefinition, EndpointErrors } from './endpoint-definition.ts';

/** A document's bytes, not JSON: the upload's body and the download's answer (see `binary` in EndpointDefinition). */
const documentBinary = { contentTypes: c.claimDocumentContentTypes, maxBytes: c.MAX_CLAIM_DOCUMENT_BYTES };

/** The refusals of the rules on a claim's details (contract/claims.ts), each on its field. */
const detailRefusals = ['claim_offline_only', 'policy_not_claimable', 'incident_outside_cover', 'policy_cancelled', 'policy_expired', 'trip_outside_cover'] as const;
const statusConflict = { 409: ['claim_status_conflict'] } as const satisfies EndpointErrors;

/**
 * Claims (contract/claims.ts has the rules and the statuses; docs/claims.md the design): the customer's
 * calls (owners only: another customer's claim or document answers 404 not_found) and the back office's
 * (staff only, as with policy requests: 403 forbidden for others).
 */
export const claimEndpoints = {
  claims: {
    method: 'GET',
    path: '/claims',
    summary: "My claims, newest first: open (drafts and claims not closed), closed (paid, rejected, withdrawn), draft or all; `policyNumber` keeps one policy's.",
    query: c.claimsQuerySchema,
    response: c.claimsResponseSchema,
    needsSession: true,
  },
  createClaim: {
    method: 'POST',
    path: '/claims',
    summary:
      'Start a claim (a draft) on a policy of the caller with what happened. 404 not_found (not the caller\'s policy), 422 claim_offline_only (life), policy_not_claimable (not issued), incident_outside_cover, policy_cancelled, policy_expired, trip_outside_cover; 409 claim_duplicate, claim_draft_limit. Each names its field in `fields`.',
    body: c.createClaimBodySchema,
    response: c.claimSchema,
    errors: { 404: ['not_found'], 409: ['claim_duplicate', 'claim_draft_limit'], 422: detailRefusals },
    needsSession: true,
    successStatus: 201,
  },
  claim: {
    method: 'GET',
    path: '/claims/:claimId',
    summary: 'One claim of the caller with its documents (metadata), payout (IBAN masked), decision and history.',
    params: c.claimIdParamsSchema,
    response: c.claimSchema,
    needsSession: true,
  },
  updateClaim: {
    method: 'PUT',
    path: '/claims/:claimId',
    summary: "Change a draft's details (same rules as createClaim; the category cannot change). 409 claim_status_conflict once sent.",
    params: c.claimIdParamsSchema,
    body: c.updateClaimBodySchema,
    response: c.claimSchema,
    errors: { 409: ['claim_status_conflict', 'claim_duplicate'], 422: detailRefusals },
    needsSession: true,
  },
  deleteClaim: {
    method: 'DELETE',
    path: '/claims/:claimId',
    summary: 'Discard a draft and its documents. 409 claim_status_conflict once sent (withdraw it instead).',
    params: c.claimIdParamsSchema,
    response: z.null(),
    errors: statusConflict,
    needsSession: true,
    successStatus: 204,
  },
  uploadClaimDocument: {
    method: 'POST',
    path: '/claims/:claimId/documents',
    summary:
      "Add one document to a draft, or to a claim whose information is requested: the body is the file's bytes (any Content-Type; the type is told from the content). 415 document_type_unsupported (not JPEG, PNG, HEIC or PDF), 413 document_too_large, 422 document_empty, 409 document_limit_reached or claim_status_conflict.",
    params: c.claimIdParamsSchema,
    query: c.claimDocumentUploadQuerySchema,
    binaryBody: documentBinary,
    response: c.claimDocumentSchema,
    errors: { 409: ['document_limit_reached', 'claim_status_conflict'], 413: ['document_too_large'], 415: ['document_type_unsupported'], 422: ['document_empty'] },
    needsSession: true,
    successStatus: 201,
  },
  claimDocument: {
    method: 'GET',
    path: '/claims/:claimId/documents/:documentId',
    summary: "A document's bytes, as an attachment with its detected type (owners only).",
    params: c.claimDocumentParamsSchema,
    binaryResponse: documentBinary,
    response: z.null(),
    needsSession: true,
  },
  deleteClaimDocument: {
    method: 'DELETE',
    path: '/claims/:claimId/documents/:documentId',
    summary: 'Remove a document not sent yet. 409 claim_status_conflict for one sent with the claim or an answer.',
    params: c.claimDocumentParamsSchema,
    response: z.null(),
    errors: statusConflict,
    needsSession: true,
    successStatus: 204,
  },
  submitClaim: {
    method: 'POST',
    path: '/claims/:claimId/submit',
    summary:
      'Send a draft with the payout (wallet, or a Saudi IBAN and its holder). The rules are checked again (409 claim_duplicate, 422 …); 422 claim_documents_missing without a document. The 15-day clock starts.',
    params: c.claimIdParamsSchema,
    body: c.submitClaimBodySchema,
    response: c.claimSchema,
    errors: { 409: ['claim_status_conflict', 'claim_duplicate'], 422: [...detailRefusals, 'claim_documents_missing', 'account_required'] },
    needsSession: true,
  },
  answerClaim: {
    method: 'POST',
    path: '/claims/:claimId/answer',
    summary: 'Answer a request for information (the documents added since are sent with it): back to under review, the 15-day clock restarts. 409 claim_status_conflict otherwise.',
    params: c.claimIdParamsSchema,
    body: c.answerClaimBodySchema,
    response: c.claimSchema,
    errors: statusConflict,
    needsSession: true,
  },
  withdrawClaim: {
    method: 'POST',
    path: '/claims/:claimId/withdraw',
    summary: 'Withdraw a sent claim before a decision. 409 claim_status_conflict once approved, rejected or paid.',
    params: c.claimIdParamsSchema,
    body: c.emptyClaimBodySchema,
    response: c.claimSchema,
    errors: statusConflict,
    needsSession: true,
  },

  backofficeClaims: {
    method: 'GET',
    path: '/backoffice/claims',
    summary: 'Back office (staff): claims sent, oldest first, optionally of one status. 403 forbidden for others.',
    query: c.backofficeClaimsQuerySchema,
    response: c.backofficeClaimsResponseSchema,
    needsSession: true,
  },
  backofficeClaim: {
    method: 'GET',
    path: '/backoffice/claims/:claimId',
    summary: 'Back office (staff): one claim by id or number, with its documents.',
    params: c.backofficeClaimParamsSchema,
    response: c.backofficeClaimSchema,
    needsSession: true,
  },
  backofficeClaimDocument: {
    method: 'GET',
    path: '/backoffice/claims/:claimId/documents/:documentId',
    summary: "Back office (staff): a document's bytes, as an attachment.",
    params: c.backofficeClaimDocumentParamsSchema,
    binaryResponse: documentBinary,
    response: z.null(),
    needsSession: true,
  },
  backofficeReviewClaim: {
    method: 'POST',
    path: '/backoffice/claims/:claimId/review',
    summary: 'Staff: take a submitted claim under review (idempotent). The customer is notified.',
    params: c.backofficeClaimParamsSchema,
    body: c.emptyClaimBodySchema,
    response: c.backofficeClaimSchema,
    errors: statusConflict,
    needsSession: true,
  },
  backofficeRequestClaimInformation: {
    method: 'POST',
    path: '/backoffice/claims/:claimId/request-information',
    summary: 'Staff: ask the customer for documents or answers (the message says what); the 15-day clock stops until answered. 409 claim_status_conflict once decided.',
    params: c.backofficeClaimParamsSchema,
    body: c.requestInformationBodySchema,
    response: c.backofficeClaimSchema,
    errors: statusConflict,
    needsSession: true,
  },
  backofficeApproveClaim: {
    method: 'POST',
    path: '/backoffice/claims/:claimId/approve',
    summary:
      "Staff: approve with the accepted amount; the policy's deductible is taken off. Idempotent: the same decision again answers the claim as it is; another amount once approved is 409 claim_status_conflict. 400 validation_failed (field amountMinor) when the amount does not exceed the deductible.",
    params: c.backofficeClaimParamsSchema,
    body: c.approveClaimBodySchema,
    response: c.backofficeClaimSchema,
    errors: statusConflict,
    needsSession: true,
  },
  backofficeRejectClaim: {
    method: 'POST',
    path: '/backoffice/claims/:claimId/reject',
    summary: 'Staff: reject with a reason the customer is told. 409 claim_status_conflict once decided.',
    params: c.backofficeClaimParamsSchema,
    body: c.rejectClaimBodySchema,
    response: c.backofficeClaimSchema,
    errors: statusConflict,
    needsSession: true,
  },
  backofficeMarkClaimPaid: {
    method: 'POST',
    path: '/backoffice/claims/:claimId/mark-paid',
    summary:
      "Staff: pay an approved claim. A wallet payout credits the customer's wallet exactly once (however often this is sent); an IBAN payout records the masked IBAN and the transfer reference. 409 claim_status_conflict before approval.",
    params: c.backofficeClaimParamsSchema,
    body: c.markClaimPaidBodySchema,
    response: c.backofficeClaimSchema,
    errors: statusConflict,
    needsSession: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
