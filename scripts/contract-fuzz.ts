/**
 * `npm run fuzz:contract`: the contract fuzz. Every operation of the OpenAPI document the app serves,
 * as an anonymous visitor (a fresh session without a user, and once without any token) and as the
 * signed-in demo customer, gets requests generated from the document's own schemas (fast-check,
 * scripts/lib/json-schema-arbitrary.ts): valid ones (the document's example first) and mutated ones
 * (an unknown parameter, a missing or mistyped field, a bad path parameter, another media type,
 * malformed or deeply nested JSON, a repeated key, a missing Idempotency-Key...). Every answer must:
 * not be a 5xx; have a status the document lists for that operation; have the content type the
 * document says; and have a body valid against the document's schema for that status.
 *
 * Against the real app and database: in-process PGlite by default, the PostgreSQL of DATABASE_URL
 * when set, or a throw-away PostgreSQL cluster with --postgres. Seeded: the seed is printed, and
 * FUZZ_SEED=<seed> replays the same requests (FUZZ_ONLY=<operationId,...> narrows the run;
 * FUZZ_RUNS=<n> sets the requests per operation and identity, 8 by default). docs/api.md.
 */
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import * as z from 'zod';
import { testAccountsConfig, TEST_PASSWORD_SCRYPT_N } from '../server/accounts/accounts-config.ts';
import { createApp } from '../server/app.ts';
import { apiPrefix, testConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { seedDatabase } from '../server/db/seed.ts';
import { arbitraryOf } from './lib/json-schema-arbitrary.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './lib/throwaway-postgres.ts';

type JsonSchema = Record<string, unknown>;
interface MediaObject {
  schema: JsonSchema;
  example?: unknown;
}
interface ResponseObject {
  $ref?: string;
  content?: Record<string, MediaObject>;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
  example?: unknown;
}
interface Operation {
  operationId: string;
  parameters: Parameter[];
  requestBody?: { content: Record<string, MediaObject> };
  responses: Record<string, ResponseObject>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, ResponseObject>; parameters: Record<string, Parameter> };
}

const { values: flags } = parseArgs({ options: { postgres: { type: 'boolean', default: false } } });
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const runs = Number(process.env.FUZZ_RUNS ?? 8);
const only = process.env.FUZZ_ONLY ? new Set(process.env.FUZZ_ONLY.split(',')) : undefined;
const started = Date.now();
console.log(`contract fuzz: seed ${seed} (replay: FUZZ_SEED=${seed} npm run fuzz:contract${flags.postgres ? ' -- --postgres' : ''})`);

let cluster: ThrowawayPostgres | undefined;
if (flags.postgres) cluster = await startThrowawayPostgres({ label: 'contract-fuzz' });
const databaseUrl = cluster?.url ?? process.env.DATABASE_URL ?? undefined;
const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
await database.migrate();
await seedDatabase(database.db, { demoData: true, passwordScryptN: TEST_PASSWORD_SCRYPT_N });
const errorLines: string[] = [];
const logger = { debug: () => {}, info: () => {}, warn: () => {}, error: (message: string, error?: unknown) => errorLines.push(`${message} ${error instanceof Error ? error.stack : ''}`) };
// The app's clock moves a day before each operation, so no rate-limit window of one carries into the next.
const clock = { now: new Date() };
const config = testConfig();
const prefix = apiPrefix(config);
// The development endpoints are in the document, so they are mounted (as in development and staging).
const purchase = { gateway: { kind: 'simulated', timeoutMs: 5000 }, devWalletCredit: true } as const;
const app = createApp({ db: database.db, config, logger, now: () => clock.now, accounts: testAccountsConfig(), purchase });
const setupMs = Date.now() - started;

const document = (await (await app.request(`${prefix}/openapi.json`)).json()) as Document;

/** `$ref`s of the document replaced by what they point at (the schema validators need it whole). */
function resolve<T>(value: T): T {
  if (Array.isArray(value)) return value.map(resolve) as T;
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const [, , group, name] = ref.split('/');
    return resolve((document.components as unknown as Record<string, Record<string, unknown>>)[group!]![name!]) as T;
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)])) as T;
}

const CUSTOMER = { identifier: 'sara@example.com', password: 'Sara-Pass-2026' };
type Identity = 'anonymous' | 'customer';

async function sessionFor(identity: Identity): Promise<string> {
  const answer = await app.request(`${prefix}/security/token`);
  const token = ((await answer.json()) as { sessionToken: string }).sessionToken;
  if (identity === 'anonymous') return token;
  const login = await app.request(`${prefix}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'session-token': token, 'x-csrf-token': token },
    body: JSON.stringify(CUSTOMER),
  });
  if (login.status !== 200) throw new Error(`The demo customer could not sign in: ${login.status} ${await login.text()}`);
  return login.headers.get('session-token') ?? token;
}

interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** The body as sent, when a mutation writes it itself. */
  rawBody?: string;
  contentType?: string;
  headers: Record<string, string>;
  withoutToken?: boolean;
  mutation?: string;
}

const mutations = [
  'unknown-query',
  'missing-field',
  'wrong-type',
  'bad-path-parameter',
  'other-media-type',
  'malformed-json',
  'deep-nesting',
  'repeated-key',
  'huge-number',
  'long-text',
  'no-idempotency-key',
  'no-token',
] as const;

function mutate(request: FuzzRequest, kind: (typeof mutations)[number], pick: number, operation: Operation): FuzzRequest {
  const next: FuzzRequest = { ...request, headers: { ...request.headers }, query: { ...request.query }, path: { ...request.path }, mutation: kind };
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : undefined;
  const fieldNames = Object.keys(body ?? {});
  const field = fieldNames[pick % Math.max(1, fieldNames.length)];
  const pathNames = Object.keys(request.path);
  switch (kind) {
    case 'unknown-query':
      next.query.fuzzUnknown = 'x';
      return next;
    case 'missing-field':
      if (body && field) next.body = Object.fromEntries(Object.entries(body).filter(([name]) => name !== field));
      else next.body = [];
      return next;
    case 'wrong-type':
      next.body = body && field ? { ...body, [field]: [[pick], { nested: true }][pick % 2] } : [42, 'text', null, true][pick % 4];
      return next;
    case 'bad-path-parameter':
      if (pathNames.length === 0) next.query.fuzzUnknown = '\u0000';
      else next.path[pathNames[pick % pathNames.length]!] = ['\u0000', '../../etc', 'x'.repeat(300), '%FF', '\uD800', ' ', '١٢٣'][pick % 7]!;
      return next;
    case 'other-media-type':
      next.contentType = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'][pick % 4];
      return next;
    case 'malformed-json':
      next.rawBody = ['{"a":', '{a:1}', "{'a':1}", '[1,]', '\u0000', 'null null'][pick % 6];
      return next;
    case 'deep-nesting':
      next.rawBody = `${'['.repeat(50 + (pick % 5000))}${']'.repeat(50 + (pick % 5000))}`;
      return next;
    case 'repeated-key':
      next.rawBody = field ? `{${JSON.stringify(field)}:1,${JSON.stringify(body)?.slice(1)}` : '{"a":1,"a":2}';
      return next;
    case 'huge-number':
      next.rawBody = body && field ? JSON.stringify({ ...body, [field]: 0 }).replace(`${JSON.stringify(field)}:0`, `${JSON.stringify(field)}:${['1e400', '-1e400', '123456789012345678901234567890', '1.5', '-0'][pick % 5]}`) : '1e400';
      return next;
    case 'long-text':
      next.body = body && field ? { ...body, [field]: 'x'.repeat([5000, 70_000][pick % 2]!) } : 'x'.repeat(70_000);
      return next;
    case 'no-idempotency-key':
      if (operation.parameters.some((parameter) => parameter.$ref?.endsWith('/IdempotencyKey'))) delete next.headers['Idempotency-Key'];
      else next.headers['Idempotency-Key'] = '\u00e9';
      return next;
    case 'no-token':
      next.withoutToken = true;
      return next;
  }
}

/** A path parameter as sent; a lone surrogate goes as the bytes a careless client would send (not UTF-8). */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.split(/(\p{Cs})/u).map((part, index) => (index % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(part))).join('');
  }
}

interface Failure {
  operation: string;
  identity: string;
  request: string;
  status: number;
  problem: string;
}
const failures: Failure[] = [];
let sent = 0;
const statusCounts = new Map<number, number>();
const perIdentity = { anonymous: 0, customer: 0 };
const slowest: { operation: string; ms: number }[] = [];

const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })));
const selected = operations.filter(({ operation }) => !only || only.has(operation.operationId));

for (const [index, { path, method, operation }] of selected.entries()) {
  const operationStarted = Date.now();
  const parameters = operation.parameters.map((parameter) => resolve(parameter));
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const needsKey = parameters.some((parameter) => parameter.name === 'Idempotency-Key');
  const jsonBody = operation.requestBody?.content['application/json'];
  const binaryTypes = operation.requestBody ? Object.keys(operation.requestBody.content).filter((type) => type !== 'application/json') : [];
  const responses = Object.fromEntries(Object.entries(operation.responses).map(([status, response]) => [status, resolve(response)]));
  const validators = new Map<string, z.ZodType>();
  for (const [status, response] of Object.entries(responses)) {
    const schema = response.content?.['application/json']?.schema;
    if (schema) validators.set(status, z.fromJSONSchema(schema as z.core.JSONSchema.JSONSchema));
  }

  const requestArbitrary = fc.record({
    path: fc.record(Object.fromEntries(pathParameters.map((parameter) => [parameter.name, arbitraryOf(parameter.schema).map(String)]))) as fc.Arbitrary<Record<string, string>>,
    query: fc.record(Object.fromEntries(queryParameters.map((parameter) => [parameter.name, arbitraryOf(parameter.schema)])), {
      requiredKeys: queryParameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    }) as fc.Arbitrary<Record<string, unknown>>,
    body: jsonBody ? arbitraryOf(jsonBody.schema) : fc.constant(undefined),
    language: fc.constantFrom('en', 'ar', 'ar-SA,ar;q=0.9,en;q=0.8'),
    key: fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/),
    mutation: fc.constantFrom(...mutations),
    pick: fc.nat(10_000),
  });
  const samples = fc.sample(requestArbitrary, { seed: seed + index, numRuns: runs * 2 });
  const example: FuzzRequest = {
    path: Object.fromEntries(pathParameters.map((parameter) => [parameter.name, String(parameter.example)])),
    query: Object.fromEntries(queryParameters.filter((parameter) => parameter.example !== undefined).map((parameter) => [parameter.name, parameter.example])),
    body: jsonBody?.example,
    headers: needsKey ? { 'Idempotency-Key': `fuzz-${seed}-${index}` } : {},
  };

  for (const [identityIndex, identity] of (['anonymous', 'customer'] as const).entries()) {
    clock.now = new Date(clock.now.getTime() + 24 * 60 * 60_000);
    const token = await sessionFor(identity);
    const requests: FuzzRequest[] = [example];
    for (const [sampleIndex, sample] of samples.slice(identityIndex * runs, (identityIndex + 1) * runs - 1).entries()) {
      const valid: FuzzRequest = {
        path: sample.path,
        query: sample.query,
        body: sample.body,
        headers: { 'Accept-Language': sample.language, ...(needsKey ? { 'Idempotency-Key': sample.key } : {}) },
      };
      // Half valid, half mutated.
      requests.push(sampleIndex % 2 === 0 ? valid : mutate(valid, sample.mutation, sample.pick, operation));
    }
    for (const request of requests) {
      const url = new URL(`http://fuzz${path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => pathSegment(request.path[name] ?? ''))}`);
      for (const [name, value] of Object.entries(request.query)) if (value !== undefined) url.searchParams.set(name, String(value));
      const headers: Record<string, string> = { ...request.headers };
      if (!request.withoutToken) Object.assign(headers, { 'session-token': token, 'x-csrf-token': token });
      let body: BodyInit | undefined;
      if (method !== 'GET' && method !== 'DELETE') {
        if (binaryTypes.length > 0 && !jsonBody) {
          headers['content-type'] = request.contentType ?? binaryTypes[0]!;
          body = request.rawBody ?? new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
        } else if (jsonBody || request.rawBody !== undefined || request.body !== undefined) {
          headers['content-type'] = request.contentType ?? 'application/json';
          body = request.rawBody ?? JSON.stringify(request.body ?? {});
        }
      }
      const response = await app.request(`${url.pathname}${url.search}`, { method, headers, body });
      sent += 1;
      perIdentity[identity] += 1;
      statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
      const text = await response.text();
      const fail = (problem: string) =>
        failures.push({
          operation: operation.operationId,
          identity: request.withoutToken ? 'no token' : identity,
          request: `${method} ${url.pathname}${url.search} ${request.mutation ?? 'valid'} ${typeof body === 'string' ? body.slice(0, 200) : ''}`,
          status: response.status,
          problem,
        });
      const status = String(response.status);
      if (response.status >= 500) fail(`a server error: ${text.slice(0, 300)}`);
      const documented = responses[status];
      if (!documented) {
        fail(`status ${status} is not in the document (${text.slice(0, 200)})`);
        continue;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!documented.content) {
        if (text !== '') fail(`a body where the document says none: ${text.slice(0, 100)}`);
        continue;
      }
      if (!Object.keys(documented.content).some((media) => type.startsWith(media))) {
        fail(`content type "${type}", the document says ${Object.keys(documented.content).join(' or ')}`);
        continue;
      }
      const validator = validators.get(status);
      if (!validator) continue;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        fail(`a body that is not JSON: ${text.slice(0, 100)}`);
        continue;
      }
      const checked = validator.safeParse(json);
      if (!checked.success) fail(`a body the document's schema refuses: ${JSON.stringify(checked.error.issues.slice(0, 3)).slice(0, 400)}`);
    }
  }
  slowest.push({ operation: operation.operationId, ms: Date.now() - operationStarted });
}

await database.close();
await cluster?.stop();

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
slowest.sort((a, b) => b.ms - a.ms);
console.log(
  `${selected.length} operations, ${sent} requests (anonymous ${perIdentity.anonymous}, signed in ${perIdentity.customer}) on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; ` +
    `statuses ${[...statusCounts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ')}`,
);
console.log(`time: ${seconds(Date.now() - started)} (setup ${seconds(setupMs)}); slowest operations: ${slowest.slice(0, 3).map((entry) => `${entry.operation} ${seconds(entry.ms)}`).join(', ')}`);
if (failures.length > 0) {
  const byProblem = new Map<string, Failure>();
  for (const failure of failures) byProblem.set(`${failure.operation} ${failure.identity} ${failure.status} ${failure.problem.slice(0, 40)}`, failure);
  console.error(`\n${failures.length} failures (${byProblem.size} distinct; seed ${seed}):`);
  for (const failure of [...byProblem.values()].slice(0, 40)) console.error(`- ${failure.operation} (${failure.identity}) -> ${failure.status}: ${failure.problem}\n    ${failure.request}`);
  if (errorLines.length > 0) console.error(`\nServer error log:\n${errorLines.slice(0, 5).join('\n')}`);
  console.error(`\nReplay: FUZZ_SEED=${seed} npm run fuzz:contract`);
  process.exitCode = 1;
} else {
  console.log('every answer: no 5xx, its status documented, its content type and body as the document says');
}
