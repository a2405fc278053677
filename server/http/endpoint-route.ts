import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import type { EndpointDefinition } from '../../contract/endpoints.ts';
import { ApiHttpError } from './api-error.ts';
import type { AppEnv } from './app-env.ts';

// zod/mini ships without messages ("Invalid input" for everything) to stay small in the browser; the
// server can afford the English ones, which end up in the error's `fields`.
z.config(z.locales.en());

type QueryOf<E extends EndpointDefinition> = E extends { query: infer Q extends z.ZodMiniType } ? z.output<Q> : undefined;
type BodyOf<E extends EndpointDefinition> = E extends { body: infer B extends z.ZodMiniType } ? z.output<B> : undefined;
type ParamsOf<E extends EndpointDefinition> = E extends { params: infer P extends z.ZodMiniType } ? z.output<P> : undefined;
type ResponseOf<E extends EndpointDefinition> = z.input<E['response']>;

export interface EndpointInput<E extends EndpointDefinition> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  params: ParamsOf<E>;
}

export type EndpointHandler<E extends EndpointDefinition> = (
  c: Context<AppEnv>,
  input: EndpointInput<E>,
) => Promise<ResponseOf<E>> | ResponseOf<E>;

/**
 * Mounts one endpoint of contract/endpoints.ts: method and path come from the table, the path
 * parameters, the query and the JSON body are validated with the table's schemas before the handler
 * runs (400 `validation_failed` with `fields`; 400 `bad_request` for a body that is not JSON), and the
 * handler's typed result is sent with the endpoint's success status. So a route cannot drift from the
 * contract the client is built from.
 */
export function mountEndpoint<E extends EndpointDefinition>(router: Hono<AppEnv>, endpoint: E, handler: EndpointHandler<E>): void {
  router.on(endpoint.method, endpoint.path, async (c) => {
    const params = endpoint.params ? parseParams(endpoint.params, c) : undefined;
    const query = endpoint.query ? parseQuery(endpoint.query, c) : undefined;
    const body = endpoint.body ? await parseBody(endpoint.body, c) : undefined;
    const result = await handler(c, { query: query as QueryOf<E>, body: body as BodyOf<E>, params: params as ParamsOf<E> });
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

function parseParams(schema: z.ZodMiniType, c: Context<AppEnv>): unknown {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) {
    throw new ApiHttpError(400, 'validation_failed', 'The address is not valid.', issuesToFields(parsed.error.issues));
  }
  return parsed.data;
}

/** The largest JSON body any endpoint accepts (forms are small); bigger ones are refused unread. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

async function parseBody(schema: z.ZodMiniType, c: Context<AppEnv>): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_JSON_BODY_BYTES) throw new ApiHttpError(413, 'bad_request', 'The request body is too large.');
  const text = await c.req.text();
  if (text.length > MAX_JSON_BODY_BYTES) throw new ApiHttpError(413, 'bad_request', 'The request body is too large.');
  let json: unknown;
  try {
    // An empty body counts as {} (the client sends {} for calls without fields; curl may send nothing).
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiHttpError(400, 'bad_request', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiHttpError(400, 'validation_failed', 'Some fields are not valid.', issuesToFields(parsed.error.issues));
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
