import { eq, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadAccountsConfig } from '../../server/accounts/accounts-config.ts';
import { httpGoogleExchange } from '../../server/accounts/google.ts';
import { httpSmsProvider } from '../../server/accounts/messaging.ts';
import { sha256 } from '../../server/accounts/secrets.ts';
import { ConfigError } from '../../server/config.ts';
import { purgeStaleAccountsData } from '../../server/accounts/housekeeping.ts';
import { brokerApplications, pendingRegistrations, rateLimitHits, users } from '../../server/db/tables/accounts.ts';
import { type App, accountsApp, API, browser, expectError, freshMobile } from './accounts-support.ts';
import { openTestDatabase, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openTestDatabase(), 60_000);


/** Start, follow the stand-in provider's redirect, return the code and state it sends back. */
async function googleRoundTrip(app: App, client: Awaited<ReturnType<typeof browser>>, loginHint?: string) {
  const start = await client.post('/auth/google/start');
  expect(start.status).toBe(200);
  const url = new URL(start.body.authorizationUrl, 'http://localhost');
  if (loginHint) url.searchParams.set('login_hint', loginHint);
  const redirect = await app.request(`${url.pathname}${url.search}`);
  expect(redirect.status).toBe(302);
  const back = new URL(redirect.headers.get('location')!, 'http://localhost');
  expect(back.pathname).toBe('/auth/google-callback');
  return { url, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

describe('Google sign-in with the development stand-in provider', () => {
  it('hands out a 256-bit state and a PKCE S256 challenge, and signs in a new customer as GOOGLE', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const email = `g.${Date.now()}@example.com`;
    const { url, code, state } = await googleRoundTrip(app, client, email);
    expect(url.pathname).toBe(`${API}/dev/oauth/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const before = client.state.token;
    const answer = await client.post('/auth/google/callback', { code, state });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ username: email, emailAddress: email, loginTypeEnumId: 'GOOGLE', backendUser: false });
    expect(client.state.token).not.toBe(before);
    const [user] = await database().db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ kind: 'customer', passwordHash: null });
    expect(user!.googleSubject).toBeTruthy();
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('links an existing account with the same (Google-verified) email', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const { code, state } = await googleRoundTrip(app, client, 'sara@example.com');
    const answer = await client.post('/auth/google/callback', { code, state });
    expect(answer.body).toMatchObject({ username: 'sara@example.com', userFullName: 'Sara Al-Harbi', loginTypeEnumId: 'GOOGLE' });
  });

  it('never signs in as a staff or broker account by its Google-verified email, linked or not: they use their password', async () => {
    const { app } = accountsApp(database());
    for (const [email, password] of [['staff@amanah.example', 'Staff-Pass-2026'], ['broker@amanah.example', 'Broker-Pass-2026']] as const) {
      const client = await browser(app);
      const { code, state } = await googleRoundTrip(app, client, email);
      const refused = expectError(await client.post('/auth/google/callback', { code, state }), 409, 'password_sign_in_required');
      expect(refused.message).toBe('This email address belongs to a staff or broker account. Sign in with its password.');
      expectError(await client.get('/auth/me'), 401, 'unauthorized');
      const [row] = await database().db.select().from(users).where(eq(users.email, email));
      expect(row!.googleSubject).toBeNull();
      // A link made before this rule (the dev provider's subject for the address) does not sign in either.
      await database().db.update(users).set({ googleSubject: `dev-${sha256(email).slice(0, 20)}` }).where(eq(users.email, email));
      const again = await googleRoundTrip(app, client, email);
      expectError(await client.post('/auth/google/callback', { code: again.code, state: again.state }), 409, 'password_sign_in_required');
      await database().db.update(users).set({ googleSubject: null }).where(eq(users.email, email));
      expect((await client.post('/auth/login', { identifier: email, password })).body).toMatchObject({ backendUser: true, loginTypeEnumId: 'EMAIL' });
    }
  });

  it('refuses a forged, missing, replayed, foreign or expired state with 400 oauth_state_invalid', async () => {
    const { app, advance } = accountsApp(database());
    const client = await browser(app);
    const { code, state } = await googleRoundTrip(app, client);
    const forged = expectError(await client.post('/auth/google/callback', { code, state: 'A'.repeat(43) }), 400, 'oauth_state_invalid');
    expect(forged.message).toBe('This Google sign-in is not valid or has expired. Please start again.');
    expectError(await client.post('/auth/google/callback', { code, state: '' }), 400, 'validation_failed');
    expectError(await client.post('/auth/google/callback', { code }), 400, 'validation_failed');
    // Another browser cannot use this browser's state (login CSRF).
    const other = await browser(app);
    expectError(await other.post('/auth/google/callback', { code, state }), 400, 'oauth_state_invalid');
    // Used once, then never again.
    expect((await client.post('/auth/google/callback', { code, state })).status).toBe(200);
    expectError(await client.post('/auth/google/callback', { code, state }), 400, 'oauth_state_invalid');
    // Ten minutes at most between start and callback.
    const late = await browser(app);
    const slow = await googleRoundTrip(app, late);
    advance(10 * 60_000 + 1);
    expectError(await late.post('/auth/google/callback', { code: slow.code, state: slow.state }), 400, 'oauth_state_invalid');
  });

  it('refuses a code that does not match the PKCE verifier of the state', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const first = await googleRoundTrip(app, client);
    const second = await googleRoundTrip(app, client);
    // The code of the first round with the state of the second: the verifier does not match.
    expectError(await client.post('/auth/google/callback', { code: first.code, state: second.state }), 502, 'oauth_failed');
    expectError(await client.post('/auth/google/callback', { code: 'tampered.code', state: first.state }), 502, 'oauth_failed');
  });

  it('the stand-in provider is not mounted when GOOGLE_DEV_PROVIDER is off, and start says Google is unavailable without a client id', async () => {
    const { app } = accountsApp(database(), { accounts: { google: { ...loadAccountsConfig({}).google, devProvider: false, clientId: undefined } } });
    const client = await browser(app);
    expect((await app.request(`${API}/dev/oauth/authorize?client_id=amanah-dev-client`)).status).toBe(404);
    expect((await client.post('/auth/google/start')).status).toBe(503);
  });

  it('with a real provider configured, points the browser at its authorisation endpoint', async () => {
    const google = { ...loadAccountsConfig({}).google, devProvider: false, clientId: 'client-123', redirectUri: 'https://shop.example/auth/google-callback' };
    const { app } = accountsApp(database(), { accounts: { google } });
    const client = await browser(app);
    const url = new URL((await client.post('/auth/google/start')).body.authorizationUrl);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-123',
      redirect_uri: 'https://shop.example/auth/google-callback',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
  });
});

describe('HTTP adapters (fake endpoints)', () => {
  it('Google: exchanges the code with the PKCE verifier, then reads userinfo with the access token', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url.endsWith('/token')) return Response.json({ access_token: 'at-1', token_type: 'Bearer' });
      return Response.json({ sub: '1234', email: 'Person@Example.com', email_verified: true, given_name: 'Per', family_name: 'Son' });
    }) as typeof fetch;
    const config = { ...loadAccountsConfig({}).google, clientId: 'cid', clientSecret: 'secret', tokenUrl: 'https://idp.example/token', userinfoUrl: 'https://idp.example/userinfo' };
    const profile = await httpGoogleExchange(config, fakeFetch).exchange('the-code', 'the-verifier');
    expect(profile).toEqual({ sub: '1234', email: 'person@example.com', emailVerified: true, givenName: 'Per', familyName: 'Son' });
    const form = new URLSearchParams(String(calls[0]!.init!.body));
    expect(Object.fromEntries(form)).toMatchObject({ grant_type: 'authorization_code', code: 'the-code', code_verifier: 'the-verifier', client_id: 'cid', client_secret: 'secret' });
    expect((calls[1]!.init!.headers as Record<string, string>).Authorization).toBe('Bearer at-1');
  });

  it('Google: a failing token endpoint is an error', async () => {
    const fakeFetch = (async () => new Response('no', { status: 400 })) as unknown as typeof fetch;
    await expect(httpGoogleExchange(loadAccountsConfig({}).google, fakeFetch).exchange('c', 'v')).rejects.toThrow(/400/);
  });

  it('SMS gateway: posts JSON with the bearer token', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status: 202 });
    }) as typeof fetch;
    await httpSmsProvider({ url: 'https://sms.example/send', token: 'tok', sender: 'Amanah' }, fakeFetch).deliver({ channel: 'sms', to: '+966501234567', body: 'hi' });
    expect(calls[0]!.url).toBe('https://sms.example/send');
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({ from: 'Amanah', to: '+966501234567', text: 'hi' });
    expect((calls[0]!.init!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('configuration: development helpers are off in production unless asked for; http providers need their URL', () => {
    expect(loadAccountsConfig({ NODE_ENV: 'development' })).toMatchObject({ devOutbox: true, google: { devProvider: true }, sms: { provider: 'dev' } });
    // Unset NODE_ENV is a deployment, not a demo: every development helper is off unless asked for.
    expect(loadAccountsConfig({})).toMatchObject({ devOutbox: false, google: { devProvider: false } });
    const production = { NODE_ENV: 'production', SMS_PROVIDER: 'dev', EMAIL_PROVIDER: 'dev' };
    expect(loadAccountsConfig(production)).toMatchObject({ devOutbox: false, google: { devProvider: false } });
    expect(() => loadAccountsConfig({ ...production, DEV_OUTBOX: 'true' })).toThrow('DEV_OUTBOX is a development switch: never set it in production.');
    expect(() => loadAccountsConfig({ ...production, GOOGLE_DEV_PROVIDER: 'true' })).toThrow('GOOGLE_DEV_PROVIDER is a development switch');
    expect(loadAccountsConfig({ ...production, DEV_OUTBOX: 'false', GOOGLE_DEV_PROVIDER: 'false' }).devOutbox).toBe(false);
    // In production the SMS and email providers are a choice, never the dev default.
    expect(() => loadAccountsConfig({ NODE_ENV: 'production', EMAIL_PROVIDER: 'dev' })).toThrow(/SMS_PROVIDER must be set in production/);
    expect(() => loadAccountsConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'dev' })).toThrow(/EMAIL_PROVIDER must be set in production/);
    expect(() => loadAccountsConfig({ SMS_PROVIDER: 'http' })).toThrow(ConfigError);
    expect(() => loadAccountsConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(ConfigError);
    expect(() => loadAccountsConfig({ DEV_OUTBOX: 'maybe' })).toThrow(ConfigError);
    expect(loadAccountsConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send' }).sms).toMatchObject({ provider: 'http', url: 'https://sms.example/send' });
  });
});

describe('broker applications', () => {
  const application = (overrides: Record<string, unknown> = {}) => ({
    brokerName: 'Desert Rose Brokers',
    brokerCode: `BRK-${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`,
    contactPerson: 'Mona Al-Saud',
    emailAddress: `broker.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`,
    mobile: freshMobile(),
    insuranceCountry: 'SA',
    password: 'Broker-pass-2026',
    ...overrides,
  });

  it('stores an application as pending review (201) and shows its status to the applying session only', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const body = application({ brokerCode: ' brk-77-new ' });
    const answer = await client.post('/broker-applications', body);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'pending_review', brokerName: 'Desert Rose Brokers' });
    const [row] = await database().db.select().from(brokerApplications).where(eq(brokerApplications.id, answer.body.applicationId));
    expect(row).toMatchObject({ brokerCode: 'BRK-77-NEW', status: 'pending_review' });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    const status = await client.get(`/broker-applications/${answer.body.applicationId}`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual(answer.body);
    expectError(await (await browser(app)).get(`/broker-applications/${answer.body.applicationId}`), 404, 'not_found');
    expectError(await client.get('/broker-applications/not-an-id'), 400, 'validation_failed');
  });

  it('refuses a duplicate licence code or email with a clear 409', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const first = application();
    expect((await client.post('/broker-applications', first)).status).toBe(201);
    const code = expectError(await client.post('/broker-applications', application({ brokerCode: first.brokerCode.toLowerCase() })), 409, 'conflict');
    expect(code.message).toBe('A broker with this licence code is already registered.');
    expect(expectError(await client.post('/broker-applications', application({ brokerCode: 'IA-BR-2019-0101' })), 409, 'conflict').fields).toHaveProperty('brokerCode');
    const email = expectError(await client.post('/broker-applications', application({ emailAddress: first.emailAddress.toUpperCase() })), 409, 'conflict');
    expect(email.message).toBe('A broker with this email address is already registered.');
  });

  it('validates every field', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ brokerName: '' }, 'brokerName'],
      [{ brokerCode: 'a' }, 'brokerCode'],
      [{ brokerCode: 'BRK 1001!' }, 'brokerCode'],
      [{ contactPerson: ' ' }, 'contactPerson'],
      [{ emailAddress: 'x@' }, 'emailAddress'],
      [{ mobile: '12345' }, 'mobile'],
      [{ insuranceCountry: 'ZZ' }, 'insuranceCountry'],
      [{ password: 'password' }, 'password'],
    ];
    for (const [override, field] of cases) {
      const error = expectError(await client.post('/broker-applications', application(override)), 400, 'validation_failed');
      expect(Object.keys(error.fields ?? {}), JSON.stringify(override)).toContain(field);
    }
  });
});

describe('development outbox endpoint', () => {
  it('validates its query and answers 404 for a recipient that got nothing', async () => {
    const { app } = accountsApp(database());
    expect((await app.request(`${API}/dev/outbox/latest`)).status).toBe(400);
    expect((await app.request(`${API}/dev/outbox/latest?to=%2B966500000009`)).status).toBe(404);
  });
});

describe('housekeeping', () => {
  it('purges expired pending registrations and old rate-limit hits, and keeps live ones', async () => {
    const { app, clock } = accountsApp(database());
    const client = await browser(app);
    const started = await client.post('/registrations', {
      firstName: 'Old', lastName: 'Timer', dateOfBirth: '1980-01-01', gender: 'male', mobile: freshMobile(),
      emailAddress: `old.${Date.now()}@example.com`, password: 'Old-timer-2026', insuranceCountry: 'SA', acceptTerms: true,
    });
    expect(started.status).toBe(201);
    const live = await database().db.select().from(pendingRegistrations).where(eq(pendingRegistrations.id, started.body.registrationId));
    expect(live).toHaveLength(1);
    await purgeStaleAccountsData(database().db, clock.now);
    expect(await database().db.select().from(pendingRegistrations).where(eq(pendingRegistrations.id, started.body.registrationId))).toHaveLength(1);
    const later = new Date(clock.now.getTime() + 3 * 24 * 60 * 60 * 1000);
    expect(await purgeStaleAccountsData(database().db, later)).toBeGreaterThan(0);
    expect(await database().db.select().from(pendingRegistrations).where(eq(pendingRegistrations.id, started.body.registrationId))).toHaveLength(0);
    expect(await database().db.select().from(rateLimitHits).where(lt(rateLimitHits.at, new Date(later.getTime() - 24 * 60 * 60 * 1000)))).toHaveLength(0);
  });
});
