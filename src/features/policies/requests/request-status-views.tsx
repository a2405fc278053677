import type { PolicyRequest } from '../../../../contract/policy-requests.ts';
import type { FlowFailure } from '../../../../machines/shared/failure.ts';
import { PendingRequest, RequestOutcome, useStopMessage } from './request-outcome.tsx';
import { useRequestFormat } from './request-format.ts';

/** What the pending and outcome views need from a request flow (cancellation, broker change): the same context and verbs, each flow's own event names. */
export interface RequestFlowContext {
  useSelect<T>(selector: (snapshot: { context: { request: PolicyRequest | null; error: FlowFailure | null }; matches(state: never): boolean }) => T): T;
  useTag(tag: 'busy'): boolean;
  useSend(): (event: never) => void;
}

type Verb = 'refresh' | 'withdraw' | 'confirmWithdraw' | 'keep' | 'close' | 'startOver' | 'retry';

/**
 * The views of a request flow once it is sent or cannot go on: pending (with withdraw), decided or
 * withdrawn, and stopped (another open request, a closed policy, a failed load). `approved` words the
 * flow's own success message.
 */
export function requestStatusViews(Flow: RequestFlowContext, namespace: 'cancellation' | 'brokerChange', approved: (f: ReturnType<typeof useRequestFormat>, request: PolicyRequest) => string) {
  const useVerb = () => {
    const send = Flow.useSend() as (event: { type: string }) => void;
    return (verb: Verb) => () => send({ type: `${namespace}.${verb}` });
  };
  const inState = (name: string) => (s: { matches: (state: never) => boolean }) => s.matches(name as never);

  function Pending() {
    const verb = useVerb();
    const request = Flow.useSelect((s) => s.context.request);
    const confirming = Flow.useSelect((s) => inState('withdrawConfirm')(s) || inState('withdrawing')(s));
    const busy = Flow.useTag('busy');
    const error = Flow.useSelect((s) => (inState('withdrawConfirm')(s) ? s.context.error : null));
    if (!request) return null;
    return (
      <PendingRequest
        request={request}
        confirming={confirming}
        busy={busy}
        error={error}
        onRefresh={verb('refresh')}
        onWithdraw={verb('withdraw')}
        onConfirmWithdraw={verb('confirmWithdraw')}
        onKeep={verb('keep')}
        onClose={verb('close')}
      />
    );
  }

  function Decided() {
    const f = useRequestFormat();
    const verb = useVerb();
    const request = Flow.useSelect((s) => s.context.request);
    if (!request) return null;
    const message = request.status === 'approved' ? approved(f, request) : f.t(request.status === 'rejected' ? 'policyRequests.rejected' : 'policyRequests.withdrawn');
    return (
      <RequestOutcome
        tone={request.status === 'approved' ? 'success' : 'info'}
        message={message}
        request={request}
        onClose={verb('close')}
        {...(request.status === 'approved' ? {} : { onStartOver: verb('startOver') })}
      />
    );
  }

  function Stopped() {
    const verb = useVerb();
    const stopMessage = useStopMessage();
    const error = Flow.useSelect((s) => s.context.error);
    const request = Flow.useSelect((s) => (inState('blocked')(s) ? s.context.request : null));
    const retry = Flow.useSelect(inState('loadFailed'));
    return (
      <RequestOutcome
        tone={request ? 'info' : 'error'}
        message={stopMessage(error, request)}
        request={request}
        onClose={verb('close')}
        {...(retry ? { onRetry: verb('retry') } : {})}
      />
    );
  }

  return { Pending, Decided, Stopped };
}
