import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { passwordResetMachine } from '../../machines/session/password-reset.machine.ts';
import { brokerApplicationMachine as submissionMachine } from '../../machines/session/submission.machine.ts';
import { asFailure } from '../../machines/shared/failure.ts';
import { ApiRequestError } from '../../src/lib/api/api-error.ts';

describe('password reset machine', () => {
  it('asks, sends the code, resets; a wrong code keeps the code step; "again" goes back with the identifier kept', async () => {
    const calls: unknown[] = [];
    let wrong = true;
    const actor = createActor(
      passwordResetMachine.provide({
        actors: {
          requestCode: fromPromise(async ({ input }) => {
            calls.push(['request', input]);
            return { accepted: true };
          }),
          resetPassword: fromPromise(async ({ input }) => {
            calls.push(['reset', input]);
            if (wrong) throw { reason: 'wrongCode', message: 'no' };
            return null;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'passwordReset.request', identifier: 'sara@example.com', channel: 'email' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    actor.send({ type: 'passwordReset.reset', code: '123456', newPassword: 'New-Pass-2026' });
    await waitFor(actor, (s) => s.matches('codeSent') && s.context.error !== null);
    expect(actor.getSnapshot().context.error?.reason).toBe('wrongCode');
    wrong = false;
    actor.send({ type: 'passwordReset.reset', code: '654321', newPassword: 'New-Pass-2026' });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(calls).toEqual([
      ['request', { identifier: 'sara@example.com', channel: 'email' }],
      ['reset', { identifier: 'sara@example.com', code: '123456', newPassword: 'New-Pass-2026' }],
      ['reset', { identifier: 'sara@example.com', code: '654321', newPassword: 'New-Pass-2026' }],
    ]);
  });

  it('a failed request stays on the first step with the reason', async () => {
    const actor = createActor(
      passwordResetMachine.provide({
        actors: {
          requestCode: fromPromise<unknown, { identifier: string; channel: 'email' | 'sms' }>(async () => {
            throw { reason: 'rateLimited', message: 'slow down', retryAfterSeconds: 30 };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'passwordReset.request', identifier: '+966501234567', channel: 'sms' });
    await waitFor(actor, (s) => s.matches('asking') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ identifier: '+966501234567', channel: 'sms', error: { reason: 'rateLimited', retryAfterSeconds: 30 } });
  });
});

describe('submission machine', () => {
  it('sends, fails with the reason, sends again and keeps the answer', async () => {
    let fail = true;
    const actor = createActor(
      submissionMachine.provide({
        actors: {
          send: fromPromise(async ({ input }) => {
            if (fail) throw { reason: 'conflict', message: 'dup', fields: { brokerCode: 'dup' } };
            return { echoed: input };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'submission.send', values: { a: 1 } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.fields).toEqual({ brokerCode: 'dup' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    fail = false;
    actor.send({ type: 'submission.send', values: { a: 2 } });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(actor.getSnapshot().context).toEqual({ result: { echoed: { a: 2 } }, error: null });
  });
});

describe('API errors as flow failures', () => {
  it('maps the error codes, keeping retry-after, tries left and fields', () => {
    expect(asFailure(new ApiRequestError('http', 'slow', { status: 429, code: 'rate_limited', retryAfterSeconds: 42 }))).toEqual({ reason: 'rateLimited', code: 'rate_limited', message: 'slow', retryAfterSeconds: 42, repeatable: false });
    expect(asFailure(new ApiRequestError('http', 'no', { status: 400, code: 'code_invalid', attemptsLeft: 3, fields: { code: 'no' } }))).toEqual({
      reason: 'wrongCode',
      code: 'code_invalid',
      message: 'no',
      attemptsLeft: 3,
      fields: { code: 'no' },
      repeatable: false,
    });
    expect(asFailure(new ApiRequestError('http', 'x', { status: 401, code: 'unauthorized' })).reason).toBe('wrongCredentials');
    expect(asFailure(new ApiRequestError('http', 'x', { status: 410, code: 'code_expired' })).reason).toBe('codeExpired');
    expect(asFailure(new ApiRequestError('http', 'x', { status: 409, code: 'code_attempts_exhausted' })).reason).toBe('attemptsExhausted');
    expect(asFailure(new ApiRequestError('http', 'x', { status: 400, code: 'oauth_state_invalid' })).reason).toBe('stateInvalid');
    // No answer at all: the customer is told the connection is the problem, not the request.
    expect(asFailure(new ApiRequestError('network', 'Network Error')).reason).toBe('offline');
    expect(asFailure(new ApiRequestError('timeout', 'timeout of 15000 ms exceeded')).reason).toBe('offline');
    expect(asFailure(new Error('boom'))).toEqual({ reason: 'unavailable', code: null, message: 'boom' });
    // A failure already shaped passes through; a snapshot holds plain data either way.
    expect(asFailure({ reason: 'wrongCode', code: null, message: 'x', attemptsLeft: 2 })).toEqual({ reason: 'wrongCode', code: null, message: 'x', attemptsLeft: 2 });
  });
});
