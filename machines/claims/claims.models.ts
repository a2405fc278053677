import type { AnyEventObject } from 'xstate';
import { type FlowModel, afterEvent, invokeDone, invokeError } from '../tooling/test-paths.ts';
import { claimPageMachine } from './claim-page.machine.ts';
import { claimReportMachine } from './claim-report.machine.ts';
import {
  SAMPLE_BAD_IBAN,
  SAMPLE_IBAN,
  sampleClaim,
  sampleDocument,
  sampleFailure as fail,
  sampleOutage,
  sampleIncompleteDetails,
  sampleLifePolicy,
  sampleMotorDetails,
  samplePendingPolicy,
  samplePolicy,
} from './claims.samples.ts';

/** The events the claim flows' model paths are made from (machines/flow-models.ts lists them). */

/** Failures of one effect told apart by their code (a path's id is made of its events' types and outputs). */
export const failed = (machine: Parameters<typeof invokeError>[0], src: string, error: ReturnType<typeof fail>) => ({
  ...invokeError(machine, src, error),
  output: error.code ?? error.reason,
});

/**
 * Events of one type told apart by `output` too (the path ids are made of types and outputs; the
 * machine reads only the payload).
 */

/** One photo and one file that is not a photo or a PDF, picked together. */
const picked = { localId: 'local-1', name: 'bumper.jpg', type: 'image/jpeg', size: 2_400_000 };
export const documentEvents: AnyEventObject[] = [
  { type: 'documents.add', files: [picked, { localId: 'local-2', name: 'setup.exe', type: 'application/x-msdownload', size: 1_000 }] },
  { type: 'documents.progress', localId: picked.localId, sent: 1_200_000 },
  { type: 'documents.uploaded', localId: picked.localId, document: { ...sampleDocument, documentId: '00000000-0000-4000-8000-00000000d002' } },
  { type: 'documents.failed', localId: picked.localId, failure: 'offline' },
  { type: 'documents.retry', localId: picked.localId },
  { type: 'documents.remove', localId: picked.localId },
];

const lifeOnly = [{ ...sampleLifePolicy, policyNumber: samplePolicy.policyNumber }];
const pendingOnly = [{ ...samplePendingPolicy, policyNumber: samplePolicy.policyNumber }];

/** Reporting a claim from the policy's page (the flow's key is the policy number). */
export const claimReportModel: FlowModel = {
  id: 'claimReport',
  machine: claimReportMachine,
  input: { policyNumber: samplePolicy.policyNumber },
  events: [
    invokeDone(claimReportMachine, 'loadPolicies', [samplePolicy]),
    invokeDone(claimReportMachine, 'loadPolicies', lifeOnly),
    invokeDone(claimReportMachine, 'loadPolicies', pendingOnly),
    failed(claimReportMachine, 'loadPolicies', fail('offline')),
    failed(claimReportMachine, 'loadPolicies', sampleOutage),
    afterEvent(claimReportMachine, 'loadRetryWait', 'serviceRetry'),
    { type: 'claim.submitDetails', details: sampleIncompleteDetails, output: 'incomplete' },
    { type: 'claim.submitDetails', details: sampleMotorDetails },
    invokeDone(claimReportMachine, 'saveDetails', sampleClaim('draft')),
    failed(claimReportMachine, 'saveDetails', fail('invalid', 'incident_outside_cover', { 'details.incidentDate': 'Outside the cover.' })),
    failed(claimReportMachine, 'saveDetails', fail('offline')),
    ...documentEvents,
    { type: 'claim.continue' },
    { type: 'claim.submitPayout', payout: { method: 'iban', iban: SAMPLE_BAD_IBAN, accountHolderName: 'Sara Alharbi' }, output: 'bad iban' },
    { type: 'claim.submitPayout', payout: { method: 'iban', iban: SAMPLE_IBAN, accountHolderName: 'Sara Alharbi' }, output: 'iban' },
    { type: 'claim.submitPayout', payout: { method: 'wallet' } },
    { type: 'claim.send' },
    invokeDone(claimReportMachine, 'sendClaim', sampleClaim('submitted')),
    failed(claimReportMachine, 'sendClaim', fail('conflict', 'claim_duplicate', { 'details.incidentDate': 'Already claimed.' })),
    failed(claimReportMachine, 'sendClaim', fail('invalid', 'claim_documents_missing')),
    failed(claimReportMachine, 'sendClaim', fail('invalid', 'validation_failed', { 'payout.iban': 'Not valid.' })),
    failed(claimReportMachine, 'sendClaim', fail('offline')),
    { type: 'claim.back' },
    { type: 'claim.retry' },
    { type: 'claim.viewClaim' },
    { type: 'claim.close' },
  ],
};

/** Reporting a claim from Get Help: the customer chooses the policy first (the flow's key is ''). */
export const claimReportFromHelpModel: FlowModel = {
  id: 'claimReportFromHelp',
  machine: claimReportMachine,
  input: { policyNumber: '' },
  events: [
    invokeDone(claimReportMachine, 'loadPolicies', [samplePolicy, sampleLifePolicy, samplePendingPolicy]),
    { type: 'claim.choosePolicy', policyNumber: samplePolicy.policyNumber },
    { type: 'claim.choosePolicy', policyNumber: sampleLifePolicy.policyNumber, output: 'life' },
    { type: 'claim.choosePolicy', policyNumber: samplePendingPolicy.policyNumber, output: 'pending' },
    { type: 'claim.back' },
    { type: 'claim.close' },
  ],
};

/** The look again is the first load's effect invoked from another state: its events carry that invoke's own id. */
const refreshId = claimPageMachine.getStateNodeById('claimPage.refreshing').invoke[0]!.id;
const refreshed = (claim: ReturnType<typeof sampleClaim>): AnyEventObject => ({ type: `xstate.done.actor.${refreshId}`, output: claim });

/**
 * A sent claim's page: the claim asks for more information, so withdraw and answer are both offered.
 * One claim answer only: the path tooling tells states apart by their name, and what this page
 * offers depends on the claim's status (the decided ones are the machine tests').
 */
export const claimPageModel: FlowModel = {
  id: 'claimPage',
  machine: claimPageMachine,
  input: { claimId: sampleClaim().claimId },
  events: [
    invokeDone(claimPageMachine, 'loadClaim', sampleClaim('information_requested')),
    failed(claimPageMachine, 'loadClaim', fail('notFound', 'not_found')),
    failed(claimPageMachine, 'loadClaim', fail('offline')),
    failed(claimPageMachine, 'loadClaim', sampleOutage),
    afterEvent(claimPageMachine, 'loadRetryWait', 'serviceRetry'),
    { type: 'claimPage.retry' },
    { type: 'claimPage.refresh' },
    refreshed(sampleClaim('under_review')),
    { type: `xstate.error.actor.${refreshId}`, error: fail('offline'), output: 'offline' },
    afterEvent(claimPageMachine, 'ready', 'pollInterval'),
    { type: 'claimPage.withdraw' },
    { type: 'claimPage.keep' },
    { type: 'claimPage.confirmWithdraw' },
    invokeDone(claimPageMachine, 'withdrawClaim', sampleClaim('withdrawn')),
    failed(claimPageMachine, 'withdrawClaim', fail('conflict', 'claim_status_conflict')),
    failed(claimPageMachine, 'withdrawClaim', fail('offline')),
    { type: 'claimPage.answer' },
    { type: 'claimPage.sendAnswer', message: '', output: 'empty' },
    { type: 'claimPage.sendAnswer', message: 'The Najm report is attached.' },
    { type: 'claimPage.cancelAnswer' },
    invokeDone(claimPageMachine, 'answerClaim', sampleClaim('under_review')),
    failed(claimPageMachine, 'answerClaim', fail('offline')),
    ...documentEvents,
  ],
};
