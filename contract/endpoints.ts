import * as z from 'zod/mini';
import { geoQuerySchema, geoResponseSchema } from './geo.ts';
import { sessionTokenResponseSchema } from './security.ts';

/**
 * The one endpoint table. The client builds its calls from it and validates answers with `response`;
 * the server mounts its handlers on it and validates `query` / `body` with the same schemas.
 * Paths are relative to `{API base address}{base path}/{product}`.
 */
export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/${string}`;
  summary: string;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Needs a server session token (every state-changing call does, for the CSRF check). */
  needsSession: boolean;
  /** HTTP status of a success when it is not 200 (204 answers have no body: `response` is z.null()). */
  successStatus?: 201 | 204;
}

export const endpoints = {
  securityToken: {
    method: 'GET',
    path: '/security/token',
    summary: 'Create a server-side session and return its token (also in the session-token and x-csrf-token headers).',
    response: sessionTokenResponseSchema,
    needsSession: false,
  },
  endSession: {
    method: 'DELETE',
    path: '/security/token',
    summary: 'End the server-side session of the token sent (sign out). CSRF-checked like every state-changing call.',
    response: z.null(),
    needsSession: true,
    successStatus: 204,
  },
  geo: {
    method: 'GET',
    path: '/basic/geo',
    summary: 'Countries with their regions, names in English and Arabic.',
    query: geoQuerySchema,
    response: geoResponseSchema,
    needsSession: false,
  },
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;
