import type { AnyEventObject } from 'xstate';
import type { FlowModel } from '../tooling/test-paths.ts';
import { claimPageModel, claimReportFromHelpModel, claimReportModel, documentEvents } from './claims.models.ts';

/**
 * UI-level models of the claim flows (machines/flow-models.ts `ui`): the machine-level models' events
 * that a customer, the network or the back office (through its API) cause while the flow's page is
 * open; e2e/support/model-paths-claims.ts and e2e/support/model-paths-claim-page.ts map each to an action in the real
 * app. Left out, the machine-level paths taking them: a file's upload progress (no state of its own:
 * the replays hold each upload and end it as the path says), the refusals a customer meets only in a
 * race (a claim sent for the same incident from another tab, documents removed from another tab, a
 * decision crossing a withdrawal), the server refusing an IBAN the app already checked and the wait
 * after a 503 while loading (its own e2e: e2e/service-outage.spec.ts stops the real database).
 */
const raceCodes = new Set(['claim_duplicate', 'claim_documents_missing', 'validation_failed', 'claim_status_conflict']);

type Picked = { localId: string; name: string; type: string };
/** The photo picked with a program the app refuses before sending: its upload is the one the paths end. */
export const [PICKED_PHOTO, PICKED_PROGRAM] = (documentEvents[0] as unknown as { files: [Picked, Picked] }).files;

// In this order the covering paths pick a file, lose its upload, send it again, see it up, then remove it.
const uiDocumentEvents = ['documents.add', 'documents.failed', 'documents.retry', 'documents.uploaded', 'documents.remove'].map(
  (type) => documentEvents.find((event) => event.type === type)!,
);

/** The model's events with the race refusals left out and the document events in the UI's order. */
function uiEventsOf(model: FlowModel): AnyEventObject[] {
  const at = model.events.findIndex((event) => event.type.startsWith('documents.'));
  const outage = (event: AnyEventObject) => event.output === 'service_unavailable' || event.type.startsWith('xstate.after.serviceRetry.');
  const kept = model.events.filter((event) => !event.type.startsWith('documents.') && !raceCodes.has(String(event.output)) && !outage(event));
  return at < 0 ? kept : [...kept.slice(0, at), ...uiDocumentEvents, ...kept.slice(at)];
}

/**
 * An upload ends whatever step is shown (the machines listen everywhere); the paths watch it end on
 * the step where the file was picked, and take no such step where the flow is elsewhere.
 */
const uploadsEndOnlyOn = (state: string) =>
  ['documents.uploaded', 'documents.failed'].map((event) => ({ state: new RegExp(`^(?!"${state}"$)`), event, why: `replayed where the file is picked (${state})` }));

/**
 * Reporting a claim from a new motor policy's page. The policy as GET /policies lists it is the real
 * one, or (life, under review) the real answer with its category or state changed; the draft the
 * server makes carries one document already (added by the replay through the API, as from another
 * device), so the documents step can be left at once, as the machine-level model's draft can.
 */
export const claimReportUiModel: FlowModel = { ...claimReportModel, events: uiEventsOf(claimReportModel), covering: true, noUiTrigger: uploadsEndOnlyOn('documents') };

/** Reporting a claim from Get Help (/my-claims/new): the customer's real policies listed (with a life one), one chosen. */
export const claimReportFromHelpUiModel: FlowModel = {
  ...claimReportFromHelpModel,
  covering: true,
  noUiTrigger: [
    { event: 'claim.choosePolicy', to: '"choosing"', why: "a policy under review is not listed (the refusal of none chosen is the machine tests')" },
    { state: '"details"', event: 'claim.close', why: 'from Get Help the first step offers Back (to the list), not Back to the policy' },
  ],
};

/**
 * A sent claim's page, the back office having asked for more information. The look that finds it
 * under review follows an answer sent from another device (the API).
 */
export const claimPageUiModel: FlowModel = {
  ...claimPageModel,
  events: uiEventsOf(claimPageModel),
  covering: true,
  noUiTrigger: [
    { event: 'after pollInterval', why: 'the look every 10 seconds is the call Check again makes (`refresh`), which the paths take' },
    ...uploadsEndOnlyOn('answering'),
  ],
};
