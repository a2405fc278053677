import type { Page, Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { REGISTRATION_STEP, registrationMachine } from '../../machines/registration/registration.machine.ts';
import { type TestPath, eventName, graphOf } from '../../machines/tooling/test-paths.ts';
import { registrationUiModel } from '../../machines/tooling/ui-models.ts';
import { type Lang, fillSignUp, freshMobile, signUpText, startRegistrationViaApi } from './accounts-ui.ts';
import { expect, readLatestCode, seedStorage, waitForApp } from './fixtures.ts';
import type { StepContext, UiModel } from './ui-model.ts';

/**
 * The sign-up's UI test model (machines/tooling/ui-models.ts `registrationUiModel`). Every path
 * starts from a sign-up left at the SMS code (made through the API, then /sign-up opened).
 * Codes come from the development outbox; `page.route` gives what the server only says after
 * minutes or many tries (an expired code, the fifth wrong code, a 429), its 500s, and a resend's
 * answer (the server allows a resend only after 60 real seconds: the real current status then).
 * An address the next real code check must refuse (email_unavailable) is a seeded account's.
 */
const API = '/rest/s1/insurance';
const name = (event: AnyEventObject) => eventName(event, registrationMachine);

function outcomeOf(event: AnyEventObject): string {
  if (event.type.startsWith('xstate.error')) return (event.error as { reason: string }).reason;
  return 'done';
}
const resultsOf = (path: TestPath, src: string, from = 0) =>
  path.steps.slice(from).filter((step) => name(step.event).endsWith(` ${src}`)).map((step) => outcomeOf(step.event));
const nextResult = (path: TestPath, index: number, src: string) => resultsOf(path, src, index + 1)[0];
/** The address to type: a taken one (seeded account) when the next real code check is to answer email_unavailable. */
const TAKEN_EMAIL = 'sara@example.com';
const emailFor = (path: TestPath, index: number) =>
  resultsOf(path, 'verifyCode', index + 1).find((result) => result === 'done' || result === 'emailUnavailable') === 'emailUnavailable'
    ? TAKEN_EMAIL
    : `paths-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

interface Replay {
  plans: Record<string, string[]>;
  calls: Record<string, number>;
  live: boolean;
  mobile: string;
  nextMobile: string;
  email: string;
}
const replays = new WeakMap<Page, Replay>();

const endpoints: { key: string; src: string; method: string; path: RegExp }[] = [
  { key: 'load', src: 'loadRegistration', method: 'GET', path: /\/registrations\/current$/ },
  { key: 'register', src: 'submitDetails', method: 'POST', path: /\/registrations$/ },
  { key: 'verify', src: 'verifyCode', method: 'POST', path: /\/registrations\/current\/activate$/ },
  { key: 'resend', src: 'resendCode', method: 'POST', path: /\/registrations\/current\/code$/ },
  { key: 'mobile', src: 'changeMobile', method: 'PATCH', path: /\/registrations\/current\/mobile$/ },
  { key: 'email', src: 'changeEmail', method: 'PATCH', path: /\/registrations\/current\/email$/ },
];
const problem = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  headers: (status === 429 ? { 'Retry-After': '30' } : {}) as Record<string, string>,
  json: { error: { code, message, status, ...extra } },
});

async function answer(route: Route, replay: Replay, key: string) {
  const plan = replay.plans[key]?.shift() ?? 'done';
  if (plan === 'unavailable') return route.fulfill(problem(500, 'internal_error', 'Internal Server Error'));
  if (plan === 'codeExpired') return route.fulfill(problem(410, 'code_expired', 'This code has expired. Request a new one.'));
  if (plan === 'attemptsExhausted') return route.fulfill(problem(409, 'code_attempts_exhausted', 'Too many wrong codes. Request a new code.', { attemptsLeft: 0 }));
  if (plan === 'rateLimited') return route.fulfill(problem(429, 'rate_limited', 'Too many attempts. Please try again in 30 seconds.', { retryAfterSeconds: 30 }));
  if (plan === 'done' && key !== 'verify' && key !== 'resend') {
    // The page's clock was moved forward (expiry, countdowns) and the server's was not: its instants
    // are given as they would be on the page's clock, so the countdowns the customer sees are the server's.
    const response = await route.fetch();
    // Read at once: the answer is disposed if the page moves on meanwhile.
    const status = (await response.json()) as Record<string, unknown>;
    const now = await route.request().frame().page().evaluate(() => Date.now());
    const offset = now - Date.now();
    for (const field of ['codeExpiresAt', 'resendAvailableAt']) {
      if (typeof status[field] === 'string') status[field] = new Date(Date.parse(status[field] as string) + offset).toISOString();
    }
    return route.fulfill({ response, json: status });
  }
  if (key === 'resend') {
    // What a resend answers (new countdowns from now, on the page's clock), from the real current status.
    const url = route.request().url().replace(/\/code$/, '');
    const current = await route.fetch({ url, method: 'GET', postData: undefined });
    const body = (await current.json()) as object;
    const now = await route.request().frame().page().evaluate(() => Date.now());
    const status = { ...body, codeExpiresAt: new Date(now + 300_000).toISOString(), resendAvailableAt: new Date(now + 60_000).toISOString() };
    return route.fulfill({ response: current, json: status });
  }
  return route.continue();
}

const text = (context: StepContext) =>
  ({ ...signUpText.en, ...copy.en, ...(context.lang === 'ar' ? { ...signUpText.ar, ...copy.ar } : {}) }) as unknown as Record<string, string | RegExp>;
const copy: Record<Lang, Record<string, string | RegExp>> = {
  en: {
    loadFailed: 'We could not check your sign-up.',
    retry: 'Try again',
    startOver: 'Start again with other details',
    cancel: 'Cancel',
    newEmail: 'Another email address',
    saveEmail: 'Use this address',
    unavailable: 'Something went wrong on our side. Try again in a moment.',
    wrong: /This code is not correct/,
    expired: 'This code has expired. Request a new code.',
    locked: 'Too many wrong codes. Request a new code.',
    waiting: /You can request a new code in/,
    resendFailed: 'The new code could not be sent. Try again.',
  },
  ar: {},
};
const click = (page: Page, label: string | RegExp) => page.getByRole('button', { name: label, exact: typeof label === 'string' }).click();
const visibleText = (page: Page, value: string | RegExp) => expect(page.getByText(value).first()).toBeVisible();

/** Each entry into a state matching `inState` makes one call: as many calls as entries so far. */
const called = (key: string, inState: (state: string) => boolean) => async (page: Page, context: StepContext) => {
  const replay = replays.get(page)!;
  const states = ['"loading"', ...context.path.steps.slice(0, context.index + 1).map((step) => step.state)];
  const entries = states.filter((state, i) => inState(state) && (i === 0 || !inState(states[i - 1]!))).length;
  await expect.poll(() => replay.calls[key] ?? 0, { message: `${entries} ${key} call(s)` }).toBeGreaterThanOrEqual(entries);
};

const regionOf = (state: string, region: 'check' | 'resend') => (JSON.parse(state) as { activation?: Record<string, string> }).activation?.[region];
const editingOther = (check: string | undefined) => ['changingNumber', 'updatingMobile', 'emailTaken', 'updatingEmail'].includes(check ?? '');

const seeCheck: Record<string, (page: Page, context: StepContext) => Promise<void>> = {
  entering: async (page, context) => expect(page.getByLabel(text(context).code as string, { exact: true })).toBeEnabled(),
  verifying: called('verify', (state) => regionOf(state, 'check') === 'verifying'),
  wrongCode: async (page, context) => visibleText(page, text(context).wrong!),
  failed: async (page, context) => visibleText(page, text(context).unavailable!),
  expired: async (page, context) => visibleText(page, text(context).expired!),
  locked: async (page, context) => visibleText(page, text(context).locked!),
  changingNumber: async (page, context) => expect(page.getByRole('textbox', { name: text(context).newMobile as string, exact: true })).toBeVisible(),
  updatingMobile: called('mobile', (state) => regionOf(state, 'check') === 'updatingMobile'),
  emailTaken: async (page, context) => expect(page.getByLabel(text(context).newEmail as string, { exact: true })).toBeVisible(),
  updatingEmail: called('email', (state) => regionOf(state, 'check') === 'updatingEmail'),
};
const seeResend: Record<string, (page: Page, context: StepContext) => Promise<void>> = {
  waiting: async (page, context) => visibleText(page, text(context).waiting!),
  available: async (page, context) => expect(page.getByRole('button', { name: text(context).resend as string, exact: true })).toBeEnabled(),
  sending: called('resend', (state) => regionOf(state, 'resend') === 'sending'),
  rateLimited: async (page, context) => {
    await expect(page.getByRole('button', { name: text(context).resend as string, exact: true })).toBeDisabled();
    await expect(page.getByRole('alert').filter({ hasText: text(context).rateLimited! })).toBeVisible();
  },
  // The resend's own message (resendError): it stays while the code check goes on.
  failed: async (page, context) => {
    await expect(page.getByRole('button', { name: text(context).resend as string, exact: true })).toBeEnabled();
    await expect(page.getByRole('alert').filter({ hasText: text(context).resendFailed! })).toBeVisible();
  },
};

const see: UiModel['see'] = {
  '"loading"': called('load', (state) => state === '"loading"'),
  '"loadFailed"': async (page, context) => visibleText(page, text(context).loadFailed!),
  '{"details":"editing"}': async (page, context) => expect(page.getByRole('button', { name: text(context).submit as string })).toBeEnabled(),
  '{"details":"submitting"}': called('register', (state) => state === '{"details":"submitting"}'),
  '{"details":"rejected"}': async (page, context) => visibleText(page, text(context).unavailable!),
  // The real server answers at once (no guest used the fresh mobile): the welcome follows.
  '{"guestPolicies":"counting"}': async () => {},
  '"activated"': async (page, context) => visibleText(page, text(context).done!),
  // The flow ended: the router adapter took the new customer on (no wanted path here: the services).
  '"finished"': async (page) => expect(page).toHaveURL(/\/services$/),
};
for (const state of graphOf(registrationUiModel).nodes.keys()) {
  const check = regionOf(state, 'check');
  const resend = regionOf(state, 'resend');
  if (!check || !resend) continue;
  see[state] = async (page, context) => {
    // A call in flight in one region soon changes the other (a new code resets both): only the call is checked.
    if (resend === 'sending') return seeResend.sending!(page, context);
    await seeCheck[check]!(page, context);
    if (['verifying', 'updatingMobile', 'updatingEmail'].includes(check)) return;
    // The resend region is not on screen while a new number or email is typed.
    if (!editingOther(check)) await seeResend[resend]!(page, context);
  };
}

/** The outbox read once more when the connection is reset (a loaded machine), not on any other error. */
async function latestCode(page: Page, mobile: string) {
  try {
    return await readLatestCode(page.request, mobile);
  } catch (error) {
    if (!/ECONNRESET/.test(String(error))) throw error;
    return readLatestCode(page.request, mobile);
  }
}

const noop = async () => {};
export const registrationUi: UiModel = {
  allowedConsoleErrors: [/status of (400|409|410|429|500)/],
  async setUp(page, path, lang) {
    const plans = Object.fromEntries(endpoints.map((endpoint) => [endpoint.key, resultsOf(path, endpoint.src)]));
    const replay: Replay = { plans, calls: {}, live: false, mobile: freshMobile(), nextMobile: '', email: emailFor(path, -1) };
    replays.set(page, replay);
    await page.route(
      (url) => url.pathname.startsWith(API),
      async (route) => {
        const request = route.request();
        const pathname = new URL(request.url()).pathname.slice(API.length);
        const endpoint = endpoints.find((candidate) => candidate.method === request.method() && candidate.path.test(pathname));
        if (!endpoint || !replay.live) return route.continue();
        replay.calls[endpoint.key] = (replay.calls[endpoint.key] ?? 0) + 1;
        try {
          return await answer(route, replay, endpoint.key);
        } catch (error) {
          // A path that ends while a call is in flight closes the page under its answer.
          if (page.isClosed() || /disposed|closed/i.test(String(error))) return;
          throw error;
        }
      },
    );
    await page.clock.install();
    await seedStorage(page, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
    // A sign-up left at the SMS code, made through the API as the form sends it (the form itself is
    // this model's registration.submitDetails step and accounts-sign-up.spec.ts's): the session token
    // and the stored registrationStep the app keeps after it, so /sign-up asks the server, as a later
    // visit (a new tab: no saved flow) does.
    const token = await startRegistrationViaApi(page, { mobile: replay.mobile, email: replay.email }, lang);
    await page.evaluate(
      ({ token, step }) => {
        localStorage.setItem('sessionToken', token);
        localStorage.setItem('registrationStep', step);
      },
      { token, step: REGISTRATION_STEP },
    );
    replay.live = true;
    await page.goto('/sign-up');
    await waitForApp(page);
  },
  act: {
    'onDone loadRegistration': noop,
    'onError loadRegistration': noop,
    'onDone submitDetails': noop,
    'onError submitDetails': noop,
    'onDone verifyCode': noop,
    'onError verifyCode': noop,
    'onDone resendCode': noop,
    'onError resendCode': noop,
    'onDone changeMobile': async (page) => {
      const replay = replays.get(page)!;
      replay.mobile = replay.nextMobile;
    },
    'onError changeMobile': noop,
    'onDone changeEmail': noop,
    'onError changeEmail': noop,
    'onDone countGuestPolicies': noop,
    'registration.submitDetails': async (page, context) => {
      const replay = replays.get(page)!;
      replay.mobile = freshMobile();
      replay.email = emailFor(context.path, context.index);
      await fillSignUp(page, context.lang, { mobile: replay.mobile, email: replay.email });
    },
    'registration.submitCode': async (page, context) => {
      const replay = replays.get(page)!;
      const result = nextResult(context.path, context.index, 'verifyCode');
      const real = result === 'done' || result === 'emailUnavailable';
      const code = real ? ((await latestCode(page, replay.mobile)).code ?? '') : '000000';
      await page.getByLabel(text(context).code as string, { exact: true }).fill(code === '000000' && !real ? '000001' : code);
      await click(page, text(context).activate!);
    },
    'after codeExpiry': async (page) => page.clock.fastForward('05:01'),
    'after resendDelay': async (page) => page.clock.fastForward('01:01'),
    'after retryAfter': async (page) => page.clock.fastForward('00:31'),
    'registration.resend': async (page, context) => click(page, text(context).resend!),
    'registration.changeNumber': async (page, context) => click(page, text(context).changeNumber!),
    'registration.cancelChange': async (page, context) => click(page, text(context).cancel!),
    'registration.submitMobile': async (page, context) => {
      const replay = replays.get(page)!;
      replay.nextMobile = freshMobile();
      await page.getByRole('textbox', { name: text(context).newMobile as string, exact: true }).fill(replay.nextMobile);
      await click(page, text(context).sendToNew!);
    },
    'registration.submitEmail': async (page, context) => {
      // The server takes any address here; a taken one fails again at the next code check.
      const replay = replays.get(page)!;
      replay.email = emailFor(context.path, context.index);
      await page.getByLabel(text(context).newEmail as string, { exact: true }).fill(replay.email);
      await click(page, text(context).saveEmail!);
    },
    'registration.retry': async (page, context) => click(page, text(context).retry!),
    'registration.startOver': async (page, context) => click(page, text(context).startOver!),
    'registration.continue': async (page, context) => click(page, text(context).continue!),
  },
  see,
};
