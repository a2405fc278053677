import type { EndpointDefinition } from './endpoint-definition.ts';
import * as r from './policy-requests.ts';

/**
 * After the sale: a customer's cancellation and broker-change requests on a policy, and the back
 * office's decisions (backend users only: staff list and decide; a broker lists the requests on the
 * policies it sells and decides nothing).
 */
export const policyRequestEndpoints = {
  policyRequests: {
    method: 'GET',
    path: '/policies/:policyNumber/requests',
    summary: "The policy's requests (newest first, each with its audit trail), its broker history and the day it is cancelled from, if any. Owners only (404 not_found otherwise).",
    params: r.policyNumberParamsSchema,
    response: r.policyRequestsResponseSchema,
    needsSession: true,
  },
  cancellationEstimate: {
    method: 'GET',
    path: '/policies/:policyNumber/cancellation/estimate',
    summary:
      'The refund of a cancellation taking effect on effectiveDate (default: the earliest day): the paid total pro rata on the unused days, minus the fee of the cancellation rules (none within the cooling-off period), and where it can go (wallet, or the card that paid). 422 policy_cancelled / policy_expired; 400 validation_failed for a day outside earliestDate..latestDate.',
    params: r.policyNumberParamsSchema,
    query: r.cancellationEstimateQuerySchema,
    response: r.cancellationEstimateSchema,
    needsSession: true,
    errors: { 422: ['policy_cancelled', 'policy_expired'] },
  },
  requestCancellation: {
    method: 'POST',
    path: '/policies/:policyNumber/requests/cancellation',
    summary:
      'Ask to cancel the policy from effectiveDate with the refund the customer confirmed (409 estimate_changed when it differs from the price now, 409 request_open when a request is open, 422 policy_cancelled / policy_expired).',
    params: r.policyNumberParamsSchema,
    body: r.cancellationRequestBodySchema,
    response: r.policyRequestSchema,
    needsSession: true,
    errors: { 409: ['request_open', 'estimate_changed'], 422: ['policy_cancelled', 'policy_expired'] },
    successStatus: 201,
  },
  brokerChangeOptions: {
    method: 'GET',
    path: '/policies/:policyNumber/broker-change/options',
    summary: "The policy's broker and the other brokers who sell its product's category (logo, rating, licence code).",
    params: r.policyNumberParamsSchema,
    response: r.brokerChangeOptionsSchema,
    needsSession: true,
    errors: { 422: ['policy_cancelled', 'policy_expired'] },
  },
  requestBrokerChange: {
    method: 'POST',
    path: '/policies/:policyNumber/requests/broker-change',
    summary:
      'Ask to move the policy to another broker who sells its category (422 broker_unavailable otherwise or for the same broker; 409 request_open; 422 policy_cancelled / policy_expired).',
    params: r.policyNumberParamsSchema,
    body: r.brokerChangeRequestBodySchema,
    response: r.policyRequestSchema,
    needsSession: true,
    errors: { 409: ['request_open'], 422: ['policy_cancelled', 'policy_expired', 'broker_unavailable'] },
    successStatus: 201,
  },
  policyRequest: {
    method: 'GET',
    path: '/policy-requests/:requestId',
    summary: 'One of the customer\'s requests (by id or request number) with its audit trail.',
    params: r.requestIdParamsSchema,
    response: r.policyRequestSchema,
    needsSession: true,
  },
  withdrawPolicyRequest: {
    method: 'POST',
    path: '/policy-requests/:requestId/withdraw',
    summary: 'Withdraw a pending request (owners only; 409 request_not_pending once decided).',
    params: r.requestIdParamsSchema,
    body: r.emptyBodySchema,
    response: r.policyRequestSchema,
    needsSession: true,
    errors: { 409: ['request_not_pending'] },
  },
  backofficeRequests: {
    method: 'GET',
    path: '/backoffice/policy-requests',
    summary:
      'Back office: requests, oldest first (staff: all; a broker: those on policies it sells, now or asked for). Backend users only (403 forbidden for customers).',
    query: r.backofficeRequestsQuerySchema,
    response: r.backofficeRequestsResponseSchema,
    needsSession: true,
  },
  backofficeApprove: {
    method: 'POST',
    path: '/backoffice/policy-requests/:requestId/approve',
    summary:
      'Staff: approve a pending request. A cancellation ends the policy on its effective date and pays the refund exactly once (wallet ledger entry, or the card through the gateway with the request as idempotency key); a broker change moves the policy to the new broker from today. The customer is notified. 409 request_not_pending.',
    params: r.requestIdParamsSchema,
    body: r.approveBodySchema,
    response: r.backofficeRequestSchema,
    needsSession: true,
    errors: { 409: ['request_not_pending'] },
  },
  backofficeReject: {
    method: 'POST',
    path: '/backoffice/policy-requests/:requestId/reject',
    summary: 'Staff: reject a pending request with a reason the customer is told. 409 request_not_pending.',
    params: r.requestIdParamsSchema,
    body: r.rejectBodySchema,
    response: r.backofficeRequestSchema,
    needsSession: true,
    errors: { 409: ['request_not_pending'] },
  },
} as const satisfies Record<string, EndpointDefinition>;
