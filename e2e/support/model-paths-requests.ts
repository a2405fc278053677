import { type Page, type Route, request } from '@playwright/test';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { PolicyRequest } from '../../contract/policy-requests.ts';
import { brokerChangeMachine } from '../../machines/broker-change/broker-change.machine.ts';
import { cancellationMachine } from '../../machines/cancellation/cancellation.machine.ts';
import { type TestPath, eventName } from '../../machines/tooling/test-paths.ts';
import { expect } from './fixtures.ts';
import type { StepContext, UiModel } from './ui-model.ts';
import { buyPolicy, call, customerSignedIn, staffDecides } from './policy-requests-api.ts';
import { API } from './purchase-steps.ts';

/**
 * The UI test models of the request flows (machines/policy-requests/policy-requests.ui-models.ts):
 * each path opens the cancellation or broker-change page of a new policy of the seeded customer,
 * bought through the API. The server answers for real; the back office decides through its API
 * (staff, in a context of their own) before the customer looks again; what the real server cannot
 * be made to answer (a 500, a lost connection) is the real answer replaced with `page.route`. Which
 * answer each call gets is read from the path before it starts.
 */

type Flow = 'cancellation' | 'brokerChange';
const machines: Record<Flow, AnyStateMachine> = { cancellation: cancellationMachine, brokerChange: brokerChangeMachine };

interface Replay {
  policyNumber: string;
  /** Planned answers per call, consumed in order ('real', 'error', 'lost'). */
  plans: Record<'start' | 'price' | 'submit', string[]>;
}
const replays = new WeakMap<Page, Replay>();
const replayOf = (page: Page) => replays.get(page)!;

/** What a result event says happened. */
function outcomeOf(event: AnyEventObject): string {
  if (event.type.startsWith('xstate.error')) return (event.error as { reason: string }).reason === 'offline' ? 'lost' : 'error';
  const output = event.output as { openRequest?: PolicyRequest | null; status?: string } | undefined;
  if (output && 'openRequest' in output) return output.openRequest ? `open:${output.openRequest.kind}` : 'fresh';
  return output?.status ?? 'real';
}
const resultsOf = (path: TestPath, flow: Flow, src: string, from = 0) =>
  path.steps.slice(from).filter((step) => eventName(step.event, machines[flow]).endsWith(` ${src}`)).map((step) => outcomeOf(step.event));

const failure = { status: 500, json: { error: { code: 'internal_error', message: 'Internal Server Error', status: 500 } } };
async function answer(route: Route, plan: string[]) {
  const next = plan.shift() ?? 'real';
  if (next === 'error') return route.fulfill(failure);
  if (next === 'lost') return route.abort('internetdisconnected');
  return route.continue();
}

/**
 * A request already open when the flow loads (it resumes it, or is blocked by it), asked through the
 * API (another tab, say) before the page opens or the flow starts over.
 */
async function openRequestFor(page: Page, loaded: string | undefined) {
  const { policyNumber } = replayOf(page);
  if (loaded === 'open:cancellation') {
    const estimate = await call<{ effectiveDate: string; refundMinor: number }>(page, 'GET', `/policies/${policyNumber}/cancellation/estimate`);
    const body = { reasonCode: 'no_longer_needed', effectiveDate: estimate.body.effectiveDate, refundDestination: 'wallet', refundMinor: estimate.body.refundMinor };
    expect((await call(page, 'POST', `/policies/${policyNumber}/requests/cancellation`, body)).status).toBe(201);
  }
  if (loaded === 'open:broker_change') {
    expect((await call(page, 'POST', `/policies/${policyNumber}/requests/broker-change`, { toBrokerId: 'falcon-brokers', reasonCode: 'better_service', consent: true })).status).toBe(201);
  }
}

/** The back office decides the customer's pending request (staff sign in in a context of their own). */
async function decide(page: Page, decision: 'approved' | 'rejected') {
  const staff = await request.newContext({ baseURL: new URL(page.url()).origin });
  await staffDecides(staff, replayOf(page).policyNumber, decision === 'approved' ? { approve: true } : { reject: 'The broker is not taking new motor policies.' });
  await staff.dispose();
}

const words = {
  continue: 'Continue',
  back: 'Back',
  backToPolicy: 'Back to the policy',
  retry: 'Try again',
  checkAgain: 'Check again',
  withdraw: 'Withdraw request',
  withdrawYes: 'Yes, withdraw',
  keep: 'Keep the request',
  startOver: 'Make a new request',
  pending: /is waiting for a decision\. We will let you know/,
  withdrawQuestion: 'Withdraw this request? Your policy stays as it is.',
  rejected: 'Your request was not approved. Your policy stays as it is.',
  withdrawn: 'You withdrew the request. Your policy stays as it is.',
  loadFailed: /^We could not load the requests on this policy\./,
  sendFailed: /^We could not send your request\./,
  reasonProblem: 'Choose a reason; with “Another reason”, say it in a few words.',
};

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** The step just taken (`see` runs after it). */
const lastEvent = (context: StepContext) => (context.index >= 0 ? context.path.steps[context.index]!.event : null);
/** A busy state the next step leaves at once: the page is still the flow's page. */
const busy = (title: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
};

/** The flow's page, its title, its Send button's label and the effect that sends (after which the request lifecycle is the same). */
interface RequestFlowPage {
  title: string;
  path: string;
  sendLabel: string;
  submitSrc: 'submitCancellation' | 'submitBrokerChange';
}

function requestFlowUi(flow: Flow, { title, path: pagePath, sendLabel, submitSrc }: RequestFlowPage, extra: Pick<UiModel, 'act' | 'see'>): UiModel {
  const send = (verb: string) => `${flow}.${verb}`;
  /** Before an action that loads the flow again: the request the next load finds open, if any. */
  const loadsNext = (page: Page, { path, index }: StepContext) =>
    openRequestFor(page, path.steps[index + 1] && eventName(path.steps[index + 1]!.event, machines[flow]) === 'onDone loadStart' ? outcomeOf(path.steps[index + 1]!.event) : undefined);
  return {
    async setUp(page, path, lang) {
      await customerSignedIn(page, lang);
      const policyNumber = await buyPolicy(page);
      const replay: Replay = {
        policyNumber,
        plans: { start: resultsOf(path, flow, 'loadStart'), price: resultsOf(path, flow, 'estimateRefund'), submit: resultsOf(path, flow, submitSrc) },
      };
      replays.set(page, replay);
      await openRequestFor(page, replay.plans.start[0]);
      const escaped = policyNumber.replaceAll('-', '\\-');
      await page.route(new RegExp(`${API}/policies/${escaped}/requests$`), (route) => (route.request().method() === 'GET' ? answer(route, replay.plans.start) : route.continue()));
      await page.route(new RegExp(`${API}/policies/${escaped}/cancellation/estimate\\?effectiveDate=`), (route) => answer(route, replay.plans.price));
      await page.route(new RegExp(`${API}/policies/${escaped}/requests/(cancellation|broker-change)$`), (route) => answer(route, replay.plans.submit));
      await page.goto(pagePath.replace(':n', policyNumber));
      // The first look after a navigation: pages load slowly on a busy machine.
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 20_000 });
    },
    act: {
      [send('confirm')]: (page) => button(page, sendLabel).click(),
      [`onDone ${submitSrc}`]: async () => {},
      [`onError ${submitSrc}`]: async () => {},
      [`onDone loadStart`]: async () => {},
      [`onError loadStart`]: async () => {},
      [`onDone loadRequest`]: async () => {},
      [`onDone withdrawRequest`]: async () => {},
      [send('refresh')]: async (page, { path, index }) => {
        // The back office decides first when the look that follows finds a decision.
        const next = resultsOf(path, flow, 'loadRequest', index + 1)[0];
        if (next === 'approved' || next === 'rejected') await decide(page, next);
        await button(page, words.checkAgain).click();
      },
      [send('withdraw')]: (page) => button(page, words.withdraw).click(),
      [send('keep')]: (page) => button(page, words.keep).click(),
      [send('confirmWithdraw')]: (page) => button(page, words.withdrawYes).click(),
      [send('back')]: (page) => button(page, words.back).click(),
      [send('retry')]: async (page, context) => {
        await loadsNext(page, context);
        await button(page, words.retry).click();
      },
      [send('startOver')]: async (page, context) => {
        await loadsNext(page, context);
        await button(page, words.startOver).click();
      },
      [send('close')]: (page) => button(page, words.backToPolicy).click(),
      ...extra.act,
    },
    see: {
      '"loading"': busy(title),
      '"refreshing"': busy(title),
      '"withdrawing"': busy(title),
      '"submitting"': busy(title),
      '"loadFailed"': async (page) => {
        await expect(page.getByText(words.loadFailed)).toBeVisible();
        await expect(button(page, words.retry)).toBeVisible();
      },
      '"blocked"': async (page) => {
        const other = flow === 'cancellation' ? 'Broker change' : 'Cancellation';
        await expect(page.getByText(`This policy already has an open request (${other}).`, { exact: false })).toBeVisible();
      },
      '"pending"': async (page) => {
        await expect(page.getByText(words.pending)).toBeVisible();
        await expect(button(page, words.withdraw)).toBeVisible();
      },
      '"withdrawConfirm"': async (page) => {
        await expect(page.getByText(words.withdrawQuestion)).toBeVisible();
      },
      '"rejected"': async (page) => {
        await expect(page.getByText(words.rejected)).toBeVisible();
        await expect(page.getByText('Back office: The broker is not taking new motor policies.')).toBeVisible();
      },
      '"withdrawn"': async (page) => {
        await expect(page.getByText(words.withdrawn)).toBeVisible();
      },
      '"confirm"': async (page, context) => {
        await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeVisible();
        await expect(page.getByText(words.sendFailed)).toHaveCount(context.from === '"submitting"' ? 1 : 0);
      },
      '"closed"': async (page) => {
        // The flow ended; the router took the customer back to the policy.
        await expect(page).toHaveURL(new RegExp(`/my-policy/${replayOf(page).policyNumber}$`));
        await expect(page.getByRole('heading', { name: 'Requests on this policy' })).toBeVisible();
      },
      ...extra.see,
    },
    allowedConsoleErrors: [/status of 500/, /ERR_INTERNET_DISCONNECTED/],
  };
}

/** A reason step: the code chosen (none: Continue with nothing chosen), "Another reason" with the text left empty. */
async function submitReason(page: Page, event: AnyEventObject, label: string) {
  const { reasonCode, reasonText } = event as unknown as { reasonCode: string; reasonText: string };
  if (reasonCode) await page.getByRole('radio', { name: label }).check();
  else await expect(page.getByRole('radio', { checked: true }), 'a radio button cannot be unchosen').toHaveCount(0);
  if (reasonCode === 'other') await page.getByRole('textbox', { name: 'Tell us the reason' }).fill(reasonText);
  await button(page, words.continue).click();
}
const reasonSeen = async (page: Page, context: StepContext, type: string) => {
  const event = lastEvent(context);
  if (event?.type === type && context.from === '"reason"') await expect(alert(page, words.reasonProblem)).toBeVisible();
  else await expect(alert(page, words.reasonProblem)).toHaveCount(0);
};

export const cancellationUi = requestFlowUi('cancellation', { title: 'Cancel policy', path: '/my-policy/:n/cancel', sendLabel: 'Send cancellation request', submitSrc: 'submitCancellation' }, {
  act: {
    'cancellation.submitReason': (page, { path, index }) => {
      const event = path.steps[index]!.event;
      return submitReason(page, event, (event as unknown as { reasonCode: string }).reasonCode === 'other' ? 'Another reason' : 'I no longer need this cover');
    },
    'cancellation.submitDate': async (page, { path, index }) => {
      const field = page.getByLabel('Cancel from', { exact: true });
      const earliest = (await field.getAttribute('min')) ?? '';
      // Outside the policy's days: the day before the earliest one.
      const before = new Date(Date.parse(`${earliest}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await field.fill((path.steps[index]!.event as unknown as { effectiveDate: string }).effectiveDate === '2000-01-01' ? before : earliest);
      await button(page, words.continue).click();
    },
    'onDone estimateRefund': async () => {},
    'onError estimateRefund': async () => {},
    'cancellation.chooseDestination': async (page) => {
      await page.getByRole('radio', { name: /My Amanah wallet/ }).check();
      await button(page, words.continue).click();
    },
  },
  see: {
    '"reason"': async (page, context) => {
      await expect(page.getByRole('radio', { name: 'I no longer need this cover' })).toBeVisible();
      await reasonSeen(page, context, 'cancellation.submitReason');
    },
    '"date"': async (page, context) => {
      await expect(page.getByLabel('Cancel from', { exact: true })).toBeVisible();
      const refused = lastEvent(context)?.type === 'cancellation.submitDate' && context.from === '"date"';
      await expect(page.getByRole('alert').filter({ hasText: /^Choose a day from/ })).toHaveCount(refused ? 1 : 0);
    },
    '"pricing"': busy('Cancel policy'),
    '"pricingFailed"': async (page) => {
      await expect(page.getByText(/^We could not work out your refund\./)).toBeVisible();
    },
    '"refund"': async (page) => {
      await expect(page.getByText('You get back')).toBeVisible();
      await expect(page.getByText(/cooling-off period/)).toBeVisible();
    },
    '"approved"': async (page) => {
      await expect(page.getByText(/^Approved: your policy is cancelled from .+ goes back to your wallet\.$/)).toBeVisible();
    },
  },
});

export const brokerChangeUi = requestFlowUi('brokerChange', { title: 'Change broker', path: '/my-policy/:n/change-broker', sendLabel: 'Send broker change request', submitSrc: 'submitBrokerChange' }, {
  act: {
    'brokerChange.choose': async (page, { path, index }) => {
      const { brokerId } = path.steps[index]!.event as unknown as { brokerId: string };
      if (brokerId === 'falcon-brokers') await page.getByRole('radio', { name: /Falcon Brokers/ }).check();
      else await expect(page.getByRole('radio', { checked: true }), 'a radio button cannot be unchosen').toHaveCount(0);
      await button(page, words.continue).click();
    },
    'brokerChange.submitReason': (page, { path, index }) => submitReason(page, path.steps[index]!.event, 'I want better service'),
    'brokerChange.consent': async (page, { path, index }) => {
      const { accepted } = path.steps[index]!.event as unknown as { accepted: boolean };
      await page.getByRole('checkbox', { name: 'I agree' }).setChecked(accepted);
      await button(page, words.continue).click();
    },
  },
  see: {
    '"choosing"': async (page, context) => {
      await expect(page.getByRole('radio', { name: /Falcon Brokers/ })).toBeVisible();
      const refused = lastEvent(context)?.type === 'brokerChange.choose' && context.from === '"choosing"';
      await expect(alert(page, 'Choose one of the brokers listed.')).toHaveCount(refused ? 1 : 0);
    },
    '"reason"': async (page, context) => {
      await expect(page.getByRole('radio', { name: 'I want better service' })).toBeVisible();
      await reasonSeen(page, context, 'brokerChange.submitReason');
    },
    '"consent"': async (page, context) => {
      await expect(page.getByRole('checkbox', { name: 'I agree' })).toBeVisible();
      const refused = lastEvent(context)?.type === 'brokerChange.consent' && context.from === '"consent"';
      await expect(alert(page, 'Tick the box to agree, or go back.')).toHaveCount(refused ? 1 : 0);
    },
    '"approved"': async (page) => {
      await expect(page.getByText(/^Approved: Falcon Brokers is your broker for this policy from /)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('brokerLogo'))).toBe('/images/brokers/falcon-brokers.svg');
    },
  },
});
