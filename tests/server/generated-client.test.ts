import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OpenDatabase } from '../../server/db/database.ts';
import { createNodeServer } from '../../server/http/request-limits.ts';
import { API, openTestDatabase, testApp } from './support/test-database.ts';

// What a partner would write against the generated types: sign in, quote, order. It is compiled with
// tsc against the generated file as it comes (no hand edits), then run against the real server.
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api-types.ts';

const API = '${API}';

export async function signInQuoteAndOrder(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  const token = await client.GET(\`\${API}/security/token\`);
  if (!token.data) throw new Error(\`token: \${token.response.status}\`);
  let session = token.data.sessionToken;
  const headers = () => ({ 'session-token': session, 'x-csrf-token': session });

  const login = await client.POST(\`\${API}/auth/login\`, {
    params: { header: { 'Accept-Language': 'en' } },
    body: { identifier: 'sara@example.com', password: 'Sara-Pass-2026' },
    headers: headers(),
  });
  if (!login.data) throw new Error(\`login: \${login.response.status}\`);
  session = login.response.headers.get('session-token') ?? session;

  const quote = await client.POST(\`\${API}/quotes\`, {
    body: {
      categoryId: 'motor',
      brokerId: 'amanah-brokers',
      risk: { categoryId: 'motor', vehicleMake: 'Toyota', vehicleModel: 'Camry', vehicleYear: 2024, vehicleValueMinor: 10_000_000, driverAge: 35, noClaimsYears: 2, plateNumber: '1234 ABD', vin: 'JTDBR32E720123456' },
    },
    headers: headers(),
  });
  if (!quote.data) throw new Error(\`quote: \${quote.response.status} \${JSON.stringify(quote.error)}\`);
  const offer = quote.data.offers[0];
  if (!offer) throw new Error('no offer');

  const order = await client.POST(\`\${API}/orders\`, {
    params: { header: { 'Idempotency-Key': 'generated-client-order-1' } },
    body: {
      quoteId: quote.data.quoteId,
      offerId: offer.offerId,
      addOnIds: [],
      policyholder: { firstName: 'Sara', lastName: 'Alharbi', dateOfBirth: '1990-05-14', gender: 'female', mobileNumber: '+966501234567', emailAddress: 'sara@example.com', nationalId: '1012345678' },
      insuredPersons: [{ firstName: 'Sara', lastName: 'Alharbi', dateOfBirth: '1990-05-14', gender: 'female', relation: 'self' }],
      startDate: '2026-03-05',
      acceptTerms: true,
    },
    headers: headers(),
  });
  // A failure is typed as the document's error shape.
  if (order.error) return { status: order.response.status, code: order.error.error.code };
  return { status: order.response.status, orderNumber: order.data.orderNumber, user: login.data.emailAddress };
}
`;

let database: OpenDatabase;
let server: Server;
let baseUrl: string;
let folder: string;
beforeAll(async () => {
  database = await openTestDatabase();
  server = createNodeServer(testApp(database).app.fetch);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Inside the project, so the client's import of openapi-fetch resolves to ours.
  await mkdir(resolve('node_modules/.cache'), { recursive: true });
  folder = await mkdtemp(resolve('node_modules/.cache/generated-client-'));
}, 180_000);
afterAll(async () => {
  await new Promise((done) => server?.close(done));
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('a client generated from the served document (openapi-typescript + openapi-fetch)', () => {
  beforeAll(async () => {
    const served = await (await fetch(`${baseUrl}${API}/openapi.json`)).json();
    await writeFile(join(folder, 'api-types.ts'), astToString(await openapiTS(served)));
    await writeFile(join(folder, 'client.ts'), CLIENT);
    await writeFile(join(folder, 'wrong-client.ts'), `${CLIENT.replace("categoryId: 'motor',\n      brokerId", "categoryId: 42,\n      brokerId")}`);
  });

  // The served document does not depend on the database (contract/ makes it): the test command compiles
  // it in the PGlite run and only signs in, quotes and orders again on PostgreSQL (two tsc starts less).
  it.skipIf(inject('serverTestPostgres') !== null)('compiles without hand edits, and a body the document refuses does not', async () => {
    // Its own tsconfig per file (strict, Node's module rules), not the project's; the native compiler
    // of the typecheck (TypeScript 7), a few times faster to start and check than tsc 6.
    const tsc = async (file: string) => {
      const options = { noEmit: true, strict: true, target: 'es2022', module: 'nodenext', allowImportingTsExtensions: true, skipLibCheck: true, types: ['node'] };
      const config = join(folder, `tsconfig.${file}.json`);
      await writeFile(config, JSON.stringify({ compilerOptions: options, files: [file] }));
      return spawnSync(process.execPath, [resolve('node_modules/typescript-native/bin/tsc'), '-p', config], { encoding: 'utf8' });
    };
    const compiled = await tsc('client.ts');
    expect(compiled.stdout + compiled.stderr).toBe('');
    expect(compiled.status).toBe(0);
    // The types do bind: a body the document refuses does not compile.
    const wrong = await tsc('wrong-client.ts');
    expect(wrong.status).not.toBe(0);
    expect(wrong.stdout).toContain("Type 'number' is not assignable");
  }, 120_000);

  it('signs in, quotes and orders against the real server', async () => {
    const { signInQuoteAndOrder } = (await import(join(folder, 'client.ts'))) as { signInQuoteAndOrder: (url: string) => Promise<Record<string, unknown>> };
    const result = await signInQuoteAndOrder(baseUrl);
    expect(result).toMatchObject({ status: 201, user: 'sara@example.com' });
    expect(result.orderNumber).toEqual(expect.any(String));
  }, 120_000);
});
