import { describe, expect, it } from 'vitest';
import { asFailure } from '../../machines/shared/failure.ts';
import {
  SERVICE_RETRY_MAX_SECONDS,
  SERVICE_RETRY_MAX_TRIES,
  outageFailure,
  serviceRetrySeconds,
  shouldRetryAfterOutage,
} from '../../machines/shared/service-retry.ts';

/** What the API client throws for the server's 503 (src/lib/api/client.ts), read by shape. */
const outage = (details: { retryAfterSeconds?: number; repeatable?: boolean } = {}) => ({
  kind: 'http',
  status: 503,
  code: 'service_unavailable',
  message: 'The service is unavailable for a moment.',
  retryAfterSeconds: 2,
  repeatable: true,
  ...details,
});

describe('failure classification', () => {
  it('tells a 503 apart from our own failure, from a lost connection and from a refusal', () => {
    expect(asFailure(outage())).toEqual({ reason: 'serviceUnavailable', code: 'service_unavailable', message: 'The service is unavailable for a moment.', retryAfterSeconds: 2, repeatable: true });
    expect(asFailure({ kind: 'http', status: 500, code: 'internal_error', message: 'boom' }).reason).toBe('unavailable');
    expect(asFailure({ kind: 'network', status: null, code: null, message: 'Network Error' }).reason).toBe('offline');
    expect(asFailure({ kind: 'http', status: 429, code: 'rate_limited', message: 'slow down', retryAfterSeconds: 30 }).reason).toBe('rateLimited');
  });

  it("reads a 503 without our error shape (a proxy's page) as the same outage", () => {
    expect(asFailure({ kind: 'http', status: 503, code: null, message: 'Service Unavailable' }).reason).toBe('serviceUnavailable');
  });

  it('keeps the count of automatic tries through a snapshot (plain data)', () => {
    const kept = outageFailure(outage(), null);
    expect(asFailure(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    expect(kept.autoRetries).toBe(1);
  });
});

describe('the retry decision', () => {
  it('tries again on its own only after a 503 for a request that is safe to repeat', () => {
    expect(shouldRetryAfterOutage(asFailure(outage()), null)).toBe(true);
    // A write without its Idempotency-Key (a registration, say): the customer decides.
    expect(shouldRetryAfterOutage(asFailure(outage({ repeatable: false })), null)).toBe(false);
    expect(shouldRetryAfterOutage(asFailure({ ...outage(), repeatable: undefined }), null)).toBe(false);
    // Not an outage: a 500, a lost connection (the payment's own path asks for the outcome), a refusal.
    expect(shouldRetryAfterOutage(asFailure({ kind: 'http', status: 500, code: 'internal_error', message: 'x', repeatable: true }), null)).toBe(false);
    expect(shouldRetryAfterOutage(asFailure({ kind: 'network', code: null, message: 'Network Error', repeatable: true }), null)).toBe(false);
  });

  it(`stops after ${SERVICE_RETRY_MAX_TRIES} automatic tries, and starts a new round after a try the customer asked for`, () => {
    let previous = null as ReturnType<typeof outageFailure> | null;
    const decisions: boolean[] = [];
    for (let failure = 0; failure < SERVICE_RETRY_MAX_TRIES + 2; failure += 1) {
      const retry = shouldRetryAfterOutage(asFailure(outage()), previous);
      decisions.push(retry);
      if (!retry) break;
      previous = outageFailure(outage(), previous);
    }
    expect(decisions).toEqual([...Array<boolean>(SERVICE_RETRY_MAX_TRIES).fill(true), false]);
    // Exhausted: the state's own failure is kept (no count); the customer's "Try again" then fails again.
    expect(shouldRetryAfterOutage(asFailure(outage()), asFailure(outage()))).toBe(true);
    // An earlier failure of another kind does not count.
    expect(outageFailure(outage(), asFailure({ kind: 'network', code: null, message: 'x', autoRetries: 3 })).autoRetries).toBe(1);
  });

  it('waits 2, 4, 8, then 10 s, never less than Retry-After, never more than the cap', () => {
    const waits = [1, 2, 3, 4].map((autoRetries) => serviceRetrySeconds({ retryAfterSeconds: 2, autoRetries }));
    expect(waits).toEqual([2, 4, 8, 10]);
    expect(serviceRetrySeconds({ retryAfterSeconds: 7, autoRetries: 1 })).toBe(7);
    expect(serviceRetrySeconds({ retryAfterSeconds: 3600, autoRetries: 1 })).toBe(SERVICE_RETRY_MAX_SECONDS);
    expect(serviceRetrySeconds({ retryAfterSeconds: 0.2, autoRetries: 1 })).toBe(2);
    expect(serviceRetrySeconds({})).toBe(2);
  });
});
