import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ageOn, isAcceptablePassword, passwordProblems, registrationStatusSchema } from '../../contract/accounts.ts';
import { outbox, pendingRegistrations, users, verificationCodes } from '../../server/db/tables/accounts.ts';
import { accountsApp, browser, expectError, freshMobile, latestMessage, registration } from './accounts-support.ts';
import { openTestDatabase, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openTestDatabase(), 60_000);

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('password and age rules (contract, shared with the client)', () => {
  it('names each problem of a password', () => {
    expect(passwordProblems('short1')).toEqual(['too_short']);
    expect(passwordProblems('onlyletters')).toEqual(['no_digit']);
    expect(passwordProblems('1234567890')).toEqual(['no_letter']);
    expect(passwordProblems('')).toEqual(['too_short', 'no_letter', 'no_digit']);
    expect(passwordProblems('x'.repeat(128) + '1')).toEqual(['too_long']);
    expect(isAcceptablePassword('كلمةسرطويلة1')).toBe(true); // Arabic letters count as letters
    expect(isAcceptablePassword('abcdefghi1')).toBe(true);
  });

  it('counts age in calendar years', () => {
    expect(ageOn('2008-03-02', '2026-03-01')).toBe(17);
    expect(ageOn('2008-03-01', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
  });
});

describe('POST /registrations', () => {
  it('validates every field', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '  ' }, 'firstName'],
      [{ lastName: 'x'.repeat(61) }, 'lastName'],
      [{ middleName: 'x'.repeat(61) }, 'middleName'],
      [{ dateOfBirth: '01/02/1990' }, 'dateOfBirth'],
      [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
      [{ dateOfBirth: yearsAgo(18, 1) }, 'dateOfBirth'],
      [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
      [{ gender: 'other' }, 'gender'],
      [{ mobile: '0501234567' }, 'mobile'],
      [{ mobile: '+966123456789' }, 'mobile'], // E.164 shape, not a valid number
      [{ emailAddress: 'not-an-email' }, 'emailAddress'],
      [{ password: 'short1' }, 'password'],
      [{ password: 'nodigitsatall' }, 'password'],
      [{ insuranceCountry: 'sa' }, 'insuranceCountry'],
      [{ insuranceCountry: 'ZZ' }, 'insuranceCountry'], // right shape, no such country
      [{ acceptTerms: false }, 'acceptTerms'],
      [{ isAdmin: true }, 'isAdmin'],
    ];
    for (const [override, field] of cases) {
      const error = expectError(await client.post('/registrations', registration(override)), 400, 'validation_failed');
      expect(Object.keys(error.fields ?? {}), JSON.stringify(override)).toContain(field);
    }
    const { acceptTerms: _omitted, ...withoutTerms } = registration();
    expect(expectError(await client.post('/registrations', withoutTerms), 400, 'validation_failed').fields).toHaveProperty('acceptTerms');
    // Exactly 18 today is old enough; middle name may be left out.
    const { middleName: _none, ...noMiddle } = registration({ dateOfBirth: yearsAgo(18) });
    expect((await client.post('/registrations', noMiddle)).status).toBe(201);
  });

  it('keeps the pending registration on the session and sends a 6-digit code to the mobile', async () => {
    const { app, clock } = accountsApp(database());
    const client = await browser(app);
    const details = registration();
    const answer = await client.post('/registrations', details);
    expect(answer.status).toBe(201);
    const status = registrationStatusSchema.parse(answer.body);
    expect(status).toMatchObject({ step: 'activation', attemptsLeft: 5, maskedMobile: `${details.mobile.slice(0, 4)} ••• ••• ${details.mobile.slice(-3)}` });
    expect(new Date(status.codeExpiresAt).getTime() - clock.now.getTime()).toBe(5 * 60_000);
    expect(new Date(status.resendAvailableAt).getTime() - clock.now.getTime()).toBe(60_000);
    const message = await latestMessage(app, details.mobile);
    expect(message.channel).toBe('sms');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain(message.code);

    // Resume after a reload: the same session sees it; another session does not.
    expect((await client.get('/registrations/current')).body).toEqual(status);
    const other = await (await browser(app)).get('/registrations/current');
    expect([other.status, other.body]).toEqual([200, null]);
    // Codes are stored hashed only.
    const rows = await database().db.select().from(verificationCodes).where(eq(verificationCodes.subject, status.registrationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(message.code);
    // The password too.
    const [pending] = await database().db.select().from(pendingRegistrations).where(eq(pendingRegistrations.id, status.registrationId));
    expect(pending!.passwordHash).toMatch(/^scrypt\$/);
  });

  it('answers a registered mobile and email exactly like new ones (no enumeration before the code)', async () => {
    const { app } = accountsApp(database());
    const known = await (await browser(app)).post('/registrations', registration({ mobile: '+966501234567', emailAddress: 'sara@example.com' }));
    const fresh = await (await browser(app)).post('/registrations', registration());
    expect(known.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(known.body.attemptsLeft).toBe(fresh.body.attemptsLeft);
  });
});

describe('activation', () => {
  it('creates the customer, signs in with a rotated token and emails a verification link', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const details = registration({ emailAddress: `New.Customer.${Date.now()}@Example.com` });
    await client.post('/registrations', details);
    const before = client.state.token;
    const { code } = await latestMessage(app, details.mobile);
    const answer = await client.post('/registrations/current/activate', { code });
    expect(answer.status).toBe(200);
    const email = details.emailAddress.toLowerCase();
    expect(answer.body).toMatchObject({ username: email, emailAddress: email, userFullName: 'Ali Saleh Hassan', countryCode: 'SA', loginTypeEnumId: 'EMAIL', backendUser: false });
    expect(client.state.token).not.toBe(before);
    expect(answer.body.sessionToken).toBe(client.state.token);
    const [user] = await database().db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ kind: 'customer', mobile: details.mobile, firstName: 'Ali', dateOfBirth: '1995-01-02', gender: 'male', insuranceCountry: 'SA', emailVerifiedAt: null });
    expect(user!.mobileVerifiedAt).toBeInstanceOf(Date);
    expect(await client.get('/registrations/current')).toMatchObject({ status: 200, body: null });
    const mail = await latestMessage(app, email);
    expect(mail.channel).toBe('email');
    expect(mail.body).toContain(`/email-verification?token=${mail.code}`);
    // The new customer can sign in with the password chosen.
    const again = await browser(app);
    expect((await again.post('/auth/login', { identifier: details.mobile, password: details.password })).status).toBe(200);
  });

  it('counts wrong codes: attemptsLeft 4..1, then 409 "Request a new code." even for the right code', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const details = registration();
    await client.post('/registrations', details);
    const { code } = await latestMessage(app, details.mobile);
    for (const left of [4, 3, 2, 1]) {
      expect(expectError(await client.post('/registrations/current/activate', { code: wrongCode(code!) }), 400, 'code_invalid').attemptsLeft).toBe(left);
    }
    const fifth = expectError(await client.post('/registrations/current/activate', { code: wrongCode(code!) }), 409, 'code_attempts_exhausted');
    expect(fifth.message).toContain('Request a new code.');
    expectError(await client.post('/registrations/current/activate', { code }), 409, 'code_attempts_exhausted');
    expect((await client.get('/registrations/current')).body.attemptsLeft).toBe(0);
    expectError(await client.post('/registrations/current/activate', { code: '12345' }), 400, 'validation_failed');
  });

  it('expires a code after 5 minutes', async () => {
    const { app, advance } = accountsApp(database());
    const client = await browser(app);
    const details = registration();
    await client.post('/registrations', details);
    const { code } = await latestMessage(app, details.mobile);
    advance(5 * 60_000);
    const error = expectError(await client.post('/registrations/current/activate', { code }), 410, 'code_expired');
    expect(error.message).toBe('This code has expired. Request a new one.');
  });

  it('allows a resend only after 60 s (429 + Retry-After), and the new code replaces the old one', async () => {
    const { app, advance } = accountsApp(database());
    const client = await browser(app);
    const details = registration();
    await client.post('/registrations', details);
    const first = (await latestMessage(app, details.mobile)).code!;
    advance(20_000);
    const early = await client.post('/registrations/current/code');
    const error = expectError(early, 429, 'rate_limited');
    expect(error.retryAfterSeconds).toBe(40);
    expect(early.headers.get('retry-after')).toBe('40');
    advance(40_000);
    const resent = await client.post('/registrations/current/code');
    expect(resent.status).toBe(200);
    expect(resent.body.attemptsLeft).toBe(5);
    const second = (await latestMessage(app, details.mobile)).code!;
    if (first !== second) expectError(await client.post('/registrations/current/activate', { code: first }), 400, 'code_invalid');
    expect((await client.post('/registrations/current/activate', { code: second })).status).toBe(200);
  });

  it('caps codes per number at 5 an hour', async () => {
    const { app, advance } = accountsApp(database());
    const client = await browser(app);
    const details = registration();
    await client.post('/registrations', details);
    for (let i = 0; i < 4; i += 1) {
      advance(61_000);
      expect((await client.post('/registrations/current/code')).status).toBe(200);
    }
    advance(61_000);
    const error = expectError(await client.post('/registrations/current/code'), 429, 'rate_limited');
    expect(error.retryAfterSeconds).toBeGreaterThan(3000);
  });

  it('corrects the mobile number without retyping the rest: a new code goes to the new number', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const details = registration();
    const started = (await client.post('/registrations', details)).body;
    const oldCode = (await latestMessage(app, details.mobile)).code!;
    const newMobile = freshMobile();
    expectError(await client.patch('/registrations/current/mobile', { mobile: 'abc' }), 400, 'validation_failed');
    const changed = await client.patch('/registrations/current/mobile', { mobile: newMobile });
    expect(changed.status).toBe(200);
    expect(changed.body.registrationId).toBe(started.registrationId);
    expect(changed.body.maskedMobile.endsWith(newMobile.slice(-3))).toBe(true);
    const newCode = (await latestMessage(app, newMobile)).code!;
    if (newCode !== oldCode) expectError(await client.post('/registrations/current/activate', { code: oldCode }), 400, 'code_invalid');
    const done = await client.post('/registrations/current/activate', { code: newCode });
    expect(done.status).toBe(200);
    const [user] = await database().db.select().from(users).where(eq(users.email, details.emailAddress));
    expect(user).toMatchObject({ mobile: newMobile, firstName: 'Ali', lastName: 'Hassan' });
  });

  it('a known mobile is told only after the code proves it: "An account with this mobile number already exists."', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    await client.post('/registrations', registration({ mobile: '+966501234567' }));
    const { code } = await latestMessage(app, '+966501234567');
    const error = expectError(await client.post('/registrations/current/activate', { code }), 409, 'account_exists');
    expect(error.message).toBe('An account with this mobile number already exists. Log in or reset your password.');
    expect(await client.get('/registrations/current')).toMatchObject({ status: 200, body: null });
  });

  it('a known email is refused after the code (email_unavailable); a new email then activates with the same code', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const details = registration({ emailAddress: 'sara@example.com' });
    await client.post('/registrations', details);
    const { code } = await latestMessage(app, details.mobile);
    const error = expectError(await client.post('/registrations/current/activate', { code }), 409, 'email_unavailable');
    expect(error.fields).toHaveProperty('emailAddress');
    const email = `fixed.${Date.now()}@example.com`;
    expect((await client.patch('/registrations/current/email', { emailAddress: email })).status).toBe(200);
    const done = await client.post('/registrations/current/activate', { code });
    expect(done.status).toBe(200);
    expect(done.body.emailAddress).toBe(email);
  });

  it('creates a new account beside the verified guests with the same mobile; they join it only when asked (accounts-guest-upgrade)', async () => {
    const { app, advance } = accountsApp(database());
    const mobile = freshMobile();
    const guestIds: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const guest = await browser(app);
      await guest.post('/auth/guest');
      await guest.post('/auth/guest/mobile', { mobile });
      const { code } = await latestMessage(app, mobile);
      expect((await guest.post('/auth/guest/mobile/verify', { code })).status).toBe(200);
      const [row] = await database().db.select().from(users).where(sql`${users.kind} = 'guest' and ${users.mobile} = ${mobile}`).orderBy(sql`created_at desc`);
      guestIds.push(row!.id);
      advance(61_000);
    }
    const client = await browser(app);
    const details = registration({ mobile });
    await client.post('/registrations', details);
    const { code } = await latestMessage(app, mobile);
    expect((await client.post('/registrations/current/activate', { code })).status).toBe(200);
    const rows = await database().db.select().from(users).where(eq(users.mobile, mobile));
    const customer = rows.find((row) => row.kind === 'customer');
    expect(customer?.email).toBe(details.emailAddress);
    expect(guestIds).not.toContain(customer!.id);
    expect(rows.filter((row) => row.kind === 'guest').map((row) => row.mergedIntoUserId)).toEqual([null, null]);
    const { accountUserIds } = await import('../../server/accounts/users.ts');
    expect(await accountUserIds(database().db, customer!.id)).toEqual([customer!.id]);
  });

  it('needs a pending registration and the session token', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    expectError(await client.post('/registrations/current/activate', { code: '123456' }), 404, 'not_found');
    expectError(await client.post('/registrations/current/code'), 404, 'not_found');
    expectError(await client.patch('/registrations/current/mobile', { mobile: freshMobile() }), 404, 'not_found');
    const noCsrf = await app.request('/rest/s1/insurance/registrations', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(registration()) });
    expect(noCsrf.status).toBe(403);
  });

  it('writes codes to the log only in the development outbox lines, and never the password', async () => {
    const { app, logger } = accountsApp(database());
    const client = await browser(app);
    const details = registration();
    await client.post('/registrations', details);
    const { code } = await latestMessage(app, details.mobile);
    await client.post('/registrations/current/activate', { code });
    const withCode = logger.lines.filter((line) => line.includes(code!));
    expect(withCode.length).toBeGreaterThan(0);
    for (const line of withCode) expect(line).toContain('[dev outbox]');
    expect(logger.lines.join('\n')).not.toContain(details.password);
  });
});

describe('production messaging', () => {
  it('sends through the configured provider and keeps no readable code in the outbox', async () => {
    const sent: { to: string; body: string }[] = [];
    const { app } = accountsApp(database(), {
      accounts: { devOutbox: false },
      providers: { sms: { name: 'fake-gateway', keepsCodes: false, deliver: async (message) => void sent.push(message) } },
    });
    const client = await browser(app);
    const details = registration();
    expect((await client.post('/registrations', details)).status).toBe(201);
    expect(sent).toHaveLength(1);
    const code = /\d{6}/.exec(sent[0]!.body)![0];
    const [row] = await database().db.select().from(outbox).where(eq(outbox.recipient, details.mobile));
    expect(row).toMatchObject({ provider: 'fake-gateway', code: null });
    expect(row!.body).not.toContain(code);
    // And the development outbox is not mounted (405 from the contract's path table, or 404: nothing served).
    const dev = await app.request(`/rest/s1/insurance/dev/outbox/latest?to=${encodeURIComponent(details.mobile)}`);
    expect([404, 405]).toContain(dev.status);
    expect(await dev.text()).not.toContain(code);
  });
});
