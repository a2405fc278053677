import { Stack } from '@chakra-ui/react';
import { type ComponentType, createElement } from 'react';
import { useParams } from 'react-router';
import type { PolicyRequest } from '../../../../contract/policy-requests.ts';
import type { RequestFlow, RequestFlowEvent } from '../../../../machines/policy-requests/request-flow.ts';
import { useShownView } from '@/app/flows/use-shown-view.ts';
import { RetryingNotice } from '@/components/forms/outage-notice.tsx';
import { Page } from '@/components/layout/page.tsx';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Skeleton } from '../policy-ui.tsx';
import type { useRequestFormat } from './request-format.ts';
import type { RequestFlowViews } from './request-flow-views.ts';
import { requestStatusViews } from './request-status-views.tsx';

/**
 * The page of a request flow on one policy (/my-policy/:policyNumber/cancel, …/change-broker): the
 * flow's own steps, then the shared views once the request is sent or the flow cannot go on. The flow
 * resumes after a reload; one restored at its pending step looks at the request again at once (its
 * timer did not survive the reload).
 */
export function requestFlowPage<Flow extends RequestFlow, State extends string>(
  FlowViews: RequestFlowViews<Flow, State>,
  spec: {
    flow: Flow;
    title: MessageKey;
    lead: MessageKey;
    /** The flow's own steps: state -> view. */
    steps: Partial<Record<State, ComponentType>>;
    /** The words of an approved request. */
    approved: (f: ReturnType<typeof useRequestFormat>, request: PolicyRequest) => string;
    /** The placeholder while the flow waits (loading, sending, pricing). */
    Busy?: ComponentType;
  },
) {
  const { Pending, Decided, Stopped } = requestStatusViews(FlowViews, spec.flow, spec.approved);
  const Busy = spec.Busy ?? Loading;
  /** Loading again on its own after a 503: the notice says when. */
  const Retrying = () => <RetryingNotice failure={FlowViews.useSelect((s) => s.context.error)} kind="load" />;
  const shared: Partial<Record<string, ComponentType>> = {
    pending: Pending,
    refreshing: Pending,
    withdrawConfirm: Pending,
    withdrawing: Pending,
    approved: Decided,
    rejected: Decided,
    withdrawn: Decided,
    blocked: Stopped,
    unavailable: Stopped,
    loadFailed: Stopped,
    loadRetryWait: Retrying,
  };
  const viewOf = (snapshot: { value: State }): ComponentType => spec.steps[snapshot.value] ?? shared[snapshot.value] ?? Busy;
  const isBusy = (view: ComponentType) => view === Busy;
  const refreshOnStart = (actor: { send(event: RequestFlowEvent<Flow>): void }) => actor.send({ type: `${spec.flow}.refresh` });

  function FlowView() {
    const t = useT();
    const View = useShownView(FlowViews.useSelect(viewOf), isBusy);
    return (
      <Page title={t(spec.title)} lead={t(spec.lead)}>
        <Stack gap="4" maxW="2xl">
          {createElement(View)}
        </Stack>
      </Page>
    );
  }

  return function RequestFlowPage() {
    const policyNumber = useParams().policyNumber ?? '';
    return (
      <FlowViews.Provider flowKey={policyNumber} onStart={refreshOnStart}>
        <FlowView />
      </FlowViews.Provider>
    );
  };
}

function Loading() {
  const t = useT();
  return <Skeleton label={t('policyRequests.loading')} rows={2} />;
}
