import { type FlowFailure, asFailure } from './failure.ts';

/**
 * The one rule for trying again on its own after the server said 503 (`serviceUnavailable`: the
 * database is out of reach for a moment). The API client never retries; a machine that wires this
 * rule into a state does, and only there:
 *
 *   quoting: { invoke: { …, onError: [
 *     { ...retryAfterOutage('quoteRetryWait'), actions: assign({ error: keptOutage }) },
 *     { target: 'quoteFailed', actions: assign({ error: failureOf }) },
 *   ] } },
 *   quoteRetryWait: outageRetryWait('quoting'),
 *
 * with `guards: { …, outageRetry }` and `delays: { …, serviceRetry }` in the machine's setup and
 * `retrying` among its tags. The waiting state keeps `context.error` (the outage, with `autoRetries`)
 * so the view says what happens and when; the retried state clears it on success, as before.
 *
 * Only a request that is safe to send again is repeated: the client marks it `repeatable` (a GET, a
 * write with its Idempotency-Key, a write the contract marks repeatable), so a payment is re-sent only
 * under its own key and charges once. Tries are bounded; after the last, the state's own failure (with
 * its "Try again") takes over, and a try asked for by the customer starts a new round.
 */

/** Automatic tries after the first failure; with the waits below they span about 24 s of outage. */
export const SERVICE_RETRY_MAX_TRIES = 4;
/** The shortest and longest wait before a try: Retry-After is honoured inside these bounds. */
export const SERVICE_RETRY_MIN_SECONDS = 1;
export const SERVICE_RETRY_MAX_SECONDS = 10;
/** Waits grow 2, 4, 8, 10 s (never shorter than Retry-After): a longer outage is not hammered. */
const BACKOFF_FIRST_SECONDS = 2;

/** Automatic tries already made for this outage: counted only while the previous failure was one. */
const triesBefore = (previous: FlowFailure | null | undefined) => (previous?.reason === 'serviceUnavailable' ? (previous.autoRetries ?? 0) : 0);

/** Whether to try again on its own: a 503 for a request safe to repeat, while tries are left. */
export function shouldRetryAfterOutage(failure: FlowFailure, previous: FlowFailure | null | undefined): boolean {
  return failure.reason === 'serviceUnavailable' && failure.repeatable === true && triesBefore(previous) < SERVICE_RETRY_MAX_TRIES;
}

/** Seconds to wait before automatic try number `tries + 1`: the backoff, at least Retry-After, within the bounds. */
export function serviceRetrySeconds(failure: Pick<FlowFailure, 'retryAfterSeconds' | 'autoRetries'>): number {
  const tries = Math.max(1, failure.autoRetries ?? 1);
  const backoff = BACKOFF_FIRST_SECONDS * 2 ** (tries - 1);
  const wanted = Math.max(backoff, failure.retryAfterSeconds ?? 0);
  return Math.min(SERVICE_RETRY_MAX_SECONDS, Math.max(SERVICE_RETRY_MIN_SECONDS, Math.ceil(wanted)));
}

/** The failure kept while waiting: the new 503 with the count of tries so far (this one included). */
export function outageFailure(error: unknown, previous: FlowFailure | null | undefined): FlowFailure {
  return { ...asFailure(error), autoRetries: triesBefore(previous) + 1 };
}

/** The guard to register as `outageRetry` (`guards: { outageRetry }`), typed by its params. */
export const outageRetry = (_: unknown, params: { error: unknown; previous: FlowFailure | null }) => shouldRetryAfterOutage(asFailure(params.error), params.previous);

/** A machine's context holding its failure under `Field` (`error` by default). */
type FailureIn<Field extends string> = { context: Record<Field, FlowFailure | null> };
type ErrorContext<Field extends string = 'error'> = FailureIn<Field> & { event: { error: unknown } };

/**
 * The delay for a failure kept under another name than `error` (the wallet's ledger region keeps
 * `ledgerError` beside the gift card's `error`): register it under a name of its own.
 */
export const serviceRetryIn =
  <Field extends string>(field: Field) =>
  ({ context }: FailureIn<Field>) =>
    serviceRetrySeconds(context[field] ?? {}) * 1000;

/** The delay to register as `serviceRetry` (`delays: { serviceRetry }`): read from the failure kept. */
export const serviceRetry = serviceRetryIn('error');

/**
 * First in an invoke's onError: to `waitState` when the rule says try again. Beside it,
 * `actions: assign({ error: keptOutage })` keeps the outage with its count (the assign is the
 * machine's, typed with its context, as `failureOf`'s is).
 */
export const retryAfterOutage = <Target extends string>(waitState: Target) => retryAfterOutageIn('error', waitState);

/** retryAfterOutage for a failure kept under another name (see serviceRetryIn). */
export const retryAfterOutageIn = <Field extends string, Target extends string>(field: Field, waitState: Target) => ({
  guard: {
    type: 'outageRetry' as const,
    params: ({ context, event }: ErrorContext<Field>) => ({ error: event.error, previous: context[field] }),
  },
  target: waitState,
});

/** keptOutage for a failure kept under another name: `assign({ ledgerError: keptOutageIn('ledgerError') })`. */
export const keptOutageIn =
  <Field extends string>(field: Field) =>
  ({ context, event }: ErrorContext<Field>) =>
    outageFailure(event.error, context[field]);

/** For `assign({ error: keptOutage })` beside retryAfterOutage: the outage with the count of tries so far. */
export const keptOutage = keptOutageIn('error');

/**
 * The waiting state: busy (the customer waits; nothing is sent), `retrying` for the view, back to
 * `retryState` after the delay. A saved flow has no timers: pass the events that mean "ask now" (the
 * one its page sends when the flow is restored, `purchase.resume`, and any Try again), and a flow
 * restored while waiting tries again at once.
 */
export function outageRetryWait<Target extends string>(retryState: Target): { tags: ['busy', 'retrying']; after: { serviceRetry: { target: Target } } };
export function outageRetryWait<Target extends string, Resume extends string>(
  retryState: Target,
  ...resumeEvents: [Resume, ...Resume[]]
): { tags: ['busy', 'retrying']; after: { serviceRetry: { target: Target } }; on: Record<Resume, { target: Target }> };
export function outageRetryWait(retryState: string, ...resumeEvents: string[]) {
  return {
    tags: ['busy', 'retrying'],
    after: { serviceRetry: { target: retryState } },
    ...(resumeEvents.length > 0 ? { on: Object.fromEntries(resumeEvents.map((type) => [type, { target: retryState }])) } : {}),
  };
}
