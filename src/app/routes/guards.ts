import { paths } from '../../lib/paths.ts';

/** What the guards read from the session machine. */
export interface GuardSession {
  username: string | null;
  backendUser: boolean;
  registrationStep: string | null;
  temporaryPath: string | null;
  /** POLICY: a Find my policy session (one policy only); absent where the guards do not need it. */
  loginTypeEnumId?: string | null;
}

export interface GuardLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type GuardDecision =
  | { kind: 'allow' }
  /** Go elsewhere; `remember` is the wanted path to honour after login. */
  | { kind: 'redirect'; to: string; remember?: string };

export type GuardName = 'backendUserOnlyLogin' | 'needsUsername' | 'notPolicyScoped' | 'pendingRegistration' | 'homeWhenSignedIn' | 'leaveLoginWhenSignedIn';

const policyScoped = (session: GuardSession) => session.loginTypeEnumId === 'POLICY';

type Guard = (location: GuardLocation, session: GuardSession) => GuardDecision;

const allow: GuardDecision = { kind: 'allow' };

/** The spec's guards (section 2) and the one that honours the wanted path after login. */
export const guards: Record<GuardName, Guard> = {
  /** A backend user is redirected to /login from any other page. */
  backendUserOnlyLogin: (location, session) =>
    session.backendUser && location.pathname !== paths.login ? { kind: 'redirect', to: paths.login } : allow,
  /** /services/our-products (and below) needs a stored username; the wanted path is remembered. */
  needsUsername: (location, session) =>
    session.username
      ? allow
      : { kind: 'redirect', to: paths.login, remember: `${location.pathname}${location.search}${location.hash}` },
  /**
   * Buying and claims need a full session: a Find my policy session (one policy, which the server
   * keeps it to) goes to /login, where the guest signs in or continues as a new guest; the wanted path is remembered.
   */
  notPolicyScoped: (location, session) =>
    policyScoped(session) ? { kind: 'redirect', to: paths.login, remember: `${location.pathname}${location.search}${location.hash}` } : allow,
  /** /services with a pending registration step goes to /sign-up. */
  pendingRegistration: (_, session) => (session.registrationStep ? { kind: 'redirect', to: paths.signUp } : allow),
  /** / with a stored username goes to /services. */
  homeWhenSignedIn: (_, session) => (session.username ? { kind: 'redirect', to: paths.services } : allow),
  /**
   * Signed in on /login or back from Google (and not a backend user, nor a Find my policy session, which
   * may sign in from there): go to the remembered path, else /services.
   * The remembered path is forgotten on arrival (router adapter), not here.
   */
  leaveLoginWhenSignedIn: (_, session) =>
    session.username && !session.backendUser && !policyScoped(session) ? { kind: 'redirect', to: session.temporaryPath ?? paths.services } : allow,
};

/** Applies the global guard, then the route's own guards in order; the first redirect wins. */
export function decide(routeGuards: readonly GuardName[], location: GuardLocation, session: GuardSession): GuardDecision {
  for (const name of ['backendUserOnlyLogin', ...routeGuards] as const) {
    const decision = guards[name](location, session);
    if (decision.kind === 'redirect') return decision;
  }
  return allow;
}
