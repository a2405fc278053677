import * as z from 'zod/mini';
import * as accounts from './accounts.ts';
import * as catalogue from './catalogue.ts';
import { geoQuerySchema, geoResponseSchema } from './geo.ts';
import * as purchase from './purchase.ts';
import { sessionTokenResponseSchema } from './security.ts';
import { policyRequestEndpoints } from './policy-request-endpoints.ts';
import { policyEndpoints } from './policy-endpoints.ts';
import { walletEndpoints } from './wallet-endpoints.ts';
import { contentEndpoints } from './content-endpoints.ts';
import { accountAreaEndpoints } from './account-area-endpoints.ts';
import { guestPolicyEndpoints } from './guest-policy-endpoints.ts';

/**
 * The one endpoint table. The client builds its calls from it and validates answers with `response`;
 * the server mounts its handlers on it and validates `query` / `body` with the same schemas.
 * Paths are relative to `{API base address}{base path}/{product}`.
 */
export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/${string}`;
  summary: string;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Path parameters (`:name` in `path`), validated by the server like `query`. */
  params?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Needs a server session token (every state-changing call does, for the CSRF check). */
  needsSession: boolean;
  /** HTTP status of a success when it is not 200 (204 answers have no body: `response` is z.null()). */
  successStatus?: 201 | 202 | 204;
}

export const endpoints = {
  securityToken: {
    method: 'GET',
    path: '/security/token',
    summary: 'Create a server-side session and return its token (also in the session-token and x-csrf-token headers).',
    response: sessionTokenResponseSchema,
    needsSession: false,
  },
  endSession: {
    method: 'DELETE',
    path: '/security/token',
    summary: 'End the server-side session of the token sent (sign out). CSRF-checked like every state-changing call.',
    response: z.null(),
    needsSession: true,
    successStatus: 204,
  },
  geo: {
    method: 'GET',
    path: '/basic/geo',
    summary: 'Countries with their regions, names in English and Arabic.',
    query: geoQuerySchema,
    response: geoResponseSchema,
    needsSession: false,
  },
  // --- Accounts (contract/accounts.ts) ---
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email or E.164 mobile and password. Rotates the session token (session-token header and body). 401 unauthorized on wrong credentials; 429 rate_limited.',
    body: accounts.loginRequestSchema,
    response: accounts.loginResultSchema,
    needsSession: true,
  },
  guestLogin: {
    method: 'POST',
    path: '/auth/guest',
    summary: 'Continue as a guest: a guest user bound to a new (rotated) session.',
    body: accounts.emptyBodySchema,
    response: accounts.loginResultSchema,
    needsSession: true,
  },
  guestMobileSend: {
    method: 'POST',
    path: '/auth/guest/mobile',
    summary: "Send an SMS code to verify the signed-in guest's mobile (checkout). 429 rate_limited with retryAfterSeconds.",
    body: accounts.guestMobileRequestSchema,
    response: accounts.codeSentSchema,
    needsSession: true,
  },
  guestMobileVerify: {
    method: 'POST',
    path: '/auth/guest/mobile/verify',
    summary: "Check the guest's SMS code; marks the guest's mobile verified. code_invalid (400, attemptsLeft), code_expired (410), code_attempts_exhausted (409).",
    body: accounts.codeRequestSchema,
    response: accounts.guestMobileVerifiedSchema,
    needsSession: true,
  },
  currentUser: {
    method: 'GET',
    path: '/auth/me',
    summary: 'The signed-in user of the session (401 unauthorized when none).',
    response: accounts.loginResultSchema,
    needsSession: true,
  },
  register: {
    method: 'POST',
    path: '/registrations',
    summary: 'Start a sign-up: stores a pending registration on the session and sends a 6-digit SMS code. Never says whether the email or mobile is registered.',
    body: accounts.registrationRequestSchema,
    response: accounts.registrationStatusSchema,
    needsSession: true,
    successStatus: 201,
  },
  currentRegistration: {
    method: 'GET',
    path: '/registrations/current',
    summary: "The session's pending registration, or null when it has none (a stale step in the browser: nothing to resume).",
    response: z.nullable(accounts.registrationStatusSchema),
    needsSession: true,
  },
  updateRegistrationMobile: {
    method: 'PATCH',
    path: '/registrations/current/mobile',
    summary: 'Correct the mobile number of the pending registration; a new code is sent, the rest is kept.',
    body: accounts.registrationMobileRequestSchema,
    response: accounts.registrationStatusSchema,
    needsSession: true,
  },
  updateRegistrationEmail: {
    method: 'PATCH',
    path: '/registrations/current/email',
    summary: 'Replace the email address after activation answered email_unavailable; the code stays valid.',
    body: accounts.registrationEmailRequestSchema,
    response: accounts.registrationStatusSchema,
    needsSession: true,
  },
  resendRegistrationCode: {
    method: 'POST',
    path: '/registrations/current/code',
    summary: 'Send a new code (the old one stops working). 429 rate_limited with Retry-After before 60 s.',
    body: accounts.emptyBodySchema,
    response: accounts.registrationStatusSchema,
    needsSession: true,
  },
  activateRegistration: {
    method: 'POST',
    path: '/registrations/current/activate',
    summary: 'Check the SMS code, create the account and sign in (token rotated; guests with that mobile are asked about with GET /auth/guest-policies). code_invalid 400, code_expired 410, code_attempts_exhausted 409, account_exists 409, email_unavailable 409.',
    body: accounts.codeRequestSchema,
    response: accounts.loginResultSchema,
    needsSession: true,
  },
  sendEmailVerification: {
    method: 'POST',
    path: '/auth/email-verification/send',
    summary: "Email a new verification link to the signed-in user's address (rate limited).",
    body: accounts.emptyBodySchema,
    response: z.null(),
    needsSession: true,
    successStatus: 204,
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/email-verification',
    summary: 'Confirm an email address with the token of the link. link_expired 410, link_used 409, bad_request 400 for an unknown token.',
    body: accounts.emailVerificationRequestSchema,
    response: accounts.emailVerifiedSchema,
    needsSession: true,
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/password/forgot',
    summary: 'Send a password reset code by SMS or email when an account matches. Always the same 202 answer.',
    body: accounts.forgotPasswordRequestSchema,
    response: accounts.forgotPasswordResponseSchema,
    needsSession: true,
    successStatus: 202,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/password/reset',
    summary: 'Set a new password with the reset code; ends every session of the user. code_invalid 400 (generic) otherwise.',
    body: accounts.resetPasswordRequestSchema,
    response: z.null(),
    needsSession: true,
    successStatus: 204,
  },
  changePassword: {
    method: 'POST',
    path: '/auth/password/change',
    summary: "Change the signed-in user's password (old password checked); ends the user's other sessions.",
    body: accounts.changePasswordRequestSchema,
    response: z.null(),
    needsSession: true,
    successStatus: 204,
  },
  googleStart: {
    method: 'POST',
    path: '/auth/google/start',
    summary: 'Begin Google sign-in: the authorisation URL with a state (and PKCE) stored for this session.',
    body: accounts.emptyBodySchema,
    response: accounts.googleStartResponseSchema,
    needsSession: true,
  },
  googleCallback: {
    method: 'POST',
    path: '/auth/google/callback',
    summary: 'Finish Google sign-in with the code and state from /auth/google-callback. oauth_state_invalid 400 on a forged or missing state.',
    body: accounts.googleCallbackRequestSchema,
    response: accounts.loginResultSchema,
    needsSession: true,
  },
  applyBroker: {
    method: 'POST',
    path: '/broker-applications',
    summary: 'Apply as a broker; stored as pending review. 409 conflict on a known licence code or email.',
    body: accounts.brokerApplicationRequestSchema,
    response: accounts.brokerApplicationSchema,
    needsSession: true,
    successStatus: 201,
  },
  brokerApplication: {
    method: 'GET',
    path: '/broker-applications/:applicationId',
    summary: 'Status of a broker application (only for the session that applied).',
    params: accounts.brokerApplicationParamsSchema,
    response: accounts.brokerApplicationSchema,
    needsSession: true,
  },
  devOutboxLatest: {
    method: 'GET',
    path: '/dev/outbox/latest',
    summary: 'DEVELOPMENT ONLY (DEV_OUTBOX=true): the latest SMS/email to a mobile number or address, with its code.',
    query: accounts.outboxQuerySchema,
    response: accounts.outboxMessageSchema,
    needsSession: false,
  },
  // --- Catalogue and purchase (contract/catalogue.ts, contract/purchase.ts) ---
  catalogueCategories: {
    method: 'GET',
    path: '/catalogue/categories',
    summary: 'Insurance categories with image and product count, named in the request language.',
    response: catalogue.categoriesResponseSchema,
    needsSession: false,
  },
  catalogueCategory: {
    method: 'GET',
    path: '/catalogue/categories/:categoryId',
    summary: 'One category: its products (insurer, plans with coverages, limits, deductible; add-ons), the brokers selling it, the risk form and the start-date window.',
    params: catalogue.categoryParamsSchema,
    response: catalogue.categoryDetailResponseSchema,
    needsSession: false,
  },
  catalogueBrokers: {
    method: 'GET',
    path: '/catalogue/brokers',
    summary: 'Every broker with logo, licence code, rating and the categories it sells.',
    response: catalogue.brokersResponseSchema,
    needsSession: false,
  },
  createQuote: {
    method: 'POST',
    path: '/quotes',
    summary: 'Price every plan of the category for the risk details (server-side pricing rules). Customer or guest session; 401 without a user.',
    body: purchase.createQuoteRequestSchema,
    response: purchase.quoteSchema,
    needsSession: true,
    successStatus: 201,
  },
  getQuote: {
    method: 'GET',
    path: '/quotes/:quoteId',
    summary: "One of the caller's quotes (expired ones too: expiresAt tells).",
    params: purchase.quoteParamsSchema,
    response: purchase.quoteSchema,
    needsSession: true,
  },
  repriceQuote: {
    method: 'POST',
    path: '/quotes/:quoteId/reprice',
    summary: 'A new quote (new quoteId, new expiry) for the same category, broker and risk details.',
    params: purchase.quoteParamsSchema,
    body: purchase.emptyBodySchema,
    response: purchase.quoteSchema,
    needsSession: true,
    successStatus: 201,
  },
  createOrder: {
    method: 'POST',
    path: '/orders',
    summary: 'Order an offer of a quote (header Idempotency-Key required). Prices come from the stored quote only. 409 quote_expired, 403 mobile_not_verified (guest), 422 idempotency_key_reused.',
    body: purchase.createOrderRequestSchema,
    response: purchase.orderSchema,
    needsSession: true,
    successStatus: 201,
  },
  getOrder: {
    method: 'GET',
    path: '/orders/:orderNumber',
    summary: "The caller's order with its latest payment and policy: ask this after a lost connection before paying again.",
    params: purchase.orderParamsSchema,
    response: purchase.orderSchema,
    needsSession: true,
  },
  createPayment: {
    method: 'POST',
    path: '/orders/:orderNumber/payments',
    summary: 'Pay an order with gift card, wallet and/or card (header Idempotency-Key required). Declines are 201 answers with status declined.',
    params: purchase.orderParamsSchema,
    body: purchase.createPaymentRequestSchema,
    response: purchase.paymentSchema,
    needsSession: true,
    successStatus: 201,
  },
  answerPaymentChallenge: {
    method: 'POST',
    path: '/payments/:paymentId/challenge',
    summary: 'Answer the 3-D Secure style challenge of a payment (simulator code 123456). A wrong code declines it.',
    params: purchase.paymentParamsSchema,
    body: purchase.paymentChallengeRequestSchema,
    response: purchase.paymentSchema,
    needsSession: true,
  },
  getPayment: {
    method: 'GET',
    path: '/payments/:paymentId',
    summary: "One of the caller's payments with its order and policy.",
    params: purchase.paymentParamsSchema,
    response: purchase.paymentSchema,
    needsSession: true,
  },
  policies: {
    method: 'GET',
    path: '/policies',
    summary: "The caller's policies, newest first; filter active, expired, pending or all (default).",
    query: purchase.policiesQuerySchema,
    response: purchase.policiesResponseSchema,
    needsSession: true,
  },
  policy: {
    method: 'GET',
    path: '/policies/:policyNumber',
    summary: 'One policy with everything its certificate needs, names in English and Arabic.',
    params: purchase.policyParamsSchema,
    response: purchase.policyDetailSchema,
    needsSession: true,
  },
  policyRenewal: {
    method: 'GET',
    path: '/policies/:policyNumber/renewal',
    summary: 'What a renewal purchase starts from: category, broker, plan, risk details and people of the policy. 409 renewal_closed (outside the renewal window), policy_cancelled, policy_already_renewed.',
    params: purchase.policyParamsSchema,
    response: purchase.renewalResponseSchema,
    needsSession: true,
  },
  wallet: {
    method: 'GET',
    path: '/wallet',
    summary: "The caller's wallet balance and newest transactions.",
    response: purchase.walletResponseSchema,
    needsSession: true,
  },
  giftCard: {
    method: 'GET',
    path: '/gift-cards/:serial',
    summary: 'Balance and status of a gift card (rate-limited per session: 429 rate_limited).',
    params: purchase.giftCardParamsSchema,
    response: purchase.giftCardResponseSchema,
    needsSession: true,
  },
  notifications: {
    method: 'GET',
    path: '/notifications',
    summary: "The caller's notifications, newest first, in the request language.",
    response: purchase.notificationsResponseSchema,
    needsSession: true,
  },
  markNotificationRead: {
    method: 'POST',
    path: '/notifications/:notificationId/read',
    summary: 'Mark one notification read (idempotent).',
    params: purchase.notificationParamsSchema,
    body: purchase.emptyBodySchema,
    response: purchase.notificationSchema,
    needsSession: true,
  },
  devWalletCredit: {
    method: 'POST',
    path: '/dev/wallet/credit',
    summary: "DEVELOPMENT ONLY (DEV_OUTBOX=true): add to the signed-in customer's wallet.",
    body: purchase.devWalletCreditRequestSchema,
    response: purchase.walletResponseSchema,
    needsSession: true,
  },
  ...walletEndpoints,
  ...accountAreaEndpoints,
  ...contentEndpoints,
  ...policyEndpoints,
  ...policyRequestEndpoints,
  ...guestPolicyEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;
