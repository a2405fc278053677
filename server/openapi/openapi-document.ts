import * as z from 'zod/mini';
import { type EndpointDefinition, endpoints } from '../../contract/endpoints.ts';
import { apiErrorSchema } from '../../contract/errors.ts';
import { CSRF_TOKEN_HEADER, SESSION_TOKEN_HEADER } from '../../contract/http.ts';

type JsonSchema = Record<string, unknown>;

/**
 * The OpenAPI 3.1 document of the API, generated from contract/endpoints.ts (never written by hand, so
 * it cannot disagree with what the client and the server actually use). OpenAPI 3.1 schemas are JSON
 * Schema 2020-12, which is what zod's toJSONSchema writes.
 */
export function buildOpenApiDocument(options: { prefix: string; version?: string }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, EndpointDefinition][]) {
    // OpenAPI templates path parameters as `{name}` (the routers' `:name`).
    const item = (paths[`${options.prefix}${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}`] ??= {});
    item[endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Insurance purchase API',
      version: options.version ?? '1',
      description: 'Reference backend of the insurance purchase app. Every failure answers with the ApiError shape.',
    },
    paths,
    components: {
      schemas: { ApiError: schemaOf(apiErrorSchema, 'output') },
      securitySchemes: {
        sessionToken: { type: 'apiKey', in: 'header', name: SESSION_TOKEN_HEADER },
        csrfToken: { type: 'apiKey', in: 'header', name: CSRF_TOKEN_HEADER },
      },
    },
  };
}

function operation(name: string, endpoint: EndpointDefinition): JsonSchema {
  const status = String(endpoint.successStatus ?? 200);
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  });
  return {
    operationId: name,
    summary: endpoint.summary,
    ...(endpoint.query || endpoint.path.includes(':')
      ? { parameters: [...pathParameters(endpoint.path), ...(endpoint.query ? queryParameters(endpoint.query) : [])] }
      : {}),
    ...(endpoint.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } } } }
      : {}),
    ...(endpoint.binaryBody
      ? { requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream', maxLength: endpoint.binaryBody.maxBytes } } } } }
      : {}),
    ...(endpoint.needsSession ? { security: [{ sessionToken: [], csrfToken: [] }] } : {}),
    responses: {
      [status]:
        status === '204'
          ? { description: 'Done; no content.' }
          : endpoint.binaryResponse
            ? { description: 'The file, as an attachment.', content: Object.fromEntries(endpoint.binaryResponse.contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) }
            : { description: 'Success.', content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } } },
      ...(endpoint.query || endpoint.body || endpoint.binaryBody ? { '400': errorResponse('The request is not valid (`fields` names the problems).') } : {}),
      '403': errorResponse('The session token is unknown or expired, or the CSRF check failed.'),
      '500': errorResponse('Unexpected server failure.'),
    },
  };
}

function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

function queryParameters(schema: z.ZodMiniType): JsonSchema[] {
  const objectSchema = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(objectSchema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: objectSchema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function schemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}
