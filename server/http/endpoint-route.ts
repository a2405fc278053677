import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import type { EndpointDefinition } from '../../contract/endpoint-definition.ts';
import { findUnsafeText, textProblems } from '../../contract/text-rules.ts';
import { ApiHttpError } from './api-error.ts';
import type { AppEnv } from './app-env.ts';
import { checkJsonStructure, decodeUtf8 } from './json-text.ts';
import { checkPolicyScope } from './policy-scope.ts';

// zod/mini ships without messages ("Invalid input" for everything) to stay small in the browser; the
// server can afford the English ones, which end up in the error's `fields`.
z.config(z.locales.en());

type QueryOf<E extends EndpointDefinition> = E extends { query: infer Q extends z.ZodMiniType } ? z.output<Q> : undefined;
type BodyOf<E extends EndpointDefinition> = E extends { body: infer B extends z.ZodMiniType } ? z.output<B> : E extends { binaryBody: object } ? Buffer : undefined;
type ParamsOf<E extends EndpointDefinition> = E extends { params: infer P extends z.ZodMiniType } ? z.output<P> : undefined;
/** A file's bytes (binaryResponse) are answered as the handler's own Response, headers and all. */
type ResponseOf<E extends EndpointDefinition> = E extends { binaryResponse: object } ? Response : z.input<E['response']>;

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
 * runs (400 `validation_failed` with `fields`, unknown query parameters and repeated keys included; 400
 * `bad_request` for a body that is not JSON, not UTF-8 or nested deeper than MAX_JSON_DEPTH; 413 for a
 * body over MAX_JSON_BODY_BYTES, chunked or not; 415 for a body sent as another media type), and the
 * handler's typed result is sent with the endpoint's success status. So a route cannot drift from the
 * contract the client is built from. A `binaryBody` endpoint's handler gets the body's bytes (413
 * `document_too_large` past its limit); a `binaryResponse` endpoint's handler answers its own Response.
 * A "Find my policy" session reaches only the endpoints open to it (checkPolicyScope).
 */
export function mountEndpoint<E extends EndpointDefinition>(router: Hono<AppEnv>, endpoint: E, handler: EndpointHandler<E>): void {
  const queryNames = new Set(endpoint.query ? Object.keys(objectProperties(endpoint.query)) : []);
  router.on(endpoint.method, endpoint.path, async (c) => {
    const params = endpoint.params ? parseParams(endpoint.params, c) : undefined;
    checkPolicyScope(c, endpoint, params);
    const query = parseQuery(endpoint.query, queryNames, c);
    const body = endpoint.body ? await parseBody(endpoint.body, c) : endpoint.binaryBody ? await readBinaryBody(c, endpoint.binaryBody.maxBytes) : undefined;
    const result = await handler(c, { query: query as QueryOf<E>, body: body as BodyOf<E>, params: params as ParamsOf<E> });
    if (endpoint.binaryResponse) return result as Response;
    if (endpoint.successStatus === 204) return c.body(null, 204);
    return c.json(result, endpoint.successStatus ?? 200);
  });
}

/** The properties an object schema accepts, as JSON Schema (read once per endpoint, when it is mounted). */
function objectProperties(schema: z.ZodMiniType): Record<string, unknown> {
  return (z.toJSONSchema(schema, { io: 'input' }) as { properties?: Record<string, unknown> }).properties ?? {};
}

/**
 * The query against the endpoint's schema. A parameter the endpoint does not declare is refused by
 * name (400 `validation_failed`, "Unknown parameter."), with or without a query schema: a misspelt
 * filter silently ignored would answer something else than the caller asked for.
 */
function parseQuery(schema: z.ZodMiniType | undefined, names: ReadonlySet<string>, c: Context<AppEnv>): unknown {
  const fields: Record<string, string> = {};
  const single: Record<string, string> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (!names.has(name)) fields[name] = 'Unknown parameter.';
    // A repeated parameter is ambiguous (which one wins?), so it is refused rather than guessed.
    else if (values.length > 1) fields[name] = 'Give this parameter once.';
    single[name] = values[0] ?? '';
  }
  if (!schema && Object.keys(fields).length === 0) return undefined;
  const parsed = schema?.safeParse(single);
  if (parsed && !parsed.success) Object.assign(fields, issuesToFields(parsed.error.issues));
  Object.assign(fields, unsafeTextFields(single));
  if (Object.keys(fields).length > 0) {
    throw new ApiHttpError(400, 'validation_failed', 'Some query parameters are not valid.', fields);
  }
  return parsed?.data;
}

function parseParams(schema: z.ZodMiniType, c: Context<AppEnv>): unknown {
  const raw = c.req.param();
  const parsed = schema.safeParse(raw);
  const fields = { ...(parsed.success ? {} : issuesToFields(parsed.error.issues)), ...unsafeTextFields(raw) };
  if (!parsed.success || Object.keys(fields).length > 0) throw new ApiHttpError(400, 'validation_failed', 'The address is not valid.', fields);
  return parsed.data;
}

/** The largest JSON body any endpoint accepts (forms are small); bigger ones are refused unread. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

const bodyTooLarge = () => new ApiHttpError(413, 'bad_request', 'The request body is too large.');

/** A file upload (binaryBody) over its limit: told in the words of a document, with the limit. */
const fileTooLarge = (maxBytes: number) =>
  new ApiHttpError(413, 'document_too_large', `A file can be at most ${Math.floor(maxBytes / (1024 * 1024))} MB.`, { file: `At most ${Math.floor(maxBytes / (1024 * 1024))} MB.` });

/** The bytes of a binaryBody endpoint, read no further than its limit (as readBodyText). */
const readBinaryBody = (c: Context<AppEnv>, maxBytes: number) => readBodyBytes(c, maxBytes, () => fileTooLarge(maxBytes));

const readBodyText = async (c: Context<AppEnv>): Promise<string> => decodeUtf8(await readBodyBytes(c, MAX_JSON_BODY_BYTES, bodyTooLarge));

/**
 * The body, read no further than `maxBytes`: a declared Content-Length over it is refused unread, and
 * a chunked body (no length declared) is refused as soon as its bytes pass it, so a 20 MB body sent to
 * a JSON endpoint costs 64 KiB of memory, not 20 MB.
 */
async function readBodyBytes(c: Context<AppEnv>, maxBytes: number, tooLarge: () => ApiHttpError): Promise<Buffer> {
  const length = c.req.header('content-length');
  const declared = Number(length ?? '0');
  if (declared > maxBytes) throw tooLarge();
  // A declared length within the limit bounds what can arrive (Node's HTTP parser reads no further), so
  // the body is read in one piece: on the Node server that skips building a web Request and stream for
  // every POST (about a tenth of a quote's CPU time and much of its garbage).
  if (length !== undefined && Number.isSafeInteger(declared) && declared >= 0 && !c.req.header('transfer-encoding')) {
    const body = Buffer.from(await c.req.raw.arrayBuffer());
    if (body.byteLength > maxBytes) throw tooLarge();
    return body;
  }
  const stream = c.req.raw.body;
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/**
 * NUL, other control characters (tab and line breaks aside) and unpaired surrogates are refused in
 * every string of every request, whatever the endpoint's schema says: no text field that forgot the
 * contract's rules can carry them into the database (PostgreSQL refuses NUL with a 500) or the logs.
 * They are reported with the schema's other problems, each on its field.
 */
function unsafeTextFields(value: unknown): Record<string, string> {
  return Object.fromEntries(findUnsafeText(value).map((path) => [path, textProblems.controlCharacters]));
}

/** JSON, with or without a charset; `application/*+json` too. No Content-Type at all counts as JSON (curl -d). */
const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i;

async function parseBody(schema: z.ZodMiniType, c: Context<AppEnv>): Promise<unknown> {
  const contentType = c.req.header('content-type');
  // A form post or plain text is refused before it is read: the endpoints speak JSON only.
  if (contentType && !JSON_MEDIA_TYPE.test(contentType.trim())) {
    throw new ApiHttpError(415, 'bad_request', 'Send the request body as JSON (Content-Type: application/json).');
  }
  const text = await readBodyText(c);
  // Depth and repeated keys before parsing, so no later walk over the value meets an unbounded nesting.
  checkJsonStructure(text);
  let json: unknown;
  try {
    // An empty body counts as {} (the client sends {} for calls without fields; curl may send nothing).
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiHttpError(400, 'bad_request', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(json);
  const fields = { ...(parsed.success ? {} : issuesToFields(parsed.error.issues)), ...unsafeTextFields(json) };
  if (!parsed.success || Object.keys(fields).length > 0) throw new ApiHttpError(400, 'validation_failed', 'Some fields are not valid.', fields);
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
