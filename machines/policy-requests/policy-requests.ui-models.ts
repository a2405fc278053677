import type { AnyEventObject } from 'xstate';
import { type FlowModel, eventName } from '../tooling/test-paths.ts';
import { brokerChangeModel, cancellationModel } from './policy-requests.models.ts';

/**
 * UI-level models of the request flows (machines/flow-models.ts `ui`): the machine-level models'
 * events that a customer, the back office (through its API) or the network cause while the flow's
 * page is open; e2e/support/model-paths-requests.ts maps each event to an action. Left out to keep the
 * replays short (each path is a browser page), the machine-level paths taking them: a failed first
 * load (its screen, a message with Try again and Back to the policy, is the one a blocked flow shows),
 * the refusals a customer meets only in a race (estimate_changed after midnight, request_open from
 * another tab, a policy cancelled or a broker gone meanwhile, a withdrawal crossing a decision), a
 * request withdrawn in another tab, a failed look at a pending request (the page stays as it is) and
 * the wait after a 503 while loading (its own e2e: e2e/service-outage.spec.ts stops the real database).
 */
const raceCodes = new Set(['policy_cancelled', 'policy_expired', 'estimate_changed', 'request_open', 'request_not_pending', 'broker_unavailable']);

function shownInUi(model: FlowModel, event: AnyEventObject): boolean {
  const name = eventName(event, model.machine);
  if (name.startsWith('onError')) {
    const { code } = event.error as { code: string | null };
    return !raceCodes.has(code ?? '') && !['onError loadStart', 'onError loadRequest', 'onError withdrawRequest'].includes(name);
  }
  if (name === 'after serviceRetry') return false;
  return !(name === 'onDone loadRequest' && (event.output as { status: string }).status === 'withdrawn');
}

const timer = 'the look every 5 seconds is the call Check again makes (`refresh`), which the paths take; the machine-level paths take the timer';
const uiModelOf = (model: FlowModel): FlowModel => ({
  ...model,
  events: model.events.filter((event) => shownInUi(model, event)),
  noUiTrigger: [{ event: 'after pollInterval', why: timer }],
});

export const cancellationUiModel = uiModelOf(cancellationModel);
export const brokerChangeUiModel = uiModelOf(brokerChangeModel);
