import { type SnapshotFrom, fromPromise } from 'xstate';
import type { EndpointBody, EndpointName, EndpointResponse } from '../../../contract/endpoints.ts';
import type { SubmissionMachine } from '../../../machines/session/submission.machine.ts';
import type { ApiClient } from '@/lib/api/client.ts';
import { flowServices } from './flow-services.ts';
import type { FlowDefinition } from './flow-host.ts';

export interface SubmissionFlow<TResult> extends FlowDefinition<SubmissionMachine> {
  /** The server's answer once sent, null before: a typed selector for the views. */
  sent: (snapshot: SnapshotFrom<SubmissionMachine>) => TResult | null;
}

/**
 * The flow of a one-form submission machine (machines/session/submission.machine.ts): a page flow
 * whose one effect is `call`, made with a server session (the CSRF check). The API client is found
 * on send, not on start, so a prerendered page may hold the flow. `resume: false` for a form whose
 * answer must come from the server again on every opening (a verification link).
 *
 * The machine is one for every form and keeps `unknown` (xstate's setup cannot carry type parameters
 * through invoke); the types are named here, once: the values are what this flow's views send, and
 * the answer is what `call`, the only `send` provided, returned.
 */
export function submissionFlow<TValues, TResult>(
  machine: SubmissionMachine,
  call: (api: ApiClient, values: TValues) => Promise<TResult>,
  options: { resume?: false } = {},
): SubmissionFlow<TResult> {
  const id = machine.id;
  return {
    id,
    version: 1,
    lifetime: 'page',
    ...options,
    logic: (services) =>
      machine.provide({
        actors: {
          send: fromPromise(({ input }) => {
            const { api, withSession } = flowServices(services, id);
            return withSession(() => call(api, input as TValues));
          }),
        },
      }),
    sent: (snapshot) => snapshot.context.result as TResult | null,
  };
}

/** The common case: the form's values are the body of one endpoint, and its answer the endpoint's. */
export function endpointSubmission<N extends EndpointName>(machine: SubmissionMachine, endpoint: N, options: { resume?: false } = {}) {
  return submissionFlow(machine, (api, body: EndpointBody<N>): Promise<EndpointResponse<N>> => api.call(endpoint, { body }), options);
}
