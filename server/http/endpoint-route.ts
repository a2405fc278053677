import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import type { EndpointDefinition } from '../../contract/endpoints.ts';
import { ApiHttpError } from './api-error.ts';
import type { AppEnv } from './app-env.ts';

// zod/mini ships without messages ("Invalid input" for everything) to stay small in the browser; the
// server can afford the English ones, which end up in the error's `fields`.
z.config(z.locales.en());

type QueryOf<E extends EndpointDefinition> = E extends { query: infer Q extends z.ZodMiniType } ? z.output<Q> : undefined;
type ResponseOf<E extends EndpointDefinition> = z.input<E['response']>;

export type EndpointHandler<E extends EndpointDefinition> = (
  c: Context<AppEnv>,
  input: { query: QueryOf<E> },
) => Promise<ResponseOf<E>> | ResponseOf<E>;

/**
 * Mounts one endpoint of contract/endpoints.ts: method and path come from the table, the query is
 * validated with the table's schema before the handler runs, and the handler's typed result is sent with
 * the endpoint's success status. So a route cannot drift from the contract the client is built from.
 */
export function mountEndpoint<E extends EndpointDefinition>(router: Hono<AppEnv>, endpoint: E, handler: EndpointHandler<E>): void {
  router.on(endpoint.method, endpoint.path, async (c) => {
    const query = endpoint.query ? parseQuery(endpoint.query, c) : undefined;
    const result = await handler(c, { query: query as QueryOf<E> });
    if (endpoint.successStatus === 204) return c.body(null, 204);
    return c.json(result, endpoint.successStatus ?? 200);
  });
}

function parseQuery(schema: z.ZodMiniType, c: Context<AppEnv>): unknown {
  const fields: Record<string, string> = {};
  const single: Record<string, string> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    // A repeated parameter is ambiguous (which one wins?), so it is refused rather than guessed.
    if (values.length > 1) fields[name] = 'Give this parameter once.';
    single[name] = values[0] ?? '';
  }
  const parsed = schema.safeParse(single);
  if (!parsed.success) Object.assign(fields, issuesToFields(parsed.error.issues));
  if (Object.keys(fields).length > 0) {
    throw new ApiHttpError(400, 'validation_failed', 'Some query parameters are not valid.', fields);
  }
  return parsed.data;
}

/** zod issues -> the error shape's `fields` (dotted path -> message); unknown keys are named one by one. */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = 'Unknown parameter.';
      continue;
    }
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= issue.message;
  }
  return fields;
}
