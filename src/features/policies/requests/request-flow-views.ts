import type { ReactNode } from 'react';
import type { RequestFlow, RequestFlowContext, RequestFlowEvent } from '../../../../machines/policy-requests/request-flow.ts';

/**
 * What the shared request views (the page scaffold, pending, decided, stopped) need from a request
 * flow's context (`Cancellation`, `BrokerChange` from createFlowContext): the context every request
 * flow holds, its state's name, and its shared events under its own prefix. Each flow's context is
 * one of these as it is (its machine's snapshot and events are wider), so no view casts.
 */
export interface RequestFlowViews<Flow extends RequestFlow, State extends string> {
  Provider(props: { flowKey: string; onStart?: (actor: { send(event: RequestFlowEvent<Flow>): void }) => void; children: ReactNode }): ReactNode;
  useSelect<T>(selector: (snapshot: { context: RequestFlowContext; value: State }) => T): T;
  useTag(tag: 'busy'): boolean;
  useSend(): (event: RequestFlowEvent<Flow>) => void;
}
