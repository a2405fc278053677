import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { errorStatuses } from '../../contract/endpoint-statuses.ts';
import type { EndpointDefinition } from '../../contract/endpoint-definition.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { buildOpenApiDocument } from '../../server/openapi/openapi-document.ts';
import { API, openPgliteTestDatabase, testApp, databaseForFile } from './support/test-database.ts';

// Migrated, not seeded: the document does not read the database.
const database = databaseForFile(() => openPgliteTestDatabase('migrated'), 60_000);

describe('GET /openapi.json, read by a standard validator', () => {
  it('is a valid OpenAPI 3.1 document (the official schema, offline) whose references all resolve', async () => {
    const { app } = testApp(database());
    const response = await app.request(`${API}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };

    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Every $ref points at something that exists (resolveRefs throws on a dangling one).
    expect(() => validator.resolveRefs()).not.toThrow();

    // One operation per endpoint of the table, no more.
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods).filter((key) => key !== 'parameters'));
    expect(operations.length).toBe(Object.keys(endpoints).length);
  });

  it('the validator does refuse a broken document (so the test above can fail)', async () => {
    const { app } = testApp(database());
    const document = (await (await app.request(`${API}/openapi.json`)).json()) as { paths: Record<string, Record<string, { responses?: unknown }>> };
    const [firstPath] = Object.keys(document.paths);
    const broken = structuredClone(document);
    for (const operation of Object.values(broken.paths[firstPath!] ?? {})) operation.responses = 'none';
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });
});

interface Operation {
  operationId: string;
  parameters: { $ref?: string; name?: string; in?: string; example?: unknown }[];
  requestBody?: { content: Record<string, { example?: unknown; schema: object }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { example?: unknown; schema: object }> }>;
  security: object[];
}
type Response = Operation['responses'][string];
const document = buildOpenApiDocument({ prefix: API }) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: { ApiError: object }; responses: Record<string, Response> };
};
/** A response itself, or the shared one it refers to. */
const responseOf = (response: Response) => (response.$ref ? document.components.responses[response.$ref.split('/').at(-1)!]! : response);
const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
const entry = (operation: Operation) => (endpoints as Record<string, EndpointDefinition>)[operation.operationId]!;

describe('what the document tells a client', () => {
  it('every operation lists every status it can answer, derived from its entry: 401 with a session, 404 with path parameters, 413/415 with a body', () => {
    for (const operation of operations) {
      const endpoint = entry(operation);
      const statuses = Object.keys(operation.responses).map(Number);
      expect(statuses, operation.operationId).toEqual(expect.arrayContaining([400, 403, 414, 429, 431, 500, 503]));
      expect(statuses.includes(401), operation.operationId).toBe(endpoint.needsSession);
      expect(statuses.includes(404), operation.operationId).toBe(endpoint.path.includes('/:') || Boolean(endpoint.errors?.[404]));
      expect(statuses.includes(415), operation.operationId).toBe(Boolean(endpoint.body ?? endpoint.binaryBody));
      for (const status of Object.keys(endpoint.errors ?? {})) expect(statuses, operation.operationId).toContain(Number(status));
      expect(statuses.length).toBe(errorStatuses(endpoint).length + 1);
    }
    // The orders, payments and gift-card redemption say they need an Idempotency-Key.
    const idempotent = operations.filter((operation) => operation.parameters.some((parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey'));
    expect(idempotent.map((operation) => operation.operationId).sort()).toEqual(expect.arrayContaining(['createOrder', 'createPayment', 'redeemGiftCard']));
    expect(operations.every((operation) => operation.parameters.some((parameter) => parameter.$ref === '#/components/parameters/AcceptLanguage'))).toBe(true);
    expect(operations.filter((operation) => entry(operation).needsSession).every((operation) => JSON.stringify(operation.security).includes('sessionToken'))).toBe(true);
  });

  it('has an example for every request and answer, each valid against its schema, and each request example accepted by the server\'s own zod schema', () => {
    const missing: string[] = [];
    buildOpenApiDocument({ prefix: API, onMissingExample: (where, reason) => missing.push(`${where}: ${reason}`) });
    expect(missing).toEqual([]);
    const resolve = (schema: object) => (JSON.stringify(schema) === JSON.stringify({ $ref: '#/components/schemas/ApiError' }) ? document.components.schemas.ApiError : schema);
    let checked = 0;
    for (const operation of operations) {
      const endpoint = entry(operation);
      const media = [
        ...Object.values(operation.requestBody?.content ?? {}),
        ...Object.values(operation.responses).flatMap((response) => Object.values(responseOf(response).content ?? {})),
      ].filter((item) => !('contentMediaType' in item.schema));
      for (const item of media) {
        expect(item, operation.operationId).toHaveProperty('example');
        const result = z.fromJSONSchema(resolve(item.schema) as z.core.JSONSchema.JSONSchema).safeParse(item.example);
        expect(result.success, `${operation.operationId} ${JSON.stringify(result.error?.issues)}`).toBe(true);
        checked += 1;
      }
      const bodyExample = operation.requestBody?.content['application/json']?.example;
      if (endpoint.body) {
        const parsed = endpoint.body.safeParse(bodyExample);
        expect(parsed.success, `${operation.operationId} request example: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
      const query = Object.fromEntries(operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, parameter.example]));
      if (endpoint.query) expect(endpoint.query.safeParse(query).success, `${operation.operationId} query example`).toBe(true);
      const params = Object.fromEntries(operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, parameter.example]));
      if (endpoint.params) expect(endpoint.params.safeParse(params).success, `${operation.operationId} path example ${JSON.stringify(params)}`).toBe(true);
    }
    expect(checked).toBeGreaterThan(operations.length * 5);
  });
});
