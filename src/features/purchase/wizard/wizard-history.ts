import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { PurchaseStep } from '../../../../machines/purchase/purchase.machine.ts';
import { runningFlowOf } from '@/app/flows/flow-host.ts';
import { linkTo } from '@/lib/paths.ts';
import { usePurchase } from '../purchase-context.tsx';
import { purchaseFlow } from '../purchase-flow.ts';

type PurchaseActor = ActorRefFrom<typeof purchaseFlow.logic>;
import { currentStep, stepOrder } from './step-indicator.tsx';
import { isOneOf } from '@/lib/one-of.ts';

/** The wizard's step in the URL (`?step=people`), next to `?renew=…`: one history entry per step. */
export const STEP_PARAM = 'step';

const isStep = (value: string | null): value is PurchaseStep => isOneOf(stepOrder, value);
const indexOf = (step: PurchaseStep) => stepOrder.indexOf(step);

function withStep(search: string, step: PurchaseStep): string {
  const params = new URLSearchParams(search);
  params.set(STEP_PARAM, step);
  return `?${params.toString()}`;
}

/**
 * Moves the machine towards the step the browser went to (Back or Forward), one `purchase.back` /
 * `purchase.forward` at a time, as far as the machine allows: it refuses what may not be redone
 * (leaving a payment under way, returning from the confirmation) and Forward where the next step's
 * data is gone. Returns the step reached.
 */
function walk(actor: PurchaseActor, target: PurchaseStep): PurchaseStep {
  for (let moves = 0; moves < stepOrder.length * 2; moves += 1) {
    const snapshot = actor.getSnapshot();
    const step = currentStep(snapshot);
    if (step === target) return step;
    actor.send({ type: indexOf(target) < indexOf(step) ? 'purchase.back' : 'purchase.forward' });
    // The state did not change: the machine does not allow that move from here.
    if (actor.getSnapshot() === snapshot) return step;
  }
  return currentStep(actor.getSnapshot());
}

/** React Router's position in the tab's history (its `idx`), to tell a Back from a Forward (none when prerendered). */
function historyIndex(): number {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' ? state.idx : 0;
}

/**
 * The router adapter of the wizard. Machine -> URL: each step the customer reaches moves the URL to
 * `?step=<step>`, pushing a history entry when it goes forward and replacing it otherwise, so the
 * browser's (and Android's) Back goes to the previous step instead of out of the wizard. URL ->
 * machine: a Back or Forward (a POP) sends the machine its own back/forward events; where the machine
 * refuses, the URL is put back to where the customer is. After the payment, Back leaves the finished
 * purchase for the category page rather than trapping the customer on the confirmation.
 * A reload resumes the saved flow, whose step the URL already names.
 */
export function useWizardHistory() {
  const step = usePurchase(currentStep);
  const done = usePurchase((snapshot) => snapshot.hasTag('done'));
  // Loading has no step of its own yet (a renewal opens at the details once loaded); an ended flow
  // (Buy another) is taken elsewhere by its exit, not here.
  const loading = usePurchase((snapshot) => snapshot.value === 'loading' || snapshot.value === 'loadFailed' || snapshot.status !== 'active');
  const categoryId = usePurchase((snapshot) => snapshot.context.categoryId);
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const lastIndex = useRef(historyIndex());
  // The wizard's first entry keeps its URL as it was opened (links, remembered paths, the renewal
  // link stay exact); it stands for the step the wizard opened on.
  const entryStep = useRef<PurchaseStep | null>(null);

  useEffect(() => {
    if (loading) return;
    const param = new URLSearchParams(location.search).get(STEP_PARAM);
    if (param === null) entryStep.current ??= step;
    const urlStep = param ?? entryStep.current;
    const index = historyIndex();
    const direction = Math.sign(index - lastIndex.current);
    lastIndex.current = index;
    const popped = navigationType === 'POP' && handled.current !== location.key && handled.current !== null;
    handled.current = location.key;
    if (popped) {
      const actor = runningFlowOf(purchaseFlow);
      if (done && direction < 0) {
        void navigate(linkTo.category(categoryId), { replace: true });
        return;
      }
      if (actor && isStep(urlStep) && urlStep !== step) {
        const reached = walk(actor, urlStep);
        if (reached !== urlStep) void navigate(withStep(location.search, reached), { replace: true });
        return;
      }
      // An entry of the step the customer is already on (left by an in-page Back): skip it.
      if (urlStep === step && direction !== 0) void navigate(direction);
      return;
    }
    if (urlStep === step) return;
    const forward = isStep(urlStep) && indexOf(step) > indexOf(urlStep);
    if (forward && param === null) {
      // Leaving the first entry: it now names its step too, so coming Back to it after a reload
      // still means that step (React Router's own state on the entry is kept as it is).
      window.history.replaceState(window.history.state, '', `${location.pathname}${withStep(location.search, urlStep)}${location.hash}`);
    }
    void navigate(withStep(location.search, step), { replace: !forward });
  }, [loading, step, done, categoryId, location.key, location.pathname, location.search, location.hash, navigationType, navigate]);
}
