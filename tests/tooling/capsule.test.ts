import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { flowModels } from '../../machines/flow-models.ts';
import { pathsOf, stateKey } from '../../machines/tooling/test-paths.ts';
import { appMachine } from '../../machines/app/app.machine.ts';
import type { ClaimReportContext } from '../../machines/claims/claim-report.machine.ts';
import { CAPSULE_FORMAT, createCapsule, decodeCapsule, encodeCapsule, machinesFingerprint } from '../../machines/tooling/capsule.ts';
import { REDACTED, redact } from '../../machines/tooling/redact.ts';

const customerInput = {
  session: { sessionToken: 'tok-SECRET-123456', apiKey: 'key-SECRET-98765', username: 'sara@example.com', userFullName: 'Sara Ahmed' },
  language: { language: 'ar' },
  buildUpdate: { currentBuildId: 'build-7' },
};

function startApp(input = customerInput) {
  return createActor(appMachine, { input }).start();
}

/** Capture now (synchronously), then encode and decode: returns the capsule and what was captured. */
async function roundTrip(actor: ReturnType<typeof startApp>, storage: Record<string, string | boolean | null> = {}) {
  const captured = actor.getPersistedSnapshot();
  const capsule = createCapsule({ buildId: 'build-7', route: '/get-help?x=1', storage, appSnapshot: captured, now: new Date(0) });
  const decoded = await decodeCapsule(await encodeCapsule(capsule));
  if (!decoded.ok) throw new Error(decoded.problem);
  return { capsule: decoded.capsule, captured };
}

describe('support capsule', () => {
  it('restores the same machine states and non-secret data, with secrets redacted', async () => {
    const customer = startApp();
    // The customer's app has settled (its start-up token call failed here: no server in this test).
    await waitFor(customer.system.get('session'), (snapshot) => snapshot.matches('ready'));
    customer.system.get('session').send({ type: 'session.rememberPath', path: '/services/our-products/motor' });
    customer.system.get('buildUpdate').send({ type: 'buildUpdate.checkNow' });
    const { capsule, captured } = await roundTrip(customer, { lang: 'ar', dir: 'rtl', sessionToken: 'tok-SECRET-123456', username: 'sara@example.com', categoryId: 'motor', isMobile: true });

    expect(capsule).toMatchObject({ format: CAPSULE_FORMAT, machinesVersion: machinesFingerprint(), route: '/get-help?x=1', buildId: 'build-7' });
    expect(capsule.storage).toEqual({ lang: 'ar', dir: 'rtl', sessionToken: REDACTED, username: REDACTED, categoryId: 'motor', isMobile: true });

    const restored = createActor(appMachine, { snapshot: capsule.appSnapshot as never, input: customerInput });
    // Before it runs anything, the restored app is exactly the captured one, less the secrets.
    expect(JSON.stringify(restored.getPersistedSnapshot())).toEqual(JSON.stringify(redact(captured)));
    restored.start();
    const session = restored.system.get('session').getSnapshot();
    expect(session.value).toEqual({ ready: 'authenticated' });
    expect(session.context.temporaryPath).toBe('/services/our-products/motor');
    expect(session.context.sessionToken).toBe(REDACTED);
    expect(restored.system.get('language').getSnapshot().context).toEqual({ language: 'ar', dir: 'rtl' });
    expect(restored.system.get('buildUpdate').getSnapshot().value).toBe('checking');
  });

  it('carries a claim in progress without its IBAN, account holder or document contents', async () => {
    const context: Partial<ClaimReportContext> = {
      policyNumber: 'POL-2026-8JJT77TK',
      claimId: 'de45f2a1-1b2c-4d5e-8f90-0123456789ab',
      documents: [{ localId: 'f1', name: 'najm.pdf', type: 'application/pdf', size: 48_213, status: 'uploaded', sent: 48_213, document: null, failure: null }],
      payout: { method: 'iban', iban: 'SA0380000000608010167519', accountHolderName: 'Sara Alharbi' },
      problems: ['iban'],
    };
    // A view that kept a thumbnail or pasted the IBAN into free text is covered too.
    const flows = { claimReport: { version: 1, key: 'POL-2026-8JJT77TK', snapshot: { status: 'active', value: 'payout', context: { ...context, note: 'IBAN SA03 8000 0000 6080 1016 7519', preview: 'data:image/jpeg;base64,/9j/4AAQ' } } } };
    const capsule = createCapsule({ buildId: 'b', route: '/my-policy/POL-2026-8JJT77TK/claim', storage: {}, appSnapshot: {}, flows, now: new Date(0) });
    const decoded = await decodeCapsule(await encodeCapsule(capsule));
    if (!decoded.ok) throw new Error(decoded.problem);
    const text = JSON.stringify(decoded.capsule.flows);
    for (const secret of ['SA0380000000608010167519', '8000 0000 6080', 'Sara Alharbi', 'base64']) expect(text).not.toContain(secret);
    expect(text).toContain('"claimId":"de45f2a1-1b2c-4d5e-8f90-0123456789ab"');
    // A file's name may carry a person's: only its type and size stay.
    expect(text).toContain(`"name":"${REDACTED}","type":"application/pdf","size":48213`);
    expect(text).toContain('"value":"payout"');
  });

  it('carries the flows of the tab, their personal fields redacted', async () => {
    const flows = { purchase: { version: 3, key: 'motor', snapshot: { status: 'active', value: 'review', context: { vehicleYear: 2022, policyholder: { firstName: 'Sara', mobile: '+966501234567' } } } } };
    const capsule = createCapsule({ buildId: 'b', route: '/services/our-products/motor/buy-insurance', storage: {}, appSnapshot: {}, flows, now: new Date(0) });
    const decoded = await decodeCapsule(await encodeCapsule(capsule));
    if (!decoded.ok) throw new Error(decoded.problem);
    expect(decoded.capsule.flows).toEqual({
      purchase: { version: 3, key: 'motor', snapshot: { status: 'active', value: 'review', context: { vehicleYear: 2022, policyholder: { firstName: REDACTED, mobile: REDACTED } } } },
    });
  });

  it('is short enough to paste into a ticket', async () => {
    const code = await encodeCapsule(createCapsule({ buildId: 'b', route: '/', storage: {}, appSnapshot: startApp().getPersistedSnapshot(), now: new Date(0) }));
    expect(code.startsWith('AMANAH1.')).toBe(true);
    expect(code.length).toBeLessThan(1500);
  });

  it('refuses, whole, a capsule that is malformed, of another format, or from other machines', async () => {
    expect(await decodeCapsule('hello')).toEqual({ ok: false, problem: 'malformed' });
    expect(await decodeCapsule('AMANAH1.@@@')).toEqual({ ok: false, problem: 'malformed' });
    const capsule = createCapsule({ buildId: 'b', route: '/', storage: {}, appSnapshot: {}, now: new Date(0) });
    expect(await decodeCapsule(await encodeCapsule({ ...capsule, format: 1 as never }))).toEqual({ ok: false, problem: 'other-format' });
    expect(await decodeCapsule(await encodeCapsule({ ...capsule, machinesVersion: 'deadbeef' }))).toEqual({ ok: false, problem: 'other-machines' });
  });

  it('never contains a token, a password or a personal value (property, 1,000 runs)', async () => {
    const secret = fc.string({ minLength: 12, maxLength: 24 }).map((s) => `S3CR3T-${s}`);
    await fc.assert(
      fc.asyncProperty(secret, secret, secret, secret, async (token, password, email, mobile) => {
        const actor = startApp({ ...customerInput, session: { ...customerInput.session, sessionToken: token, username: email } });
        const capsule = createCapsule({
          buildId: 'b',
          route: '/',
          storage: { sessionToken: token, apiKey: token, emailAddress: email, username: email, lang: 'en' },
          appSnapshot: { ...actor.getPersistedSnapshot(), extra: { password, form: { mobileNumber: mobile, newPassword: password } } },
          flows: { purchase: { version: 1, key: 'motor', snapshot: { context: { policyholder: { emailAddress: email, mobile }, card: { number: token, cvc: password } } } } },
          now: new Date(0),
        });
        actor.stop();
        const decoded = await decodeCapsule(await encodeCapsule(capsule));
        const text = JSON.stringify(decoded);
        for (const value of [token, password, email, mobile]) expect(text.includes(value)).toBe(false);
      }),
      { numRuns: 1000 },
    );
    // 1,000 compress/decompress round trips: seconds on a busy machine, so its own time limit.
  }, 60_000);
});

describe('support capsule over every state the path generator reaches', () => {
  for (const { machine: model } of flowModels) {
    for (const path of pathsOf(model)) {
      it(`${path.id}: capture -> restore gives the same snapshot, less redacted fields`, async () => {
        const actors = Object.fromEntries(Object.keys(model.machine.implementations.actors).map((src) => [src, fromPromise(() => new Promise<never>(() => {}))]));
        const logic = model.machine.provide({ actors });
        const actor = createActor(logic, { input: model.input as never, clock: new SimulatedClock() }).start();
        for (const step of path.steps) actor.send(step.event);
        const captured = actor.getPersistedSnapshot();
        actor.stop();
        const decoded = await decodeCapsule(await encodeCapsule(createCapsule({ buildId: 'b', route: '/', storage: {}, appSnapshot: captured, now: new Date(0) })));
        if (!decoded.ok) throw new Error(decoded.problem);
        const restored = createActor(logic, { snapshot: decoded.capsule.appSnapshot as never, input: model.input as never, clock: new SimulatedClock() });
        expect(stateKey(restored.getSnapshot())).toBe(path.target);
        expect(JSON.stringify(restored.getPersistedSnapshot())).toBe(JSON.stringify(redact(captured)));
      });
    }
  }
});
