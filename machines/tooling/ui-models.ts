import type { AnyEventObject } from 'xstate';
import { purchaseMachine } from '../purchase/purchase.machine.ts';
import { purchaseEvents } from '../purchase/purchase.model.ts';
import { registrationMachine } from '../registration/registration.machine.ts';
import { quote } from '../purchase/purchase.samples.ts';
import { type FlowModel, afterEvent, invokeDone, invokeError } from './test-paths.ts';

/**
 * UI-level models (machines/flow-models.ts `ui`): the events a person (or the clock, or the network)
 * can cause in the real app, with the payloads the real server and API client produce, and the
 * transitions nothing in the UI can cause. e2e/model-paths.spec.ts maps each event to an action.
 */

/** What the API client makes of a 500 answer. */
const serverError = { kind: 'http', code: 'internal_error', message: 'Internal Server Error' };

/** The order as GET /orders/:orderNumber reports it after a payment whose answer was lost. */
const latestPayment = (status: 'pending' | 'challenge_required') => ({
  paymentId: 'pay-1',
  status,
  walletMinor: 0,
  giftCardMinor: 0,
  cardMinor: 230_000,
  cardLast4: status === 'pending' ? '4242' : '3220',
  createdAt: '2026-11-23T00:00:00.000Z',
});
/** A quote held 15 minutes; fixed instants, so the paths (and their ids) never depend on today's clock. */
const heldQuote = { ...quote('q1'), createdAt: '2026-11-23T00:00:00.000Z', expiresAt: '2026-11-23T00:15:00.000Z', validUntil: 4_102_444_800_000 };

/**
 * The purchase wizard as a signed-in customer (not a guest: the guest's SMS step has its own e2e
 * spec) sees it. Server answers the seeded data cannot give are the real answer changed by
 * `page.route` in the test model: no offers (every valid risk is priced), a pending payment (the
 * simulated gateway decides at once), 500s and lost connections.
 */
export const purchaseUiModel: FlowModel = {
  id: 'purchase',
  machine: purchaseMachine,
  input: { flowId: 'ui-flow-0001', categoryId: 'motor', isGuest: false, currentBrokerId: 'broker-a' },
  events: purchaseEvents({
    brokerId: 'broker-b',
    quote: heldQuote,
    offerId: 'q1-o2',
    failed: serverError,
    quoteExpired: { kind: 'http', code: 'quote_expired', message: 'This quote has expired. Get a new price to continue.' },
    giftCard: { serial: 'GIFT-1000-TEST', balanceMinor: 10_000 },
    giftCardUnusable: { kind: 'http', code: 'gift_card_unusable', message: 'This gift card cannot be used.' },
    paymentRefused: serverError,
    // The UI's Place order is disabled until the terms are accepted.
    termsRefused: false,
    latest: latestPayment,
  }),
  noUiTrigger: [
    ...['quotes', 'plan', 'people'].map((step) => ({
      state: JSON.stringify({ offer: step }),
      event: 'purchase.edit',
      why: 'the Edit buttons are on the review only; the earlier steps go back with Back',
    })),
    { state: '{"payment":"declined"}', event: 'purchase.back', why: 'the declined card view hides its back button: the customer pays with another card' },
  ],
};

const r = registrationMachine;
/** A status as the server answers it (instants far ahead, so the graph does not depend on today's clock). */
const registrationStatus = {
  registrationId: 'reg-ui-1',
  step: 'activation' as const,
  maskedMobile: '+966 •••• 201',
  codeExpiresAt: '2099-01-01T00:05:00.000Z',
  resendAvailableAt: '2099-01-01T00:01:00.000Z',
  attemptsLeft: 5,
};
/** What a flow makes of the server's error answers (asFailure in machines/shared/failure.ts). */
const failure = (reason: string, message: string, extra: Record<string, unknown> = {}) => ({ reason, message, ...extra });
const unavailable = failure('unavailable', 'Internal Server Error');

/**
 * Sign-up at /sign-up (replayed by e2e/support/model-paths-registration.ts): it starts from a stored registrationStep (a sign-up left at the SMS code),
 * as the machine model does, so the resume is covered too. Codes come from the development outbox;
 * what the server answers only after minutes or many tries (expired code, fifth wrong code, rate
 * limit) and its 500s are given by `page.route`; the timers run on Playwright's clock.
 */
export const registrationUiModel: FlowModel = {
  id: 'registration',
  machine: registrationMachine,
  input: { registrationStep: 'activation' },
  events: [
    { type: 'registration.submitDetails', details: { firstName: 'Huda', lastName: 'Nasser', dateOfBirth: '1992-03-14', gender: 'female', mobile: '+966551234567', emailAddress: 'huda@example.com', password: 'Huda-Pass-2026', insuranceCountry: 'SA', acceptTerms: true } },
    invokeDone(r, 'loadRegistration', registrationStatus),
    invokeError(r, 'loadRegistration', unavailable),
    invokeDone(r, 'submitDetails', registrationStatus),
    invokeError(r, 'submitDetails', unavailable),
    { type: 'registration.submitCode', code: '123456' },
    invokeDone(r, 'verifyCode', { username: 'huda@example.com', userFullName: 'Huda Nasser', emailAddress: 'huda@example.com', countryCode: 'SA', geoId: 'SA', loginTypeEnumId: 'EMAIL', apiKey: 'k', sessionId: 's', sessionToken: 'rotated-token-0123456789', backendUser: false, registrationStep: null }),
    invokeError(r, 'verifyCode', failure('wrongCode', 'This code is not correct.', { attemptsLeft: 4 })),
    invokeError(r, 'verifyCode', failure('attemptsExhausted', 'Too many wrong codes. Request a new code.', { attemptsLeft: 0 })),
    invokeError(r, 'verifyCode', failure('codeExpired', 'This code has expired. Request a new one.')),
    invokeError(r, 'verifyCode', failure('emailUnavailable', 'This email address cannot be used.')),
    invokeError(r, 'verifyCode', unavailable),
    afterEvent(r, 'activation.check.entering', 'codeExpiry'),
    afterEvent(r, 'activation.resend.waiting', 'resendDelay'),
    { type: 'registration.resend' },
    invokeDone(r, 'resendCode', registrationStatus),
    invokeError(r, 'resendCode', failure('rateLimited', 'Too many attempts.', { retryAfterSeconds: 30 })),
    invokeError(r, 'resendCode', unavailable),
    afterEvent(r, 'activation.resend.rateLimited', 'retryAfter'),
    { type: 'registration.changeNumber' },
    { type: 'registration.cancelChange' },
    { type: 'registration.submitMobile', mobile: '+966559999999' },
    invokeDone(r, 'changeMobile', { ...registrationStatus, maskedMobile: '+966 •••• 999' }),
    invokeError(r, 'changeMobile', unavailable),
    { type: 'registration.submitEmail', emailAddress: 'huda.2@example.com' },
    invokeDone(r, 'changeEmail', registrationStatus),
    // A fresh mobile: no guest bought with it, so the question is not asked (e2e/accounts-guest-policies.spec.ts asks it).
    invokeDone(r, 'countGuestPolicies', { count: 0 }),
    { type: 'registration.retry' },
    { type: 'registration.startOver' },
    { type: 'registration.continue' },
  ] as AnyEventObject[],
  noUiTrigger: [
    { state: '{"details":"submitting"}', event: 'registration.submitDetails', why: 'the submit button is busy (disabled) while the details are sent' },
    // The model's instants are fixed (2099): after the clock passes the code's five minutes, a later re-check
    // (Cancel on "change number") says "entering" in the model but, rightly, "expired" in the app.
    { state: /"check":"entering"/, event: 'after codeExpiry', why: 'not replayed: the model cannot tell a code expired by the clock from a valid one at a later re-check (expired codes are replayed through the server\'s code_expired answer)' },
    {
      state: '"loading"',
      event: 'onDone loadRegistration',
      to: '{"details":"editing"}',
      why: 'with no sign-up in progress the server answers 404 not_found, an onError that also leads to the details',
    },
    // Both countdowns start from the same SMS: the resend (60 s) and a rate limit (30 s) always end before the code (5 min).
    { state: /"resend":"(waiting|rateLimited)"/, event: 'after codeExpiry', why: 'the resend countdown (60 s) or retry-after (30 s) always ends first' },
    // While a change of number or email is on screen the code form, the resend button and "start again" are not.
    { state: /"check":"(changingNumber|updatingMobile|emailTaken|updatingEmail)"/, event: 'registration.resend', why: 'the resend button is hidden while a new number or email is typed' },
    { state: /"check":"(changingNumber|updatingMobile|emailTaken|updatingEmail)"/, event: 'registration.startOver', why: '"Start again" is hidden while a new number or email is typed' },
    // One region's call in flight: the person's action in the other region cannot be replayed in between reliably.
    { state: /"check":"(verifying|updatingMobile|updatingEmail)"/, event: 'registration.resend', why: 'not replayed: a code check or change is in flight' },
    { state: /"check":"(verifying|updatingMobile|updatingEmail)"/, event: 'after resendDelay', why: 'not replayed: a code check or change is in flight' },
    { state: /"check":"(verifying|updatingMobile|updatingEmail)"/, event: 'after retryAfter', why: 'not replayed: a code check or change is in flight' },
    { state: /"check":"(verifying|updatingMobile|updatingEmail)"/, event: 'registration.startOver', why: 'not replayed: a code check or change is in flight' },
    { state: /"resend":"sending"/, event: 'registration.submitCode', why: 'not replayed: a new code is being sent' },
    { state: /"resend":"sending"/, event: 'registration.changeNumber', why: 'not replayed: a new code is being sent' },
    { state: /"resend":"sending"/, event: 'registration.startOver', why: 'not replayed: a new code is being sent' },
    { state: /"resend":"sending"/, event: 'after codeExpiry', why: 'not replayed: a new code is being sent' },
  ],
};
