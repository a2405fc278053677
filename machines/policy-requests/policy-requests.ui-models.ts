import { brokerChangeMachine } from '../broker-change/broker-change.machine.ts';
import { cancellationMachine } from '../cancellation/cancellation.machine.ts';
import { afterEvent, type FlowModel, invokeDone, invokeError } from '../tooling/test-paths.ts';
import {
  sampleBrokerChangeRequest as brokerRequest,
  sampleBrokerOptions,
  sampleCancellationRequest as cancelRequest,
  sampleEstimate,
  samplePolicyNumber,
} from './policy-requests.samples.ts';

/**
 * UI-level models of the request flows (machines/flow-models.ts `ui`): what a customer, the back office
 * (through its API) or the network can cause while the flow's page is open; e2e/model-paths-requests.ts
 * maps each event to an action. The rest the machine-level paths replay (policy-requests.models.ts).
 */
const input = { policyNumber: samplePolicyNumber };
/** What the API client makes of a 500 answer, and of a request that got no answer. */
const serverError = { kind: 'http', code: 'internal_error', reason: 'unavailable', message: 'Internal Server Error' };
const network = { kind: 'network', code: null, reason: 'offline', message: 'Network Error' };

/*
 * Left out to keep the replays short (each path is a browser page): a failed first load (its screen,
 * a message with Try again and Back to the policy, is the one a blocked flow shows, which the paths
 * take) and the server's refusals a customer meets only in a race (estimate_changed after midnight,
 * request_open from another tab, a policy cancelled meanwhile). The machine-level paths take them all.
 */
const timer = 'the look every 5 seconds is the call Check again makes (`refresh`), which the paths take; the machine-level paths take the timer';

export const cancellationUiModel: FlowModel = {
  id: 'cancellation',
  machine: cancellationMachine,
  input,
  events: [
    invokeDone(cancellationMachine, 'loadStart', { estimate: sampleEstimate, openRequest: null }),
    invokeDone(cancellationMachine, 'loadStart', { estimate: null, openRequest: cancelRequest() }),
    invokeDone(cancellationMachine, 'loadStart', { estimate: null, openRequest: brokerRequest() }),
    { type: 'cancellation.submitReason', reasonCode: 'other', reasonText: '' },
    { type: 'cancellation.submitReason', reasonCode: 'no_longer_needed', reasonText: '' },
    { type: 'cancellation.submitDate', effectiveDate: '2000-01-01' },
    { type: 'cancellation.submitDate', effectiveDate: sampleEstimate.earliestDate },
    invokeDone(cancellationMachine, 'estimateRefund', sampleEstimate),
    invokeError(cancellationMachine, 'estimateRefund', serverError),
    { type: 'cancellation.chooseDestination', destination: 'wallet' },
    { type: 'cancellation.confirm' },
    invokeDone(cancellationMachine, 'submitCancellation', cancelRequest()),
    invokeError(cancellationMachine, 'submitCancellation', network),
    afterEvent(cancellationMachine, 'pending', 'pollInterval'),
    { type: 'cancellation.refresh' },
    invokeDone(cancellationMachine, 'loadRequest', cancelRequest('pending')),
    invokeDone(cancellationMachine, 'loadRequest', cancelRequest('approved')),
    invokeDone(cancellationMachine, 'loadRequest', cancelRequest('rejected')),
    { type: 'cancellation.withdraw' },
    { type: 'cancellation.keep' },
    { type: 'cancellation.confirmWithdraw' },
    invokeDone(cancellationMachine, 'withdrawRequest', cancelRequest('withdrawn')),
    { type: 'cancellation.back' },
    { type: 'cancellation.retry' },
    { type: 'cancellation.startOver' },
    { type: 'cancellation.close' },
  ],
  noUiTrigger: [{ event: 'after pollInterval', why: timer }],
};

export const brokerChangeUiModel: FlowModel = {
  id: 'brokerChange',
  machine: brokerChangeMachine,
  input,
  events: [
    invokeDone(brokerChangeMachine, 'loadStart', { options: sampleBrokerOptions, openRequest: null }),
    invokeDone(brokerChangeMachine, 'loadStart', { options: null, openRequest: brokerRequest() }),
    invokeDone(brokerChangeMachine, 'loadStart', { options: null, openRequest: cancelRequest() }),
    { type: 'brokerChange.choose', brokerId: 'nobody' },
    { type: 'brokerChange.choose', brokerId: 'falcon-brokers' },
    { type: 'brokerChange.submitReason', reasonCode: '', reasonText: '' },
    { type: 'brokerChange.submitReason', reasonCode: 'better_service', reasonText: '' },
    { type: 'brokerChange.consent', accepted: false },
    { type: 'brokerChange.consent', accepted: true },
    { type: 'brokerChange.confirm' },
    invokeDone(brokerChangeMachine, 'submitBrokerChange', brokerRequest()),
    invokeError(brokerChangeMachine, 'submitBrokerChange', network),
    afterEvent(brokerChangeMachine, 'pending', 'pollInterval'),
    { type: 'brokerChange.refresh' },
    invokeDone(brokerChangeMachine, 'loadRequest', brokerRequest('pending')),
    invokeDone(brokerChangeMachine, 'loadRequest', brokerRequest('approved')),
    invokeDone(brokerChangeMachine, 'loadRequest', brokerRequest('rejected')),
    { type: 'brokerChange.withdraw' },
    { type: 'brokerChange.keep' },
    { type: 'brokerChange.confirmWithdraw' },
    invokeDone(brokerChangeMachine, 'withdrawRequest', brokerRequest('withdrawn')),
    { type: 'brokerChange.back' },
    { type: 'brokerChange.retry' },
    { type: 'brokerChange.startOver' },
    { type: 'brokerChange.close' },
  ],
  noUiTrigger: [{ event: 'after pollInterval', why: timer }],
};
