import * as z from 'zod/mini';

/** Machine-readable codes of the one JSON error shape every failure uses. */
export const apiErrorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'csrf_token_invalid',
  'not_found',
  'method_not_allowed',
  'conflict',
  'rate_limited',
  'internal_error',
  /** 503: the database (or another part the answer needs) is out of reach for now; Retry-After says when to try again. */
  'service_unavailable',
  // Accounts: codes sent by SMS/email and links.
  'code_invalid',
  'code_expired',
  'code_attempts_exhausted',
  'link_expired',
  'link_used',
  'account_exists',
  'email_unavailable',
  'oauth_state_invalid',
  'oauth_failed',
  // Purchase.
  'quote_expired',
  'idempotency_key_reused',
  'request_in_progress',
  'mobile_not_verified',
  'order_already_paid',
  'payment_in_progress',
  'insufficient_balance',
  'card_required',
  'gift_card_unusable',
  // Wallet and gift cards: an unknown serial, a used-up card and an expired card are told apart.
  'gift_card_unknown',
  'gift_card_used',
  'gift_card_expired',
  /** A guest tried to keep money in a wallet: only an account has one (not 403, which signs the app out). */
  'account_required',
  // Requests on a policy (cancellation, broker change): contract/policy-requests.ts.
  'policy_cancelled',
  'policy_expired',
  'request_open',
  'request_not_pending',
  'estimate_changed',
  'broker_unavailable',
  // My Account: a new mobile number that another account already uses (told once the SMS code proves it).
  'mobile_unavailable',
  // Renewal: outside the policy's renewal window (or not issued), already renewed once (cancelled: policy_cancelled).
  'renewal_closed',
  'policy_already_renewed',
  // Google sign-in with the address of a staff or broker account: those sign in with their password only.
  'password_sign_in_required',
  /** An insured person's date of birth gives another age than the one the price was quoted for (fields name the person). */
  'insured_age_mismatch',
  // Claims: contract/claims.ts (each names its field in `fields`).
  'claim_offline_only',
  'policy_not_claimable',
  'incident_outside_cover',
  'trip_outside_cover',
  'claim_duplicate',
  'claim_draft_limit',
  'claim_status_conflict',
  'claim_documents_missing',
  'document_type_unsupported',
  'document_too_large',
  'document_empty',
  'document_limit_reached',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
    status: z.number(),
    /** Field problems of a validation failure: path -> message. Never a stack trace. */
    fields: z.optional(z.record(z.string(), z.string())),
    /** 429: seconds until a retry can succeed (also in the Retry-After header). */
    retryAfterSeconds: z.optional(z.number()),
    /** A wrong code: tries left before a new code is needed. */
    attemptsLeft: z.optional(z.number()),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
