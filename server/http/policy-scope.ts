import type { Context } from 'hono';
import type { EndpointDefinition } from '../../contract/endpoint-definition.ts';
import { endpoints, type EndpointName } from '../../contract/endpoints.ts';
import { policyScopeRules } from '../../contract/policy-access.ts';
import { ApiHttpError } from './api-error.ts';
import type { AppEnv } from './app-env.ts';

const nameOf = new Map<EndpointDefinition, EndpointName>(Object.entries(endpoints).map(([name, endpoint]) => [endpoint, name as EndpointName]));

export const noSuchPolicyError = () => new ApiHttpError(404, 'not_found', 'There is no such policy.');

/**
 * Keeps a "Find my policy" session to its one policy (contract/policy-access.ts), before any handler
 * runs: an endpoint not listed is refused (403), and a listed `policy` endpoint answers 404 for any
 * other policy number, exactly as for an unknown one. Other sessions pass untouched.
 */
export function checkPolicyScope(c: Context<AppEnv>, endpoint: EndpointDefinition, params: unknown): void {
  const scope = c.get('session')?.policyScope;
  if (!scope) return;
  const rule = policyScopeRules[nameOf.get(endpoint) ?? ('' as EndpointName)];
  if (!rule) throw new ApiHttpError(403, 'forbidden', 'This session opens one policy only. Sign in or continue as a guest for anything else.');
  if (rule === 'policy' && (params as { policyNumber?: string } | undefined)?.policyNumber !== scope) throw noSuchPolicyError();
}

/** The policy a "Find my policy" session is limited to, or null for any other session. */
export const policyScopeOf = (c: Context<AppEnv>): string | null => c.get('session')?.policyScope ?? null;
