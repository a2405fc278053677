import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CodeSent } from '../../contract/accounts.ts';
import type { PolicyAccessResult } from '../../contract/policy-access-endpoints.ts';
import { findPolicyMachine } from '../../machines/session/find-policy.machine.ts';

const sent: CodeSent = { maskedMobile: '+966 ••• ••• 567', codeExpiresAt: '2099-01-01T00:05:00.000Z', resendAvailableAt: '2099-01-01T00:01:00.000Z', attemptsLeft: 5 };
const result = { username: 'guest-0a1b2c3d', loginTypeEnumId: 'POLICY', policyNumber: 'POL-2026-4HX9TQ2A' } as PolicyAccessResult;
const apiError = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(code), { kind: 'http', code, ...extra });

function start(verify: (code: string) => Promise<PolicyAccessResult>, request: () => Promise<CodeSent> = async () => sent) {
  const calls = { requests: [] as unknown[], signedIn: [] as unknown[] };
  const actor = createActor(
    findPolicyMachine.provide({
      actors: {
        requestCode: fromPromise(async ({ input }) => (calls.requests.push(input), request())),
        verifyCode: fromPromise(async ({ input }) => verify(input.code)),
      },
      actions: { signIn: (_, { result }) => void calls.signedIn.push(result) },
    }),
  ).start();
  return { actor, calls };
}

describe('find my policy machine', () => {
  it('details -> code -> a wrong code keeps the code form -> the right one signs in and ends on the policy', async () => {
    const { actor, calls } = start(async (code) => (code === '123456' ? result : Promise.reject(apiError('code_invalid'))));
    actor.send({ type: 'findPolicy.request', policyNumber: 'POL-2026-4HX9TQ2A', mobile: '+966501234567' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(actor.getSnapshot().context.sent).toEqual(sent);
    expect(calls.requests).toEqual([{ policyNumber: 'POL-2026-4HX9TQ2A', mobile: '+966501234567' }]);
    actor.send({ type: 'findPolicy.verify', code: '000000' });
    await waitFor(actor, (s) => s.matches('codeSent') && s.context.error !== null);
    expect(actor.getSnapshot().context.error?.reason).toBe('wrongCode');
    expect(actor.getSnapshot().hasTag('codeInput')).toBe(true);
    actor.send({ type: 'findPolicy.verify', code: '123456' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.signedIn).toEqual([result]);
    expect(actor.getSnapshot().output).toEqual({ exit: 'policy', policyNumber: 'POL-2026-4HX9TQ2A' });
  });

  it('a refused send (429) stays on the details with the wait; a new code or other details from the code form', async () => {
    let refuse = true;
    const { actor, calls } = start(async () => result, async () => (refuse ? Promise.reject(apiError('rate_limited', { retryAfterSeconds: 42 })) : sent));
    actor.send({ type: 'findPolicy.request', policyNumber: 'POL-2026-4HX9TQ2A', mobile: '+966501234567' });
    await waitFor(actor, (s) => s.matches('asking') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ reason: 'rateLimited', retryAfterSeconds: 42 });
    refuse = false;
    actor.send({ type: 'findPolicy.request', policyNumber: 'POL-2026-4HX9TQ2A', mobile: '+966501234567' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    refuse = true;
    actor.send({ type: 'findPolicy.resend' });
    await waitFor(actor, (s) => s.matches('codeSent') && s.context.error !== null);
    expect(actor.getSnapshot().context.error?.reason).toBe('rateLimited');
    actor.send({ type: 'findPolicy.change' });
    expect(actor.getSnapshot().matches('asking')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ policyNumber: 'POL-2026-4HX9TQ2A', mobile: '+966501234567', sent: null, error: null });
    expect(calls.requests).toHaveLength(3);
  });
});
