import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import type { LoginResult, RegistrationRequest, RegistrationStatus } from '../../contract/accounts.ts';
import { registrationMachine } from '../../machines/registration/registration.machine.ts';
import type { FlowFailure } from '../../machines/shared/failure.ts';

const T0 = Date.parse('2026-11-23T10:00:00Z');

const details: RegistrationRequest = {
  firstName: 'Sara',
  middleName: '',
  lastName: 'Ahmed',
  dateOfBirth: '1990-04-01',
  gender: 'female',
  mobile: '+966501234567',
  emailAddress: 'sara@example.com',
  password: 'correct horse 42',
  insuranceCountry: 'SA',
  acceptTerms: true,
};

/** A status as the server sends it `at` a time: code valid 5 minutes, resend after 60 s. */
const statusAt = (at: number, overrides: Partial<RegistrationStatus> = {}): RegistrationStatus => ({
  registrationId: 'reg-1',
  step: 'activation',
  maskedMobile: '+966 •••• 567',
  codeExpiresAt: new Date(at + 300_000).toISOString(),
  resendAvailableAt: new Date(at + 60_000).toISOString(),
  attemptsLeft: 5,
  ...overrides,
});

const loginResult: LoginResult = {
  username: 'sara@example.com',
  userFullName: 'Sara Ahmed',
  emailAddress: 'sara@example.com',
  countryCode: 'SA',
  geoId: 'SA',
  loginTypeEnumId: 'MOBILE',
  apiKey: 'k',
  sessionId: 's',
  sessionToken: 't',
  backendUser: false,
  registrationStep: null,
};

const failure = (reason: FlowFailure['reason'], extra: Partial<FlowFailure> = {}): FlowFailure => ({ reason, code: null, message: reason, ...extra });

type Calls = {
  steps: (string | null)[];
  signedIn: LoginResult[];
  submitted: RegistrationRequest[];
  codes: string[];
  resends: number;
  mobiles: string[];
  emails: string[];
  loads: number;
};

interface Stubs {
  load?: () => Promise<RegistrationStatus | null>;
  submit?: (details: RegistrationRequest) => Promise<RegistrationStatus>;
  verify?: (code: string) => Promise<LoginResult>;
  resend?: () => Promise<RegistrationStatus>;
  changeMobile?: (mobile: string) => Promise<RegistrationStatus>;
  changeEmail?: (email: string) => Promise<RegistrationStatus>;
}

function provide(stubs: Stubs, calls: Calls) {
  return registrationMachine.provide({
    actors: {
      loadRegistration: fromPromise(async () => {
        calls.loads += 1;
        return (stubs.load ?? (async () => null))();
      }),
      submitDetails: fromPromise(async ({ input }) => {
        calls.submitted.push(input);
        return (stubs.submit ?? (async () => statusAt(Date.now())))(input);
      }),
      verifyCode: fromPromise(async ({ input }) => {
        calls.codes.push(input.code);
        return (stubs.verify ?? (async () => loginResult))(input.code);
      }),
      resendCode: fromPromise(async () => {
        calls.resends += 1;
        return (stubs.resend ?? (async () => statusAt(Date.now())))();
      }),
      changeMobile: fromPromise(async ({ input }) => {
        calls.mobiles.push(input.mobile);
        return (stubs.changeMobile ?? (async () => statusAt(Date.now(), { maskedMobile: '+966 •••• 999' })))(input.mobile);
      }),
      changeEmail: fromPromise(async ({ input }) => {
        calls.emails.push(input.emailAddress);
        return (stubs.changeEmail ?? (async () => statusAt(Date.now())))(input.emailAddress);
      }),
      countGuestPolicies: fromPromise(async () => ({ count: 0 })),
      mergeGuestPolicies: fromPromise(async () => ({ merged: 0 })),
    },
    actions: {
      rememberStep: (_, { step }) => calls.steps.push(step),
      signIn: (_, { result }) => calls.signedIn.push(result),
    },
  });
}

function start(stubs: Stubs = {}, registrationStep: string | null = null) {
  const calls: Calls = { steps: [], signedIn: [], submitted: [], codes: [], resends: 0, mobiles: [], emails: [], loads: 0 };
  const actor = createActor(provide(stubs, calls), { input: { registrationStep } }).start();
  return { actor, calls };
}

/** Let promise actors settle (fake timers: advance by 0 and flush microtasks). */
const settle = async () => {
  await vi.advanceTimersByTimeAsync(0);
};

const value = (actor: AnyActorRef) => actor.getSnapshot().value as unknown;

async function toActivation(stubs: Stubs = {}) {
  const started = start(stubs);
  started.actor.send({ type: 'registration.submitDetails', details });
  await settle();
  return started;
}

describe('registration machine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts on the details step when no sign-up is pending', () => {
    const { actor, calls } = start();
    expect(value(actor)).toEqual({ details: 'editing' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(calls.loads).toBe(0);
  });

  it('sends the details, keeps them without the password, stores the step and asks for the code', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'registration.submitDetails', details });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls.submitted).toEqual([details]);
    expect(calls.steps).toEqual(['activation']);
    expect(value(actor)).toEqual({ activation: { check: 'entering', resend: 'waiting' } });
    const { draft, status } = actor.getSnapshot().context;
    expect(draft).toMatchObject({ firstName: 'Sara', mobile: '+966501234567' });
    expect(draft).not.toHaveProperty('password');
    expect(status?.maskedMobile).toBe('+966 •••• 567');
  });

  it('started again after the session ended mid sign-up (403 wipe): the typed details are back with a word, and sending continues', async () => {
    const calls: Calls = { steps: [], signedIn: [], submitted: [], codes: [], resends: 0, mobiles: [], emails: [], loads: 0 };
    const { password: _password, ...draft } = details;
    const actor = createActor(provide({}, calls), { input: { registrationStep: null, draft } }).start();
    expect(value(actor)).toEqual({ details: 'kept' });
    expect(actor.getSnapshot().hasTag('draftKept')).toBe(true);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(draft);
    actor.send({ type: 'registration.submitDetails', details });
    expect(actor.getSnapshot().hasTag('draftKept')).toBe(false);
    await settle();
    expect(calls.submitted).toEqual([details]);
    expect(value(actor)).toEqual({ activation: { check: 'entering', resend: 'waiting' } });
  });

  it('a refused details form is a state with the failure; sending again works', async () => {
    let refuse = true;
    const { actor } = start({
      submit: async () => {
        if (refuse) throw failure('invalid', { fields: { emailAddress: 'Enter a valid email address.' } });
        return statusAt(Date.now());
      },
    });
    actor.send({ type: 'registration.submitDetails', details });
    await settle();
    expect(value(actor)).toEqual({ details: 'rejected' });
    expect(actor.getSnapshot().context.error?.fields).toEqual({ emailAddress: 'Enter a valid email address.' });
    expect(actor.getSnapshot().context.draft?.firstName).toBe('Sara');
    refuse = false;
    actor.send({ type: 'registration.submitDetails', details });
    await settle();
    expect(actor.getSnapshot().matches('activation')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a rate-limited details form keeps the retry-after for the message', async () => {
    const { actor } = start({
      submit: async () => {
        throw failure('rateLimited', { retryAfterSeconds: 42 });
      },
    });
    actor.send({ type: 'registration.submitDetails', details });
    await settle();
    expect(value(actor)).toEqual({ details: 'rejected' });
    expect(actor.getSnapshot().context.error).toMatchObject({ reason: 'rateLimited', retryAfterSeconds: 42 });
  });

  it('the right code activates: step cleared, session signed in, welcome name kept', async () => {
    const { actor, calls } = await toActivation();
    actor.send({ type: 'registration.submitCode', code: '123456' });
    await settle();
    expect(calls.codes).toEqual(['123456']);
    expect(value(actor)).toBe('activated');
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    expect(calls.steps).toEqual(['activation', null]);
    expect(calls.signedIn).toEqual([loginResult]);
    expect(actor.getSnapshot().context).toMatchObject({ activatedFullName: 'Sara Ahmed', draft: null, status: null });
  });

  it('a wrong code shows the tries left and accepts another code', async () => {
    let tries = 0;
    const { actor, calls } = await toActivation({
      verify: async () => {
        tries += 1;
        if (tries === 1) throw failure('wrongCode', { attemptsLeft: 4 });
        return loginResult;
      },
    });
    actor.send({ type: 'registration.submitCode', code: '000000' });
    await settle();
    expect(value(actor)).toMatchObject({ activation: { check: 'wrongCode' } });
    expect(actor.getSnapshot().context.status?.attemptsLeft).toBe(4);
    expect(actor.getSnapshot().hasTag('codeInput')).toBe(true);
    actor.send({ type: 'registration.submitCode', code: '123456' });
    await settle();
    expect(value(actor)).toBe('activated');
    expect(calls.codes).toEqual(['000000', '123456']);
  });

  it('after five wrong codes a new code is needed; a resend unlocks it', async () => {
    let left = 5;
    const { actor } = await toActivation({
      verify: async () => {
        left -= 1;
        throw left === 0 ? failure('attemptsExhausted', { attemptsLeft: 0 }) : failure('wrongCode', { attemptsLeft: left });
      },
    });
    for (let i = 0; i < 5; i += 1) {
      actor.send({ type: 'registration.submitCode', code: `00000${i}` });
      await settle();
    }
    expect(value(actor)).toMatchObject({ activation: { check: 'locked' } });
    expect(actor.getSnapshot().context.status?.attemptsLeft).toBe(0);
    // Locked: a code cannot be sent.
    actor.send({ type: 'registration.submitCode', code: '123456' });
    expect(value(actor)).toMatchObject({ activation: { check: 'locked' } });
    // The resend countdown runs out, a new code arrives, the input is back.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(value(actor)).toMatchObject({ activation: { resend: 'available' } });
    actor.send({ type: 'registration.resend' });
    await settle();
    expect(value(actor)).toEqual({ activation: { check: 'entering', resend: 'waiting' } });
    expect(actor.getSnapshot().context.status?.attemptsLeft).toBe(5);
  });

  it('a wrong code that leaves no tries goes straight to locked', async () => {
    const { actor } = await toActivation({
      verify: async () => {
        throw failure('wrongCode', { attemptsLeft: 0 });
      },
    });
    actor.send({ type: 'registration.submitCode', code: '000000' });
    await settle();
    expect(value(actor)).toMatchObject({ activation: { check: 'locked' } });
  });

  it('the code expires after five minutes; the server saying so also expires it', async () => {
    const { actor } = await toActivation();
    await vi.advanceTimersByTimeAsync(299_000);
    expect(value(actor)).toMatchObject({ activation: { check: 'entering' } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(value(actor)).toMatchObject({ activation: { check: 'expired', resend: 'available' } });
    actor.send({ type: 'registration.submitCode', code: '123456' });
    expect(value(actor)).toMatchObject({ activation: { check: 'expired' } });

    const other = await toActivation({
      verify: async () => {
        throw failure('codeExpired');
      },
    });
    other.actor.send({ type: 'registration.submitCode', code: '123456' });
    await settle();
    expect(value(other.actor)).toMatchObject({ activation: { check: 'expired' } });
  });

  it('resend: off during the 60 s countdown, then a new code restarts both timers', async () => {
    const { actor, calls } = await toActivation();
    actor.send({ type: 'registration.resend' });
    expect(calls.resends).toBe(0);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(value(actor)).toMatchObject({ activation: { resend: 'waiting' } });
    await vi.advanceTimersByTimeAsync(1);
    expect(value(actor)).toMatchObject({ activation: { resend: 'available' } });
    actor.send({ type: 'registration.resend' });
    expect(actor.getSnapshot().hasTag('resending')).toBe(true);
    await settle();
    expect(calls.resends).toBe(1);
    expect(value(actor)).toEqual({ activation: { check: 'entering', resend: 'waiting' } });
    // The new code's five minutes count from the resend.
    await vi.advanceTimersByTimeAsync(299_000);
    expect(value(actor)).toMatchObject({ activation: { check: 'entering' } });
  });

  it('a rate-limited resend shows the retry-after and offers the button again after it', async () => {
    let limited = true;
    const { actor, calls } = await toActivation({
      resend: async () => {
        if (limited) throw failure('rateLimited', { retryAfterSeconds: 30 });
        return statusAt(Date.now());
      },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'registration.resend' });
    await settle();
    expect(value(actor)).toMatchObject({ activation: { resend: 'rateLimited' } });
    expect(actor.getSnapshot().context.resendError).toMatchObject({ reason: 'rateLimited', retryAfterSeconds: 30 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(value(actor)).toMatchObject({ activation: { resend: 'available' } });
    limited = false;
    actor.send({ type: 'registration.resend' });
    await settle();
    expect(calls.resends).toBe(2);
    expect(value(actor)).toMatchObject({ activation: { resend: 'waiting' } });
  });

  it('a failed resend (no connection) can be tried again', async () => {
    let fail = true;
    const { actor } = await toActivation({
      resend: async () => {
        if (fail) throw new Error('Network Error');
        return statusAt(Date.now());
      },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'registration.resend' });
    await settle();
    expect(value(actor)).toMatchObject({ activation: { resend: 'failed' } });
    expect(actor.getSnapshot().context.resendError?.reason).toBe('unavailable');
    fail = false;
    actor.send({ type: 'registration.resend' });
    await settle();
    expect(value(actor)).toMatchObject({ activation: { resend: 'waiting' } });
    expect(actor.getSnapshot().context.resendError).toBeNull();
  });

  it('the check and the resend keep their own failures: a code sent keeps a failed resend, a 429 keeps a failed check', async () => {
    const { actor } = await toActivation({
      verify: async () => {
        throw new Error('Network Error');
      },
      resend: async () => {
        throw failure('rateLimited', { retryAfterSeconds: 30 });
      },
    });
    actor.send({ type: 'registration.submitCode', code: '123456' });
    await settle();
    expect(value(actor)).toMatchObject({ activation: { check: 'failed' } });
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'registration.resend' });
    await settle();
    expect(value(actor)).toEqual({ activation: { check: 'failed', resend: 'rateLimited' } });
    expect(actor.getSnapshot().context.error?.reason).toBe('unavailable');
    expect(actor.getSnapshot().context.resendError?.reason).toBe('rateLimited');
    actor.send({ type: 'registration.submitCode', code: '123456' });
    await settle();
    expect(actor.getSnapshot().context.resendError?.reason).toBe('rateLimited');
    expect(value(actor)).toEqual({ activation: { check: 'failed', resend: 'rateLimited' } });
  });

  it('a code check that fails for another reason (rate limit) keeps the input with the message', async () => {
    const { actor } = await toActivation({
      verify: async () => {
        throw failure('rateLimited', { retryAfterSeconds: 120 });
      },
    });
    actor.send({ type: 'registration.submitCode', code: '123456' });
    await settle();
    expect(value(actor)).toMatchObject({ activation: { check: 'failed' } });
    expect(actor.getSnapshot().context.error?.retryAfterSeconds).toBe(120);
    expect(actor.getSnapshot().hasTag('codeInput')).toBe(true);
  });

  it('the number can be corrected without retyping the rest; a new code goes to it', async () => {
    const { actor, calls } = await toActivation();
    actor.send({ type: 'registration.changeNumber' });
    expect(value(actor)).toMatchObject({ activation: { check: 'changingNumber' } });
    actor.send({ type: 'registration.cancelChange' });
    expect(value(actor)).toMatchObject({ activation: { check: 'entering' } });
    actor.send({ type: 'registration.changeNumber' });
    actor.send({ type: 'registration.submitMobile', mobile: '+966509999999' });
    await settle();
    expect(calls.mobiles).toEqual(['+966509999999']);
    expect(value(actor)).toEqual({ activation: { check: 'entering', resend: 'waiting' } });
    const { context } = actor.getSnapshot();
    expect(context.status?.maskedMobile).toBe('+966 •••• 999');
    expect(context.draft).toMatchObject({ firstName: 'Sara', emailAddress: 'sara@example.com', mobile: '+966509999999' });
  });

  it('a refused number stays in the change form with the message', async () => {
    const { actor } = await toActivation({
      changeMobile: async () => {
        throw failure('invalid', { fields: { mobile: 'Enter a valid mobile number in international format.' } });
      },
    });
    actor.send({ type: 'registration.changeNumber' });
    actor.send({ type: 'registration.submitMobile', mobile: '+1' });
    await settle();
    expect(value(actor)).toMatchObject({ activation: { check: 'changingNumber' } });
    expect(actor.getSnapshot().context.error?.fields?.mobile).toMatch(/valid mobile/);
    expect(actor.getSnapshot().context.draft?.mobile).toBe('+966501234567');
  });

  it('an email taken at activation asks for another address; the code then works', async () => {
    let taken = true;
    const { actor, calls } = await toActivation({
      verify: async () => {
        if (taken) throw failure('emailUnavailable');
        return loginResult;
      },
    });
    actor.send({ type: 'registration.submitCode', code: '123456' });
    await settle();
    expect(value(actor)).toMatchObject({ activation: { check: 'emailTaken' } });
    taken = false;
    actor.send({ type: 'registration.submitEmail', emailAddress: 'sara.2@example.com' });
    await settle();
    expect(calls.emails).toEqual(['sara.2@example.com']);
    expect(value(actor)).toMatchObject({ activation: { check: 'entering' } });
    actor.send({ type: 'registration.submitCode', code: '123456' });
    await settle();
    expect(value(actor)).toBe('activated');
  });

  it('start over from the code step clears the stored step and keeps the typed details', async () => {
    const { actor, calls } = await toActivation();
    actor.send({ type: 'registration.startOver' });
    expect(value(actor)).toEqual({ details: 'editing' });
    expect(calls.steps).toEqual(['activation', null]);
    expect(actor.getSnapshot().context.draft?.lastName).toBe('Ahmed');
  });

  describe('a later visit with a stored registrationStep', () => {
    it('resumes at the code step from the server', async () => {
      const { actor, calls } = start({ load: async () => statusAt(Date.now() - 30_000) }, 'activation');
      expect(value(actor)).toBe('loading');
      await settle();
      expect(calls.loads).toBe(1);
      expect(value(actor)).toEqual({ activation: { check: 'entering', resend: 'waiting' } });
      // 30 s of the countdown were already gone.
      await vi.advanceTimersByTimeAsync(30_000);
      expect(value(actor)).toMatchObject({ activation: { resend: 'available' } });
    });

    it('an expired sign-up on the server starts afresh and clears the step', async () => {
      const { actor, calls } = start({ load: async () => null }, 'activation');
      await settle();
      expect(value(actor)).toEqual({ details: 'editing' });
      expect(calls.steps).toEqual([null]);

      const notFound = start(
        {
          load: async () => {
            throw failure('notFound');
          },
        },
        'activation',
      );
      await settle();
      expect(value(notFound.actor)).toEqual({ details: 'editing' });
    });

    it('a failed look-up offers retry and start over', async () => {
      let fail = true;
      const { actor, calls } = start(
        {
          load: async () => {
            if (fail) throw new Error('Network Error');
            return statusAt(Date.now());
          },
        },
        'activation',
      );
      await settle();
      expect(value(actor)).toBe('loadFailed');
      fail = false;
      actor.send({ type: 'registration.retry' });
      await settle();
      expect(calls.loads).toBe(2);
      expect(actor.getSnapshot().matches('activation')).toBe(true);

      const other = start(
        {
          load: async () => {
            throw new Error('Network Error');
          },
        },
        'activation',
      );
      await settle();
      other.actor.send({ type: 'registration.startOver' });
      expect(value(other.actor)).toEqual({ details: 'editing' });
      expect(other.calls.steps).toEqual([null]);
    });
  });

  describe('registration.resumed (sent by the page on every start): taken only where resuming means something', () => {
    it('the activation step takes it: re-entered, each region re-decided from the server\'s instants', async () => {
      const { actor } = await toActivation();
      const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown;
      actor.stop();
      // The page was closed for 61 s: the saved snapshot still shows the countdown.
      await vi.advanceTimersByTimeAsync(61_000);
      const restored = createActor(provide({}, { steps: [], signedIn: [], submitted: [], codes: [], resends: 0, mobiles: [], emails: [], loads: 0 }), {
        snapshot: saved as never,
        input: { registrationStep: 'activation' },
      }).start();
      expect(value(restored)).toEqual({ activation: { check: 'entering', resend: 'waiting' } });
      restored.send({ type: 'registration.resumed' });
      expect(value(restored)).toEqual({ activation: { check: 'entering', resend: 'available' } });
    });

    it('the wait after a 503 takes it: the server is asked again at once, not after the wait', async () => {
      let down = true;
      const { actor, calls } = start(
        {
          load: async () => {
            if (down) throw failure('serviceUnavailable', { repeatable: true, retryAfterSeconds: 2 });
            return statusAt(Date.now());
          },
        },
        'activation',
      );
      await settle();
      expect(value(actor)).toBe('loadRetryWait');
      expect(calls.loads).toBe(1);
      down = false;
      actor.send({ type: 'registration.resumed' });
      await settle();
      expect(calls.loads).toBe(2);
      expect(value(actor)).toEqual({ activation: { check: 'entering', resend: 'waiting' } });
    });

    it('every other state ignores it: the very same snapshot (nothing re-entered, nothing to save)', async () => {
      const details = start();
      const failed = start(
        {
          load: async () => {
            throw new Error('Network Error');
          },
        },
        'activation',
      );
      const activated = await toActivation();
      activated.actor.send({ type: 'registration.submitCode', code: '123456' });
      await settle();
      expect([value(details.actor), value(failed.actor), value(activated.actor)]).toEqual([{ details: 'editing' }, 'loadFailed', 'activated']);
      for (const { actor } of [details, failed, activated]) {
        const before = actor.getSnapshot();
        actor.send({ type: 'registration.resumed' });
        expect(actor.getSnapshot()).toBe(before);
      }
      expect(failed.calls.loads).toBe(1);
    });
  });

  describe('reload at each step (persisted snapshot -> new actor)', () => {
    /** What a reload does: the persisted snapshot, JSON round trip, a new actor, then the view's resumed. */
    function reload(actor: AnyActorRef, stubs: Stubs = {}) {
      const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown;
      actor.stop();
      const calls: Calls = { steps: [], signedIn: [], submitted: [], codes: [], resends: 0, mobiles: [], emails: [], loads: 0 };
      const restored = createActor(provide(stubs, calls), { snapshot: saved as never, input: { registrationStep: 'activation' } }).start();
      restored.send({ type: 'registration.resumed' });
      return { actor: restored, calls };
    }

    it('details: the form step and its draft', async () => {
      const { actor } = start({
        submit: async () => {
          throw failure('invalid');
        },
      });
      actor.send({ type: 'registration.submitDetails', details });
      await settle();
      const restored = reload(actor);
      expect(value(restored.actor)).toEqual({ details: 'rejected' });
      expect(restored.actor.getSnapshot().context.draft?.firstName).toBe('Sara');
    });

    it('code entry: timers re-armed with the time really left', async () => {
      const { actor } = await toActivation();
      await vi.advanceTimersByTimeAsync(40_000);
      const restored = reload(actor);
      expect(value(restored.actor)).toEqual({ activation: { check: 'entering', resend: 'waiting' } });
      await vi.advanceTimersByTimeAsync(20_000);
      expect(value(restored.actor)).toMatchObject({ activation: { resend: 'available' } });
      await vi.advanceTimersByTimeAsync(240_000);
      expect(value(restored.actor)).toMatchObject({ activation: { check: 'expired' } });
      restored.actor.send({ type: 'registration.submitCode', code: '123456' });
      expect(restored.calls.codes).toEqual([]);
    });

    it('code entry after the code expired while the page was closed', async () => {
      const { actor } = await toActivation();
      const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown;
      actor.stop();
      await vi.advanceTimersByTimeAsync(301_000);
      const restored = createActor(provide({}, { steps: [], signedIn: [], submitted: [], codes: [], resends: 0, mobiles: [], emails: [], loads: 0 }), {
        snapshot: saved as never,
        input: { registrationStep: null },
      }).start();
      restored.send({ type: 'registration.resumed' });
      expect(value(restored)).toEqual({ activation: { check: 'expired', resend: 'available' } });
    });

    it('wrong code and locked: kept (locked stays locked)', async () => {
      let left = 2;
      const wrongAgain = async (): Promise<LoginResult> => {
        left -= 1;
        throw failure('wrongCode', { attemptsLeft: left });
      };
      const { actor } = await toActivation({ verify: wrongAgain });
      actor.send({ type: 'registration.submitCode', code: '000000' });
      await settle();
      const wrong = reload(actor, { verify: wrongAgain });
      expect(value(wrong.actor)).toMatchObject({ activation: { check: 'entering' } });
      expect(wrong.actor.getSnapshot().context.status?.attemptsLeft).toBe(1);
      wrong.actor.send({ type: 'registration.submitCode', code: '000001' });
      await settle();
      expect(value(wrong.actor)).toMatchObject({ activation: { check: 'locked' } });
      const locked = reload(wrong.actor);
      expect(value(locked.actor)).toMatchObject({ activation: { check: 'locked' } });
    });

    it('changing the number: back at the code input with the same details', async () => {
      const { actor } = await toActivation();
      actor.send({ type: 'registration.changeNumber' });
      const restored = reload(actor);
      expect(value(restored.actor)).toMatchObject({ activation: { check: 'entering' } });
      expect(restored.actor.getSnapshot().context.draft?.emailAddress).toBe('sara@example.com');
    });

    it('activated: stays activated', async () => {
      const { actor } = await toActivation();
      actor.send({ type: 'registration.submitCode', code: '123456' });
      await settle();
      const restored = reload(actor);
      expect(value(restored.actor)).toBe('activated');
      expect(restored.actor.getSnapshot().context.activatedFullName).toBe('Sara Ahmed');
    });

    it('loading: the look-up starts again', async () => {
      const { actor } = start({ load: () => new Promise(() => {}) }, 'activation');
      const restored = reload(actor, { load: async () => statusAt(Date.now()) });
      await settle();
      expect(value(restored.actor)).toEqual({ activation: { check: 'entering', resend: 'waiting' } });
    });
  });
});
