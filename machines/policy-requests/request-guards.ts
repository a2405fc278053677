import type { PolicyRequest } from '../../contract/policy-requests.ts';
import { asFailure } from '../shared/failure.ts';

/**
 * Guards the request flows share (cancellation, broker change, the policy's request panel), typed
 * by their params: `guard: { type: 'hasStatus', params: ({ event }) => ({ request: event.output.x, status: 'approved' }) }`.
 */
export const requestGuards = {
  /** The request is in this status (a null request matches nothing). */
  hasStatus: (_: unknown, params: { request: PolicyRequest | null; status: PolicyRequest['status'] }) => params.request?.status === params.status,
  /** An open request of this kind (the flow resumes at its pending step) or of another kind (the flow cannot start). */
  openOfKind: (_: unknown, params: { request: PolicyRequest | null; kind: PolicyRequest['kind'] }) => params.request?.kind === params.kind,
  /** A failed effect whose server error code is this one (the flows single out `estimate_changed`, `request_not_pending`, …). */
  failedWithCode: (_: unknown, params: { error: unknown; codes: readonly string[] }) => params.codes.includes(asFailure(params.error).code ?? ''),
};

/** `guard: failedWithCode('policy_cancelled', 'policy_expired')` in an invoke's onError. */
export const failedWithCode = (...codes: string[]) => ({
  type: 'failedWithCode' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, codes }),
});

/** A reason is complete with a code, and with a few words when the code is `other`. */
export const reasonComplete = (reasonCode: string, reasonText: string) => reasonCode !== '' && (reasonCode !== 'other' || reasonText.trim() !== '');
