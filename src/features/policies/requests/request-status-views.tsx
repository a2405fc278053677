import type { PolicyRequest } from '../../../../contract/policy-requests.ts';
import type { RequestFlow } from '../../../../machines/policy-requests/request-flow.ts';
import { PendingRequest, RequestOutcome, useStopMessage } from './request-outcome.tsx';
import { useRequestFormat } from './request-format.ts';
import type { RequestFlowViews } from './request-flow-views.ts';

type Verb = 'refresh' | 'withdraw' | 'confirmWithdraw' | 'keep' | 'close' | 'startOver' | 'retry';

/**
 * The views of a request flow once it is sent or cannot go on: pending (with withdraw), decided or
 * withdrawn, and stopped (another open request, a closed policy, a failed load). `approved` words the
 * flow's own success message.
 */
export function requestStatusViews<Flow extends RequestFlow, State extends string>(
  Flow: RequestFlowViews<Flow, State>,
  flow: Flow,
  approved: (f: ReturnType<typeof useRequestFormat>, request: PolicyRequest) => string,
) {
  const useVerb = () => {
    const send = Flow.useSend();
    return (verb: Verb) => () => send({ type: `${flow}.${verb}` });
  };
  const inState = (...names: string[]) => (s: { value: string }) => names.includes(s.value);

  function Pending() {
    const verb = useVerb();
    const request = Flow.useSelect((s) => s.context.request);
    const confirming = Flow.useSelect(inState('withdrawConfirm', 'withdrawing'));
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
