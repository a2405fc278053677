import * as z from 'zod/mini';
import { type ErrorStatus, errorStatuses } from '../../contract/endpoint-statuses.ts';
import type { EndpointDefinition } from '../../contract/endpoint-definition.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { apiErrorSchema } from '../../contract/errors.ts';
import { CSRF_TOKEN_HEADER, LANGUAGE_HEADER, SESSION_TOKEN_HEADER } from '../../contract/http.ts';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../../contract/purchase.ts';
import { schemaExample } from './schema-example.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOptions {
  prefix: string;
  version?: string;
  /** Told of each place no example could be made for (the document's test expects none). */
  onMissingExample?: (where: string, reason: string) => void;
}

/**
 * The OpenAPI 3.1 document of the API, generated from contract/endpoints.ts (never written by hand, so
 * it cannot disagree with what the client and the server actually use). OpenAPI 3.1 schemas are JSON
 * Schema 2020-12, which is what zod's toJSONSchema writes. Every operation lists every status it can
 * answer (contract/endpoint-statuses.ts derives them from its entry), its headers and an example of each
 * request and answer (docs/api.md).
 */
export function buildOpenApiDocument(options: OpenApiOptions): JsonSchema {
  const example = (where: string, schema: JsonSchema): { example?: unknown } => {
    try {
      return { example: schemaExample(schema) };
    } catch (error) {
      options.onMissingExample?.(where, error instanceof Error ? error.message : String(error));
      return {};
    }
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, EndpointDefinition][]) {
    // OpenAPI templates path parameters as `{name}` (the routers' `:name`).
    const item = (paths[`${options.prefix}${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}`] ??= {});
    item[endpoint.method.toLowerCase()] = operation(name, endpoint, example);
  }
  const sharedResponses = Object.fromEntries(
    errorStatuses({ method: 'POST', path: '/:shared', summary: '', body: z.object({}), response: z.null(), needsSession: true }).map((entry) => [
      `Error${entry.status}`,
      errorResponse(entry),
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Insurance purchase API',
      version: options.version ?? '1',
      description:
        'Reference backend of the insurance purchase app. Every failure answers with the ApiError shape; every operation lists the statuses it can answer. ' +
        'A request with a query parameter the operation does not declare is refused (400, `fields` names it).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The server that serves this document.' }],
    security: [{}],
    paths,
    components: {
      schemas: { ApiError: schemaOf(apiErrorSchema, 'output') },
      responses: sharedResponses,
      parameters: {
        AcceptLanguage: {
          name: LANGUAGE_HEADER,
          in: 'header',
          required: false,
          description: 'The language of the answer\'s texts: the stored `lang` of the app (`en` or `ar`); anything else answers in English.',
          schema: { type: 'string', examples: ['ar'] },
          example: 'ar',
        },
        IdempotencyKey: {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: true,
          description: 'A new random key per new request; a retry of the same request sends the same key and gets the first answer (422 idempotency_key_reused for another body).',
          schema: schemaOf(idempotencyKeySchema, 'input'),
          example: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        },
      },
      securitySchemes: {
        sessionToken: { type: 'apiKey', in: 'header', name: SESSION_TOKEN_HEADER, description: 'The session token from GET /security/token (rotated on sign-in: take the session-token header of the answer).' },
        csrfToken: { type: 'apiKey', in: 'header', name: CSRF_TOKEN_HEADER, description: 'The same session token again: the double-submit CSRF check of every state-changing call.' },
      },
    },
  };
}

type Example = (where: string, schema: JsonSchema) => { example?: unknown };

function operation(name: string, endpoint: EndpointDefinition, example: Example): JsonSchema {
  const status = String(endpoint.successStatus ?? 200);
  const shared = errorStatuses({ method: 'POST', path: '/:shared', summary: '', body: z.object({}), response: z.null(), needsSession: true });
  const responseSchema = schemaOf(endpoint.response, 'output');
  return {
    operationId: name,
    summary: endpoint.summary,
    parameters: [
      ...pathParameters(name, endpoint, example),
      ...(endpoint.query ? queryParameters(name, endpoint.query, example) : []),
      { $ref: '#/components/parameters/AcceptLanguage' },
      ...(endpoint.idempotencyKey ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(endpoint.body, 'input'), ...example(`${name} request body`, schemaOf(endpoint.body, 'input')) } },
          },
        }
      : {}),
    ...(endpoint.binaryBody
      ? {
          requestBody: {
            required: true,
            description: `The file's bytes, at most ${endpoint.binaryBody.maxBytes} bytes.`,
            content: Object.fromEntries(endpoint.binaryBody.contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
          },
        }
      : {}),
    security: endpoint.needsSession ? [{ sessionToken: [], csrfToken: [] }] : [{}],
    responses: {
      [status]:
        status === '204'
          ? { description: 'Done; no content.' }
          : endpoint.binaryResponse
            ? {
                description: 'The file, as an attachment.',
                content: Object.fromEntries(endpoint.binaryResponse.contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
              }
            : { description: 'Success.', content: { 'application/json': { schema: responseSchema, ...example(`${name} ${status} answer`, responseSchema) } } },
      ...Object.fromEntries(
        errorStatuses(endpoint).map((entry) => {
          const common = shared.find((candidate) => candidate.status === entry.status);
          const same = common && common.codes.join() === entry.codes.join();
          return [String(entry.status), same ? { $ref: `#/components/responses/Error${entry.status}` } : errorResponse(entry)];
        }),
      ),
    },
  };
}

function errorResponse(entry: ErrorStatus): JsonSchema {
  return {
    description: `${entry.description} Codes: ${entry.codes.join(', ')}.`,
    ...(entry.status === 429 || entry.status === 503
      ? { headers: { 'Retry-After': { description: 'Seconds until a retry can succeed.', schema: { type: 'integer', minimum: 0 } } } }
      : {}),
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ApiError' },
        example: { error: { code: entry.codes[0], message: entry.description, status: entry.status } },
      },
    },
  };
}

function pathParameters(name: string, endpoint: EndpointDefinition, example: Example): JsonSchema[] {
  const properties = endpoint.params ? (schemaOf(endpoint.params, 'input').properties as Record<string, JsonSchema> | undefined) : undefined;
  return [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map(([, parameter = '']) => {
    const schema = properties?.[parameter] ?? { type: 'string' };
    return { name: parameter, in: 'path', required: true, schema, ...example(`${name} path ${parameter}`, schema) };
  });
}

function queryParameters(name: string, schema: z.ZodMiniType, example: Example): JsonSchema[] {
  const objectSchema = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(objectSchema.properties ?? {}).map(([parameter, property]) => ({
    name: parameter,
    in: 'query',
    required: objectSchema.required?.includes(parameter) ?? false,
    schema: property,
    ...example(`${name} query ${parameter}`, property),
  }));
}

function schemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}
