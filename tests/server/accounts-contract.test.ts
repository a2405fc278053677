import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '../../contract/endpoint-definition.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { accountsApp, API, browser } from './accounts-support.ts';
import { openTestDatabase, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openTestDatabase(), 60_000);

const accountPaths = /^\/(auth|registrations|broker-applications)/;
const stateChanging = (Object.entries(endpoints) as [string, EndpointDefinition][]).filter(
  ([, endpoint]) => endpoint.method !== 'GET' && accountPaths.test(endpoint.path),
);
const withBody = stateChanging.filter(([, endpoint]) => endpoint.body);

describe('every state-changing accounts endpoint', () => {
  it('is in the table (guards against an empty list)', () => {
    expect(stateChanging.map(([name]) => name)).toEqual(
      expect.arrayContaining(['login', 'guestLogin', 'register', 'activateRegistration', 'forgotPassword', 'resetPassword', 'changePassword', 'googleCallback', 'applyBroker']),
    );
  });

  it.each(stateChanging)('%s: refused without a session token, with mismatched tokens, or with a foreign XSRF cookie', async (_name, endpoint) => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const other = await browser(app);
    const url = `${API}${endpoint.path}`;
    const attempts: Record<string, string>[] = [
      { 'Content-Type': 'application/json' },
      { 'Content-Type': 'application/json', 'session-token': client.state.token, 'x-csrf-token': other.state.token },
      { 'Content-Type': 'application/json', 'session-token': client.state.token, 'x-csrf-token': client.state.token, Cookie: `XSRF-TOKEN=${other.state.token}` },
    ];
    for (const headers of attempts) {
      const response = await app.request(url, { method: endpoint.method, headers, body: '{}' });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('csrf_token_invalid');
    }
  });

  it.each(withBody)('%s: a body that is not an object is a validation failure', async (_name, endpoint) => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const answer = await client.call(endpoint.method, endpoint.path, ['not', 'an', 'object']);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
  });
});
