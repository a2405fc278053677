import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints.ts';
import { type OpenDatabase, openDatabase } from '../../server/db/database.ts';
import { API, testApp } from './support/test-database.ts';

let database: OpenDatabase;
beforeAll(async () => {
  // Migrated, not seeded: the document does not read the database.
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe('GET /openapi.json, read by a standard validator', () => {
  it('is a valid OpenAPI 3.1 document (the official schema, offline) whose references all resolve', async () => {
    const { app } = testApp(database);
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
    const { app } = testApp(database);
    const document = (await (await app.request(`${API}/openapi.json`)).json()) as { paths: Record<string, Record<string, { responses?: unknown }>> };
    const [firstPath] = Object.keys(document.paths);
    const broken = structuredClone(document);
    for (const operation of Object.values(broken.paths[firstPath!] ?? {})) operation.responses = 'none';
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });
});
