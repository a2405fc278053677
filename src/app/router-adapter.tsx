import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionContext } from '../../machines/session/session.machine.ts';
import { clearToasts } from '@/lib/toasts.ts';
import { useAppSelector, useSend } from '@/lib/app-context.tsx';
import { subscribeToFlowExits } from './flows/flow-host.ts';
import { type GuardDecision, type GuardLocation, decide } from './routes/guards.ts';
import { findRoute } from './routes/route-table.ts';

/**
 * The router adapter. URL -> machine: every location is checked against the session machine by the
 * route table's guards; a remembered path becomes a session event. Machine -> URL: the check runs
 * again whenever the session changes, so a sign-out or a 403 moves the customer off a page that is
 * no longer allowed. A refused location is replaced, never added to history.
 */
export function decideFor(
  location: GuardLocation,
  session: Pick<SessionContext, 'username' | 'backendUser' | 'registrationStep' | 'temporaryPath'> & Partial<Pick<SessionContext, 'loginTypeEnumId'>>,
): GuardDecision {
  const entry = findRoute(location.pathname);
  return decide(entry?.guards ?? [], location, session);
}

/** The session fields the guards read, as primitives (so a change re-renders exactly when needed). */
export function useGuardDecision(): GuardDecision {
  const location = useLocation();
  const username = useAppSelector('session', (s) => s.context.username, null);
  const backendUser = useAppSelector('session', (s) => s.context.backendUser, false);
  const registrationStep = useAppSelector('session', (s) => s.context.registrationStep, null);
  const temporaryPath = useAppSelector('session', (s) => s.context.temporaryPath, null);
  const loginTypeEnumId = useAppSelector('session', (s) => s.context.loginTypeEnumId, null);
  return decideFor(location, { username, backendUser, registrationStep, temporaryPath, loginTypeEnumId });
}

/** Carries out a refusal: remembers the wanted path, then replaces the location. */
export function GuardRedirect({ decision }: { decision: Extract<GuardDecision, { kind: 'redirect' }> }) {
  const navigate = useNavigate();
  const sendSession = useSend('session');
  const { to, remember } = decision;
  useEffect(() => {
    if (remember) sendSession({ type: 'session.rememberPath', path: remember });
    void navigate(to, { replace: true });
  }, [to, remember, navigate, sendSession]);
  return null;
}

/**
 * The wanted path is used up once the signed-in customer has arrived there. Forgetting it earlier
 * would race the navigation that takes them there (router updates are transitions).
 */
export function useForgetRememberedPathOnArrival() {
  const { pathname, search, hash } = useLocation();
  const temporaryPath = useAppSelector('session', (s) => s.context.temporaryPath, null);
  const username = useAppSelector('session', (s) => s.context.username, null);
  const sendSession = useSend('session');
  useEffect(() => {
    if (username && temporaryPath === `${pathname}${search}${hash}`) sendSession({ type: 'session.forgetPath' });
  }, [username, temporaryPath, pathname, search, hash, sendSession]);
}

/** All toasts clear when the URL changes (the product spec, docs/product-spec.md). */
export function useClearToastsOnUrlChange() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => clearToasts, [pathname, search, hash]);
}

/**
 * Machine -> URL for flows: a flow that reached a final state has been ended by the flow host, which
 * reports the exit its definition maps the final state to; the customer is taken there.
 */
export function useFlowExits() {
  const navigate = useNavigate();
  useEffect(() => subscribeToFlowExits(({ to }) => void navigate(to)), [navigate]);
}
