import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailVerificationTokens, users } from '../../server/db/tables/accounts.ts';
import type { MessageProvider } from '../../server/accounts/messaging.ts';
import { accountsApp, API, browser, expectError, latestMessage, registration } from './accounts-support.ts';
import { openTestDatabase, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openTestDatabase(), 60_000);

/** A new customer, activated and signed in; returns the client and the details. */
async function newCustomer(app: ReturnType<typeof accountsApp>['app']) {
  const client = await browser(app);
  const details = registration();
  await client.post('/registrations', details);
  const { code } = await latestMessage(app, details.mobile);
  const answer = await client.post('/registrations/current/activate', { code });
  expect(answer.status).toBe(200);
  return { client, details };
}

describe('forgot and reset password', () => {
  it('answers 202 { accepted: true } alike for a known account, an unknown one and a malformed identifier', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const answers = [
      await client.post('/auth/password/forgot', { identifier: 'sara@example.com', channel: 'email' }),
      await client.post('/auth/password/forgot', { identifier: 'nobody@example.com', channel: 'email' }),
      await client.post('/auth/password/forgot', { identifier: '+966559876543', channel: 'sms' }),
      await client.post('/auth/password/forgot', { identifier: 'just words', channel: 'sms' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ accepted: true });
    }
    // Asking again at once for a real account still answers the same (no "wait" that would tell).
    const again = await client.post('/auth/password/forgot', { identifier: 'sara@example.com', channel: 'email' });
    expect(again.status).toBe(202);
    expectError(await client.post('/auth/password/forgot', { identifier: 'sara@example.com', channel: 'fax' }), 400, 'validation_failed');
  });

  it('answers before anything is looked up or sent, alike for a known and an unknown account: the send goes out of band', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const reached: string[] = [];
    // A provider that hangs until released: an answer that waited for it would never come.
    const blocking: MessageProvider = {
      name: 'blocking-email',
      keepsCodes: true,
      async deliver(message) {
        reached.push(message.to);
        await gate;
      },
    };
    const { app } = accountsApp(database(), { providers: { email: blocking } });
    const client = await browser(app);
    const known = await client.post('/auth/password/forgot', { identifier: 'sara@example.com', channel: 'email' });
    const unknown = await client.post('/auth/password/forgot', { identifier: 'nobody.else@example.com', channel: 'email' });
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ accepted: true });
    }
    expect(reached.filter((to) => to === 'nobody.else@example.com')).toEqual([]);
    release();
    // The development outbox waits for sends on their way: Sara's code arrived after the answer, nobody's never.
    const sent = await latestMessage(app, 'sara@example.com');
    expect(sent.code).toMatch(/^\d{6}$/);
    expect(reached).toEqual(['sara@example.com']);
    expect((await app.request(`${API}/dev/outbox/latest?to=${encodeURIComponent('nobody.else@example.com')}`)).status).toBe(404);
  });

  it('resets with the SMS code, ends every session of the user, and the new password works', async () => {
    const { app } = accountsApp(database());
    const { client: signedIn, details } = await newCustomer(app);
    const anonymous = await browser(app);
    expect((await anonymous.post('/auth/password/forgot', { identifier: details.emailAddress, channel: 'sms' })).status).toBe(202);
    const message = await latestMessage(app, details.mobile);
    expect(message.body).toContain('password reset code');
    expectError(await anonymous.post('/auth/password/reset', { identifier: details.emailAddress, code: message.code, newPassword: 'weak' }), 400, 'validation_failed');
    const reset = await anonymous.post('/auth/password/reset', { identifier: details.emailAddress, code: message.code, newPassword: 'Brand-new-pass-77' });
    expect(reset.status).toBe(204);
    expectError(await signedIn.get('/auth/me'), 403, 'forbidden');
    const login = await browser(app);
    expectError(await login.post('/auth/login', { identifier: details.emailAddress, password: details.password }), 401, 'unauthorized');
    expect((await login.post('/auth/login', { identifier: details.mobile, password: 'Brand-new-pass-77' })).status).toBe(200);
    // The code was used up.
    expectError(await anonymous.post('/auth/password/reset', { identifier: details.emailAddress, code: message.code, newPassword: 'Other-pass-123' }), 400, 'code_invalid');
  });

  it('resets by email code too', async () => {
    const { app } = accountsApp(database());
    const { details } = await newCustomer(app);
    const client = await browser(app);
    await client.post('/auth/password/forgot', { identifier: details.mobile, channel: 'email' });
    const mail = await latestMessage(app, details.emailAddress);
    expect(mail.channel).toBe('email');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect((await client.post('/auth/password/reset', { identifier: details.mobile, code: mail.code, newPassword: 'Mailed-pass-321' })).status).toBe(204);
  });

  it('writes the reset SMS in the reader\'s language and takes the code in Arabic-Indic digits', async () => {
    const { app } = accountsApp(database());
    const { details } = await newCustomer(app);
    const arabic = await browser(app, { 'accept-language': 'ar' });
    await arabic.post('/auth/password/forgot', { identifier: details.emailAddress, channel: 'sms' });
    const sms = await latestMessage(app, details.mobile);
    expect(sms.body).toBe(`أمانة: رمز استعادة كلمة المرور ${sms.code}. ينتهي خلال 5 دقائق. لا تشاركه مع أحد.`);
    const arabicDigits = sms.code!.replace(/\d/g, (digit) => String.fromCodePoint(0x0660 + Number(digit)));
    const reset = await arabic.post('/auth/password/reset', { identifier: details.emailAddress, code: arabicDigits, newPassword: 'Another-pass-1' });
    expect(reset.status, JSON.stringify(reset.body)).toBeLessThan(300);
  });

  it('answers one generic message for a wrong code, an expired code and an unknown account', async () => {
    const { app, advance } = accountsApp(database());
    const { details } = await newCustomer(app);
    const client = await browser(app);
    await client.post('/auth/password/forgot', { identifier: details.emailAddress, channel: 'sms' });
    const { code } = await latestMessage(app, details.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [
      await client.post('/auth/password/reset', { identifier: details.emailAddress, code: wrong, newPassword: 'Another-pass-1' }),
      await client.post('/auth/password/reset', { identifier: 'nobody@example.com', code: wrong, newPassword: 'Another-pass-1' }),
    ];
    advance(5 * 60_000 + 1);
    answers.push(await client.post('/auth/password/reset', { identifier: details.emailAddress, code, newPassword: 'Another-pass-1' }));
    for (const answer of answers) {
      const error = expectError(answer, 400, 'code_invalid');
      expect(error.message).toBe('The code is not correct or has expired.');
      expect(error.attemptsLeft).toBeUndefined();
    }
  });
});

describe('change password', () => {
  it('checks the old password, keeps this session and ends the others', async () => {
    const { app } = accountsApp(database());
    const { client, details } = await newCustomer(app);
    const elsewhere = await browser(app);
    await elsewhere.post('/auth/login', { identifier: details.emailAddress, password: details.password });
    const wrong = expectError(await client.post('/auth/password/change', { oldPassword: 'Not-the-pass-1', newPassword: 'Changed-pass-42' }), 400, 'validation_failed');
    expect(wrong.fields).toHaveProperty('oldPassword');
    expectError(await client.post('/auth/password/change', { oldPassword: details.password, newPassword: 'short' }), 400, 'validation_failed');
    expect((await client.post('/auth/password/change', { oldPassword: details.password, newPassword: 'Changed-pass-42' })).status).toBe(204);
    expect((await client.get('/auth/me')).status).toBe(200);
    expectError(await elsewhere.get('/auth/me'), 403, 'forbidden');
    expect((await (await browser(app)).post('/auth/login', { identifier: details.emailAddress, password: 'Changed-pass-42' })).status).toBe(200);
  });

  it('needs a signed-in customer', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    expectError(await client.post('/auth/password/change', { oldPassword: 'Whatever-123', newPassword: 'Changed-pass-42' }), 401, 'unauthorized');
    await client.post('/auth/guest');
    expectError(await client.post('/auth/password/change', { oldPassword: 'Whatever-123', newPassword: 'Changed-pass-42' }), 401, 'unauthorized');
  });
});

describe('email verification', () => {
  it('confirms the address with the link sent at activation; a second use says the link was used', async () => {
    const { app } = accountsApp(database());
    const { details } = await newCustomer(app);
    const { code: token } = await latestMessage(app, details.emailAddress);
    const other = await browser(app); // the link may be opened on another device
    const ok = await other.post('/auth/email-verification', { token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ emailAddress: details.emailAddress, verified: true });
    const [user] = await database().db.select().from(users).where(eq(users.email, details.emailAddress));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expectError(await other.post('/auth/email-verification', { token }), 409, 'link_used');
    // Only the hash of the token is stored.
    const rows = await database().db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user!.id));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('says an old link expired (24 h) and sends a new one on request', async () => {
    const { app, advance } = accountsApp(database());
    const { details } = await newCustomer(app);
    const { code: old } = await latestMessage(app, details.emailAddress);
    advance(24 * 60 * 60_000 + 1000);
    const anonymous = await browser(app);
    expectError(await anonymous.post('/auth/email-verification', { token: old }), 410, 'link_expired');
    // The signed-in session timed out meanwhile: sign in again, ask for a new link.
    const fresh = await browser(app);
    await fresh.post('/auth/login', { identifier: details.emailAddress, password: details.password });
    expect((await fresh.post('/auth/email-verification/send')).status).toBe(204);
    const { code: token } = await latestMessage(app, details.emailAddress);
    expect(token).not.toBe(old);
    expect((await fresh.post('/auth/email-verification', { token })).status).toBe(200);
    expectError(await fresh.post('/auth/email-verification/send'), 409, 'conflict');
  });

  it('refuses unknown and malformed tokens, and sending without a signed-in customer', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    expectError(await client.post('/auth/email-verification', { token: 'A'.repeat(43) }), 400, 'bad_request');
    expectError(await client.post('/auth/email-verification', { token: '<script>' }), 400, 'validation_failed');
    expectError(await client.post('/auth/email-verification/send'), 401, 'unauthorized');
  });
});
