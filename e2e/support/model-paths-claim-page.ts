import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { ClaimPageContext } from '../../machines/claims/claim-page.machine.ts';
import { PICKED_PHOTO, PICKED_PROGRAM, claimPageUiModel } from '../../machines/claims/claims.ui-models.ts';
import type { TestPath } from '../../machines/tooling/test-paths.ts';
import { expect } from './fixtures.ts';
import { buyPolicy, call, customerSignedIn } from './policy-requests-api.ts';
import { API, isoDate } from './purchase-steps.ts';
import { ArmedAnswers, type HeldUploads, backOfficeFor, decideClaim, documentActs, documentRowSeen, holdUploads, jpeg, slow, uploadViaApi, wordsOf } from './claims.ts';
import { type StepContext, type UiModel, modelSnapshotBefore } from './ui-model.ts';

/**
 * The UI test model of a sent claim's page (machines/claims/claims.ui-models.ts): each path opens
 * the page of a motor claim of the seeded customer, sent through the API on a new policy, on which
 * the back office (through its API) asked for more information. The server answers for real; a lost
 * connection is the real request cut off with `page.route`, armed by the action that sends it; the
 * look that finds the claim under review follows an answer sent from another device (the API).
 */
interface Replay {
  claimId: string;
  answers: ArmedAnswers<'load' | 'withdraw' | 'answer'>;
  uploads: HeldUploads;
}
const replays = new WeakMap<Page, Replay>();
const replayOf = (page: Page) => replays.get(page)!;
const model = claimPageUiModel;

const outcomeOf = (event: AnyEventObject | undefined) =>
  !event ? undefined : event.type.startsWith('xstate.error') ? ((event.error as { reason: string }).reason === 'offline' ? 'lost' : String(event.output)) : 'real';
const nextEvent = ({ path, index }: StepContext) => path.steps[index + 1]?.event;
const contextBefore = (context: StepContext) => modelSnapshotBefore(model, context.path, context.index).context as ClaimPageContext;
const contextAfter = (context: StepContext) => modelSnapshotBefore(model, context.path, context.index + 1).context as ClaimPageContext;

/** A motor claim sent with a photo, paid to the wallet, on which the back office asks for the Najm report. */
async function claimAskedForMore(page: Page): Promise<string> {
  const policyNumber = await buyPolicy(page);
  expect((await call(page, 'POST', `/dev/policies/${policyNumber}/period`, { endsOn: isoDate(300) })).status).toBe(200);
  const details = {
    categoryId: 'motor', kind: 'collision', incidentDate: isoDate(-7), incidentTime: '14:30', city: 'Riyadh', reportSource: 'najm', reportNumber: 'NJM-2026-0042',
    liabilityPercent: 0, otherVehicleInvolved: true, repairEstimateMinor: 450_000, description: 'Another car hit my rear bumper at a traffic light.',
  };
  const draft = await call<{ claimId: string }>(page, 'POST', '/claims', { policyNumber, details });
  expect(draft.status).toBe(201);
  await uploadViaApi(page, draft.body.claimId, 'bumper-photo.jpg', jpeg);
  expect((await call(page, 'POST', `/claims/${draft.body.claimId}/submit`, { payout: { method: 'wallet' } })).status).toBe(200);
  const desk = await backOfficeFor(page);
  await decideClaim(desk, draft.body.claimId, 'request-information', { message: 'Please add the Najm report.' });
  await desk.context.dispose();
  return draft.body.claimId;
}

async function setUp(page: Page, path: TestPath, lang: 'en' | 'ar') {
  await customerSignedIn(page, lang);
  const first = outcomeOf(path.steps[0]?.event);
  // Not one of the customer's claims: any id the server does not know answers as another's would (404).
  const claimId = first === 'not_found' ? '00000000-0000-4000-8000-0000000000ff' : await claimAskedForMore(page);
  const replay: Replay = { claimId, answers: new ArmedAnswers(), uploads: holdUploads(page) };
  replays.set(page, replay);
  await replay.uploads.ready;
  await page.route(`${API}/claims/${claimId}`, (route) =>
    route.request().method() === 'GET' && replay.answers.take('load') === 'lost' ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.route(`${API}/claims/${claimId}/withdraw`, (route) => (replay.answers.take('withdraw') === 'lost' ? route.abort('internetdisconnected') : route.continue()));
  await page.route(`${API}/claims/${claimId}/answer`, (route) => (replay.answers.take('answer') === 'lost' ? route.abort('internetdisconnected') : route.continue()));
  replay.answers.arm('load', first);
  await page.goto(`/my-claims/${claimId}`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', slow);
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const x = (context: StepContext) => wordsOf(context.lang);
const noop = async () => {};

export const claimPageUi: UiModel = {
  setUp,
  act: {
    'onDone loadClaim': noop,
    'onError loadClaim': noop,
    'onDone withdrawClaim': noop,
    'onError withdrawClaim': noop,
    'onDone answerClaim': noop,
    'onError answerClaim': noop,
    'claimPage.retry': async (page, context) => {
      replayOf(page).answers.arm('load', outcomeOf(nextEvent(context)));
      await button(page, x(context)['claims.retry']).click();
    },
    'claimPage.refresh': async (page, context) => {
      const answer = outcomeOf(nextEvent(context));
      // The look finds the claim under review: the customer answered from another device meanwhile.
      if (answer === 'real' && contextBefore(context).claim?.status === 'information_requested') {
        expect((await call(page, 'POST', `/claims/${replayOf(page).claimId}/answer`, { message: 'Sent from my other phone.' })).status).toBe(200);
      }
      replayOf(page).answers.arm('load', answer);
      await button(page, x(context)['claims.page.checkAgain']).click();
    },
    'claimPage.withdraw': (page, context) => button(page, x(context)['claims.page.withdraw']).click(),
    'claimPage.keep': (page, context) => button(page, x(context)['claims.page.keep']).click(),
    'claimPage.confirmWithdraw': async (page, context) => {
      replayOf(page).answers.arm('withdraw', outcomeOf(nextEvent(context)));
      await button(page, x(context)['claims.page.withdrawYes']).click();
    },
    'claimPage.answer': (page, context) => button(page, x(context)['claims.page.answer']).click(),
    'claimPage.sendAnswer': async (page, context) => {
      const { message } = context.path.steps[context.index]!.event as AnyEventObject & { message: string };
      await page.getByLabel(x(context)['claims.page.answerLabel']).fill(message);
      replayOf(page).answers.arm('answer', outcomeOf(nextEvent(context)));
      await button(page, x(context)['claims.page.sendAnswer']).click();
    },
    'claimPage.cancelAnswer': (page, context) => button(page, x(context)['claims.page.cancelAnswer']).click(),
    ...documentActs(model, (page) => replayOf(page).uploads, PICKED_PHOTO, [PICKED_PHOTO, PICKED_PROGRAM]),
  },
  see: {
    '"loading"': async (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow),
    '"refreshing"': async (page, context) => expect(button(page, x(context)['claims.page.checkAgain'])).toBeVisible(slow),
    '"withdrawing"': async (page) => expect(page.getByRole('heading', { level: 1, name: /CLM-/ })).toBeVisible(slow),
    '"sendingAnswer"': async (page) => expect(page.getByRole('heading', { level: 1, name: /CLM-/ })).toBeVisible(slow),
    '"loadFailed"': async (page, context) => {
      await expect(page.getByText(x(context)['claims.error.offline'])).toBeVisible(slow);
      await expect(button(page, x(context)['claims.retry'])).toBeVisible();
    },
    '"missing"': async (page, context) => expect(page.getByText(x(context)['claims.page.missing'])).toBeVisible(slow),
    '"ready"': async (page, context) => {
      // What the page offers follows the claim's status as the model has it: the answer, the withdrawal.
      const { claim, error } = contextAfter(context);
      await expect(button(page, x(context)['claims.page.checkAgain'])).toBeVisible(slow);
      await expect(button(page, x(context)['claims.page.answer'])).toHaveCount(claim?.status === 'information_requested' ? 1 : 0);
      await expect(button(page, x(context)['claims.page.withdraw'])).toHaveCount(claim?.status === 'withdrawn' ? 0 : 1);
      await expect(page.getByText(x(context)['claims.page.lookFailed'])).toHaveCount(error ? 1 : 0);
    },
    '"withdrawConfirm"': async (page, context) => {
      await expect(page.getByText(x(context)['claims.page.withdrawQuestion'])).toBeVisible(slow);
      await expect(page.getByText(x(context)['claims.error.offline'])).toHaveCount(contextAfter(context).error ? 1 : 0);
    },
    '"answering"': async (page, context) => {
      const after = contextAfter(context);
      await expect(page.getByRole('heading', { name: x(context)['claims.page.answerTitle'] })).toBeVisible(slow);
      await documentRowSeen(page, context.lang, PICKED_PHOTO.name, after.documents.find((entry) => entry.localId === PICKED_PHOTO.localId));
      await expect(page.getByText(x(context)['claims.problem.answer'])).toHaveCount(after.problems.includes('answer') ? 1 : 0);
      await expect(page.getByText(x(context)['claims.error.offline'])).toHaveCount(after.error ? 1 : 0);
    },
  },
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/, /status of 404/],
  arabic: ['claimPage-50eecv'],
};
