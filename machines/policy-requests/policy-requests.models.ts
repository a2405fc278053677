import { brokerChangeMachine } from '../broker-change/broker-change.machine.ts';
import { cancellationMachine } from '../cancellation/cancellation.machine.ts';
import { afterEvent, type FlowModel, invokeDone, invokeError } from '../tooling/test-paths.ts';
import { policyRequestsMachine } from './policy-requests.machine.ts';
import {
  sampleBrokerChangeRequest as brokerRequest,
  sampleBrokerOptions,
  sampleCancellationRequest as cancelRequest,
  sampleEstimate,
  sampleFailure as fail,
  sampleOutage,
  samplePolicyNumber,
  samplePolicyRequests,
} from './policy-requests.samples.ts';

/** The events the model-based paths of the request flows are made from (machines/flow-models.ts lists them). */
const input = { policyNumber: samplePolicyNumber };

/**
 * An effect's failure, told apart by its server code: the path tooling names a path by its events'
 * types and outputs, so two failures of one effect (a lost connection, a closed policy) would make
 * the same path id and one of them would be dropped. The machine reads only `error`.
 */
const failed = (machine: Parameters<typeof invokeError>[0], src: string, error: ReturnType<typeof fail>) => ({
  ...invokeError(machine, src, error),
  output: error.code ?? error.reason,
});

export const cancellationModel: FlowModel = {
  id: 'cancellation',
  machine: cancellationMachine,
  input,
  events: [
    invokeDone(cancellationMachine, 'loadStart', { estimate: sampleEstimate, openRequest: null }),
    invokeDone(cancellationMachine, 'loadStart', { estimate: null, openRequest: cancelRequest() }),
    invokeDone(cancellationMachine, 'loadStart', { estimate: null, openRequest: brokerRequest() }),
    failed(cancellationMachine, 'loadStart', fail('unavailable')),
    failed(cancellationMachine, 'loadStart', sampleOutage),
    afterEvent(cancellationMachine, 'loadRetryWait', 'serviceRetry'),
    failed(cancellationMachine, 'loadStart', fail('invalid', 'policy_cancelled')),
    { type: 'cancellation.submitReason', reasonCode: 'other', reasonText: '' },
    { type: 'cancellation.submitReason', reasonCode: 'no_longer_needed', reasonText: '' },
    { type: 'cancellation.submitDate', effectiveDate: '2000-01-01' },
    { type: 'cancellation.submitDate', effectiveDate: '2099-04-01' },
    invokeDone(cancellationMachine, 'estimateRefund', sampleEstimate),
    failed(cancellationMachine, 'estimateRefund', fail('unavailable')),
    failed(cancellationMachine, 'estimateRefund', fail('invalid', 'policy_expired')),
    { type: 'cancellation.chooseDestination', destination: 'wallet' },
    { type: 'cancellation.confirm' },
    invokeDone(cancellationMachine, 'submitCancellation', cancelRequest()),
    failed(cancellationMachine, 'submitCancellation', fail('unavailable', 'estimate_changed')),
    failed(cancellationMachine, 'submitCancellation', fail('conflict', 'request_open')),
    failed(cancellationMachine, 'submitCancellation', fail('invalid', 'policy_cancelled')),
    failed(cancellationMachine, 'submitCancellation', fail('offline')),
    afterEvent(cancellationMachine, 'pending', 'pollInterval'),
    { type: 'cancellation.refresh' },
    invokeDone(cancellationMachine, 'loadRequest', cancelRequest('pending')),
    invokeDone(cancellationMachine, 'loadRequest', cancelRequest('approved')),
    invokeDone(cancellationMachine, 'loadRequest', cancelRequest('rejected')),
    invokeDone(cancellationMachine, 'loadRequest', cancelRequest('withdrawn')),
    failed(cancellationMachine, 'loadRequest', fail('offline')),
    { type: 'cancellation.withdraw' },
    { type: 'cancellation.keep' },
    { type: 'cancellation.confirmWithdraw' },
    invokeDone(cancellationMachine, 'withdrawRequest', cancelRequest('withdrawn')),
    failed(cancellationMachine, 'withdrawRequest', fail('conflict', 'request_not_pending')),
    failed(cancellationMachine, 'withdrawRequest', fail('offline')),
    { type: 'cancellation.back' },
    { type: 'cancellation.retry' },
    { type: 'cancellation.startOver' },
    { type: 'cancellation.close' },
  ],
};

export const brokerChangeModel: FlowModel = {
  id: 'brokerChange',
  machine: brokerChangeMachine,
  input,
  events: [
    invokeDone(brokerChangeMachine, 'loadStart', { options: sampleBrokerOptions, openRequest: null }),
    invokeDone(brokerChangeMachine, 'loadStart', { options: null, openRequest: brokerRequest() }),
    invokeDone(brokerChangeMachine, 'loadStart', { options: null, openRequest: cancelRequest() }),
    failed(brokerChangeMachine, 'loadStart', fail('unavailable')),
    failed(brokerChangeMachine, 'loadStart', sampleOutage),
    afterEvent(brokerChangeMachine, 'loadRetryWait', 'serviceRetry'),
    failed(brokerChangeMachine, 'loadStart', fail('invalid', 'policy_expired')),
    { type: 'brokerChange.choose', brokerId: 'nobody' },
    { type: 'brokerChange.choose', brokerId: 'falcon-brokers' },
    { type: 'brokerChange.submitReason', reasonCode: '', reasonText: '' },
    { type: 'brokerChange.submitReason', reasonCode: 'better_service', reasonText: '' },
    { type: 'brokerChange.consent', accepted: false },
    { type: 'brokerChange.consent', accepted: true },
    { type: 'brokerChange.confirm' },
    invokeDone(brokerChangeMachine, 'submitBrokerChange', brokerRequest()),
    failed(brokerChangeMachine, 'submitBrokerChange', fail('invalid', 'broker_unavailable')),
    failed(brokerChangeMachine, 'submitBrokerChange', fail('conflict', 'request_open')),
    failed(brokerChangeMachine, 'submitBrokerChange', fail('invalid', 'policy_cancelled')),
    failed(brokerChangeMachine, 'submitBrokerChange', fail('offline')),
    afterEvent(brokerChangeMachine, 'pending', 'pollInterval'),
    { type: 'brokerChange.refresh' },
    invokeDone(brokerChangeMachine, 'loadRequest', brokerRequest('pending')),
    invokeDone(brokerChangeMachine, 'loadRequest', brokerRequest('approved')),
    invokeDone(brokerChangeMachine, 'loadRequest', brokerRequest('rejected')),
    invokeDone(brokerChangeMachine, 'loadRequest', brokerRequest('withdrawn')),
    failed(brokerChangeMachine, 'loadRequest', fail('offline')),
    { type: 'brokerChange.withdraw' },
    { type: 'brokerChange.keep' },
    { type: 'brokerChange.confirmWithdraw' },
    invokeDone(brokerChangeMachine, 'withdrawRequest', brokerRequest('withdrawn')),
    failed(brokerChangeMachine, 'withdrawRequest', fail('conflict', 'request_not_pending')),
    failed(brokerChangeMachine, 'withdrawRequest', fail('offline')),
    { type: 'brokerChange.back' },
    { type: 'brokerChange.retry' },
    { type: 'brokerChange.startOver' },
    { type: 'brokerChange.close' },
  ],
};

export const policyRequestsModel: FlowModel = {
  id: 'policyRequests',
  machine: policyRequestsMachine,
  input,
  events: [
    invokeDone(policyRequestsMachine, 'loadRequests', samplePolicyRequests([cancelRequest()])),
    invokeDone(policyRequestsMachine, 'loadRequests', samplePolicyRequests([brokerRequest('approved')])),
    failed(policyRequestsMachine, 'loadRequests', fail('offline')),
    { type: 'policyRequests.refresh' },
    { type: 'policyRequests.withdraw', requestId: cancelRequest().requestId },
    { type: 'policyRequests.confirmWithdraw' },
    { type: 'policyRequests.keep' },
    invokeDone(policyRequestsMachine, 'withdrawRequest', cancelRequest('withdrawn')),
    failed(policyRequestsMachine, 'withdrawRequest', fail('conflict', 'request_not_pending')),
    failed(policyRequestsMachine, 'withdrawRequest', fail('offline')),
    { type: 'policyRequests.retry' },
  ],
};
