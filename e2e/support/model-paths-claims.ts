import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { ClaimReportContext } from '../../machines/claims/claim-report.machine.ts';
import { PICKED_PHOTO, PICKED_PROGRAM, claimReportFromHelpUiModel, claimReportUiModel } from '../../machines/claims/claims.ui-models.ts';
import type { FlowModel, TestPath } from '../../machines/tooling/test-paths.ts';
import { expect } from './fixtures.ts';
import { buyPolicy, call, customerSignedIn } from './policy-requests-api.ts';
import { API, isoDate } from './purchase-steps.ts';
import { ArmedAnswers, type HeldUploads, documentActs, documentRowSeen, holdUploads, jpeg, messageText, slow, uploadViaApi, wordsOf } from './claims.ts';
import { type StepContext, type UiModel, modelSnapshotBefore } from './ui-model.ts';

/**
 * The UI test models of reporting a claim (machines/claims/claims.ui-models.ts): each path opens the
 * report on a new motor policy of the seeded customer (bought through the API, its cover moved so
 * that last week lies within it), or Get Help's "Report a claim". The server answers for real; what
 * it cannot be made to answer (a lost connection, a life policy or one under review in the list) is
 * the real answer replaced with `page.route`, armed by the action that sends the request. Uploads
 * are held until the path says how they end.
 */
interface Replay {
  policyNumber: string;
  /** Get Help's list also holds a life policy: the real list with a copy of the new policy as life. */
  lifeNumber: string;
  answers: ArmedAnswers<'policies' | 'save' | 'send'>;
  uploads: HeldUploads;
}
const replays = new WeakMap<Page, Replay>();
const replayOf = (page: Page) => replays.get(page)!;

/** What the answer to a request is, as a result event says. */
function outcomeOf(event: AnyEventObject | undefined): string | undefined {
  if (!event) return undefined;
  if (event.type.startsWith('xstate.error')) return (event.error as { reason: string }).reason === 'offline' ? 'lost' : String(event.output);
  const policies = event.output as { categoryId: string; state: string }[] | undefined;
  if (Array.isArray(policies) && policies.length === 1) return policies[0]!.categoryId === 'life' ? 'life' : policies[0]!.state === 'pending' ? 'pending' : 'real';
  return 'real';
}
const nextEvent = ({ path, index }: StepContext) => path.steps[index + 1]?.event;
const contextAfter = (model: FlowModel, { path, index }: StepContext) => modelSnapshotBefore(model, path, index + 1).context as ClaimReportContext;
const photoOf = (context: ClaimReportContext) => context.documents.find((entry) => entry.localId === PICKED_PHOTO.localId);

async function setUpReport(page: Page, lang: 'en' | 'ar', path: TestPath, fromHelp: boolean) {
  await customerSignedIn(page, lang);
  const policyNumber = await buyPolicy(page);
  // The cover began two months ago: last week can be claimed on, 200 days ago cannot.
  expect((await call(page, 'POST', `/dev/policies/${policyNumber}/period`, { endsOn: isoDate(300) })).status).toBe(200);
  const replay: Replay = { policyNumber, lifeNumber: `${policyNumber}-LIFE`, answers: new ArmedAnswers(), uploads: holdUploads(page) };
  replays.set(page, replay);
  await replay.uploads.ready;
  await page.route(new RegExp(`${API}/policies$`), async (route) => {
    const answer = replay.answers.take('policies');
    if (answer === 'lost') return route.abort('internetdisconnected');
    if (answer === 'real' && !fromHelp) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { policies: { policyNumber: string; categoryId: string; productName: string; state: string }[] };
    const ours = body.policies.find((policy) => policy.policyNumber === policyNumber)!;
    if (answer === 'life') Object.assign(ours, { categoryId: 'life', productName: 'Term Life' });
    if (answer === 'pending') ours.state = 'pending';
    if (fromHelp) body.policies.push({ ...ours, policyNumber: replay.lifeNumber, categoryId: 'life', productName: 'Term Life' });
    return route.fulfill({ response, json: body });
  });
  await page.route(new RegExp(`${API}/claims(/[0-9a-f-]{36})?$`), async (route) => {
    const method = route.request().method();
    if (method !== 'POST' && method !== 'PUT') return route.continue();
    const answer = replay.answers.take('save');
    if (answer === 'lost') return route.abort('internetdisconnected');
    if (method === 'PUT' || answer !== 'real') return route.continue();
    // The new draft comes back with a document already on it (as if added from another device), as the model's draft does.
    const response = await route.fetch();
    if (response.status() !== 201) return route.fulfill({ response });
    const { claimId } = (await response.json()) as { claimId: string };
    await uploadViaApi(page, claimId, 'najm-report.jpg', jpeg);
    return route.fulfill({ response, json: (await call(page, 'GET', `/claims/${claimId}`)).body });
  });
  await page.route(/\/claims\/[0-9a-f-]{36}\/submit$/, (route) => (replay.answers.take('send') === 'lost' ? route.abort('internetdisconnected') : route.continue()));
  replay.answers.arm('policies', outcomeOf(path.steps[0]?.event));
  if (fromHelp) {
    await page.goto('/get-help');
    const x = wordsOf(lang);
    await page.getByRole('region', { name: x['help.claim.title'] }).getByRole('link', { name: x['help.claim.report'] }).click(slow);
  } else {
    await page.goto(`/my-policy/${policyNumber}/claim`);
  }
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', slow);
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function fillDetails(page: Page, lang: 'en' | 'ar', details: { complete: boolean; outsideCover: boolean }) {
  const x = wordsOf(lang);
  await page.getByLabel(x['claims.field.incidentDate'], { exact: true }).fill(isoDate(details.outsideCover ? -200 : -7));
  await page.getByLabel(x['claims.field.incidentTime'], { exact: true }).fill('14:30');
  // Incomplete as the model's sample: no city, a liability share over 100 %.
  await page.getByLabel(x['claims.field.city']).fill(details.complete ? 'Riyadh' : '');
  await page.getByLabel(x['claims.field.reportNumber']).fill('NJM-2026-0042');
  await page.getByLabel(x['claims.field.liabilityPercent']).fill(details.complete ? '0' : '150');
  await page.getByLabel(`${x['claims.field.repairEstimateMinor']} ${x['claims.optional']}`).fill('4500');
  await page.getByLabel(x['claims.field.description']).fill('Another car hit my rear bumper at a traffic light.');
  await button(page, x['claims.continue']).click();
}

/** How the customer (and the network) do each event of the report flow. */
function reportActs(model: FlowModel, fromHelp: boolean): UiModel['act'] {
  const x = (context: StepContext) => wordsOf(context.lang);
  const noop = async () => {};
  return {
    'onDone loadPolicies': noop,
    'onError loadPolicies': noop,
    'onDone saveDetails': noop,
    'onError saveDetails': noop,
    'onDone sendClaim': noop,
    'onError sendClaim': noop,
    'claim.submitDetails': async (page, context) => {
      const event = context.path.steps[context.index]!.event;
      const answer = outcomeOf(nextEvent(context));
      replayOf(page).answers.arm('save', answer);
      await fillDetails(page, context.lang, { complete: event.output !== 'incomplete', outsideCover: answer === 'incident_outside_cover' });
    },
    ...documentActs(model, (page) => replayOf(page).uploads, PICKED_PHOTO, [PICKED_PHOTO, PICKED_PROGRAM]),
    'claim.continue': (page, context) => button(page, x(context)['claims.continue']).click(),
    'claim.submitPayout': async (page, context) => {
      const event = context.path.steps[context.index]!.event as AnyEventObject & { payout: { method: string; iban?: string } };
      if (event.payout.method === 'wallet') await page.getByRole('radio', { name: x(context)['claims.payout.wallet'] }).check();
      else {
        await page.getByRole('radio', { name: x(context)['claims.payout.iban'] }).check();
        await page.getByLabel(x(context)['claims.payout.ibanField'], { exact: true }).fill(event.payout.iban!);
        await page.getByLabel(x(context)['claims.payout.holder']).fill('Sara Alharbi');
      }
      await button(page, x(context)['claims.continue']).click();
    },
    'claim.send': async (page, context) => {
      replayOf(page).answers.arm('send', outcomeOf(nextEvent(context)));
      await button(page, x(context)['claims.review.send']).click();
    },
    'claim.back': (page, context) => button(page, x(context)['claims.back']).click(),
    'claim.retry': async (page, context) => {
      replayOf(page).answers.arm('policies', outcomeOf(nextEvent(context)));
      await button(page, x(context)['claims.retry']).click();
    },
    'claim.viewClaim': (page, context) => button(page, x(context)['claims.sent.view']).click(),
    'claim.close': (page, context) =>
      // Close says where it leads: My claims from Get Help, the policy from the policy's page.
      button(page, fromHelp ? x(context)['claims.toMyClaims'] : x(context)['claims.backToPolicy']).click(),
    'claim.choosePolicy': async (page, context) => {
      const { policyNumber, lifeNumber } = replayOf(page);
      const chosen = context.path.steps[context.index]!.event.output === 'life' ? lifeNumber : policyNumber;
      await page.getByRole('radio', { name: new RegExp(`${chosen}$`) }).check();
      await button(page, x(context)['claims.continue']).click();
    },
  };
}

/** What the customer sees in each state of the report flow (the model's context says which file shows how). */
function reportSees(model: FlowModel, fromHelp: boolean): UiModel['see'] {
  const x = (context: StepContext) => wordsOf(context.lang);
  const last = ({ path, index }: StepContext) => (index >= 0 ? path.steps[index]!.event : null);
  const busy = async (page: Page, context: StepContext) => {
    await expect(page.getByRole('heading', { level: 1, name: x(context)['screen.reportClaim'] })).toBeVisible(slow);
  };
  return {
    '"loading"': busy,
    '"savingDetails"': busy,
    '"sending"': busy,
    '"loadFailed"': async (page, context) => {
      await expect(page.getByText(x(context)['claims.error.offline'])).toBeVisible(slow);
      await expect(button(page, x(context)['claims.retry'])).toBeVisible();
    },
    // A policy under review is named as such (a claim once issued); one not found says to call.
    '"unavailable"': async (page, context) =>
      expect(page.getByText(x(context)[contextAfter(model, context).policy?.state === 'pending' ? 'claims.refusal.policy_not_claimable' : 'claims.unavailable'])).toBeVisible(slow),
    '"lifeNotice"': async (page, context) => expect(page.getByText(x(context)['claims.life.title'])).toBeVisible(slow),
    '"choosing"': async (page, context) => {
      await expect(page.getByText(x(context)['claims.choose.legend'])).toBeVisible(slow);
      await expect(page.getByRole('radio', { name: new RegExp(`${replayOf(page).policyNumber}$`) })).toBeVisible();
    },
    '"details"': async (page, context) => {
      await expect(page.getByLabel(x(context)['claims.field.city'])).toBeVisible(slow);
      const event = last(context);
      const refused = event?.type.startsWith('xstate.error') ? String(event.output) : null;
      const incomplete = event?.type === 'claim.submitDetails' && event.output === 'incomplete';
      await expect(page.getByText(x(context)['claims.problem.city'])).toHaveCount(incomplete ? 1 : 0);
      await expect(page.getByText(x(context)['claims.refusal.incident_outside_cover'])).toHaveCount(refused === 'incident_outside_cover' ? 1 : 0);
      await expect(page.getByText(x(context)['claims.error.offline'])).toHaveCount(refused === 'offline' ? 1 : 0);
    },
    '"documents"': async (page, context) => {
      await expect(page.getByRole('heading', { name: x(context)['claims.documents.title'], exact: true })).toBeVisible(slow);
      const after = contextAfter(model, context);
      await documentRowSeen(page, context.lang, PICKED_PHOTO.name, photoOf(after));
      await expect(page.getByText(messageText(x(context)['claims.documents.refused.type'], { name: PICKED_PROGRAM.name }))).toHaveCount(after.refused.length > 0 ? 1 : 0);
      await expect(page.getByText(x(context)['claims.problem.documents'])).toHaveCount(after.problems.includes('documents') ? 1 : 0);
    },
    '"payout"': async (page, context) => {
      await expect(page.getByText(x(context)['claims.payout.legend'])).toBeVisible(slow);
      await expect(page.getByText(x(context)['claims.payout.ibanProblem.checksum'])).toHaveCount(contextAfter(model, context).problems.includes('iban') ? 1 : 0);
    },
    '"review"': async (page, context) => {
      await expect(page.getByRole('heading', { name: x(context)['claims.review.title'] })).toBeVisible(slow);
      const after = contextAfter(model, context);
      if (after.payout?.method === 'iban') await expect(page.getByText('SA** **** **** **** **** 7519', { exact: true })).toBeVisible();
      else await expect(page.getByText(x(context)['claims.payout.wallet'])).toBeVisible();
      await expect(page.getByText(x(context)['claims.error.offline'])).toHaveCount(after.error ? 1 : 0);
    },
    '"sent"': async (page, context) => {
      await expect(page.getByText(new RegExp(messageText(x(context)['claims.sent.title'], { claimNumber: 'CLM-' }).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('CLM-', 'CLM-\\S+')))).toBeVisible(slow);
    },
    '"viewing"': async (page) => {
      await expect(page).toHaveURL(/\/my-claims\/[0-9a-f-]{36}$/, slow);
      await expect(page.getByRole('heading', { level: 1, name: /CLM-/ })).toBeVisible(slow);
    },
    '"closed"': async (page, context) => {
      // The flow ended: back to the policy, or to My claims when started from Get Help.
      await expect(page).toHaveURL(fromHelp ? /\/my-claims$/ : new RegExp(`/my-policy/${replayOf(page).policyNumber}$`), slow);
      await expect(page.getByRole('heading', { level: 1, name: fromHelp ? x(context)['screen.myClaims'] : /./ })).toBeVisible(slow);
    },
  };
}

const reportUi = (model: FlowModel, fromHelp: boolean): UiModel => ({
  setUp: (page, path, lang) => setUpReport(page, lang, path, fromHelp),
  act: reportActs(model, fromHelp),
  see: reportSees(model, fromHelp),
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/, /status of 422/],
});

export const claimReportUi: UiModel = { ...reportUi(claimReportUiModel, false), arabic: ['claimReport-x6nioz'] };
export const claimReportFromHelpUi: UiModel = reportUi(claimReportFromHelpUiModel, true);
