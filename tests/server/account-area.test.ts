import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addressListSchema, groupMemberListSchema, profileSchema } from '../../contract/account-area.ts';
import { TEST_PASSWORD_SCRYPT_N } from '../../server/accounts/accounts-config.ts';
import { hashPassword } from '../../server/accounts/secrets.ts';
import { sessions } from '../../server/db/schema.ts';
import { users } from '../../server/db/tables/accounts.ts';
import { hashSessionToken } from '../../server/sessions/session-store.ts';
import { type Answer, type App, accountsApp, browser, expectError, freshMobile, latestMessage } from './accounts-support.ts';
import { API, openTestDatabase, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openTestDatabase());

const PASSWORD = 'Profile-pass-2026';
let people = 0;

/** A browser signed in as a new customer (or guest, or staff), made directly in the database(). */
async function signedIn(app: App, kind: 'customer' | 'guest' | 'backend' = 'customer') {
  const client = await browser(app);
  people += 1;
  const [user] = await database().db
    .insert(users)
    .values({
      kind,
      firstName: kind === 'guest' ? null : 'Mona',
      lastName: kind === 'guest' ? null : `Profile${people}`,
      email: kind === 'guest' ? null : `mona.${people}.${Date.now()}@example.com`,
      emailVerifiedAt: kind === 'guest' ? null : new Date(),
      mobile: freshMobile(),
      mobileVerifiedAt: new Date(),
      passwordHash: kind === 'guest' ? null : await hashPassword(PASSWORD, TEST_PASSWORD_SCRYPT_N),
    })
    .returning();
  await database().db.update(sessions).set({ userId: user!.id }).where(eq(sessions.tokenHash, hashSessionToken(client.state.token)));
  const put = (path: string, body: unknown) => client.call('PUT', path, body);
  const del = (path: string) => client.call('DELETE', path);
  return { ...client, put, del, user: user! };
}

const fieldsOf = (answer: Answer) => expectError(answer, 400, 'validation_failed').fields ?? {};

const me = {
  firstName: 'Mona',
  middleName: 'Ali',
  lastName: 'Saleh',
  dateOfBirth: '1990-05-06',
  gender: 'female',
  preferredLanguage: 'ar',
};

describe('profile', () => {
  it('arrives intact over a real socket, where a body of declared length is read in one piece (Arabic names; not JSON: 400)', async () => {
    const { app } = accountsApp(database());
    const mona = await signedIn(app);
    const server = createAdaptorServer({ fetch: app.fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const put = (body: string) =>
        fetch(`http://127.0.0.1:${port}${API}/account/profile`, {
          method: 'PUT',
          // fetch declares the length of a text body (content-length), as browsers do.
          headers: { 'content-type': 'application/json', 'session-token': mona.state.token, 'x-csrf-token': mona.state.token },
          body,
        });
      const saved = await put(JSON.stringify({ ...me, firstName: 'منى', lastName: 'الصالح' }));
      expect(saved.status).toBe(200);
      expect(profileSchema.parse(await saved.json())).toMatchObject({ firstName: 'منى', lastName: 'الصالح' });
      const broken = await put('{"firstName": "منى"');
      expect(broken.status).toBe(400);
      expect(await broken.json()).toMatchObject({ error: { code: 'bad_request' } });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is read and changed by its owner; names, date of birth, gender and language are checked field by field', async () => {
    const { app } = accountsApp(database());
    const mona = await signedIn(app);
    const before = profileSchema.parse((await mona.get('/account/profile')).body);
    expect(before).toMatchObject({ firstName: 'Mona', emailAddress: mona.user.email, emailVerified: true, pendingEmail: null, isGuest: false, gender: null });

    const saved = await mona.put('/account/profile', me);
    expect(saved.status).toBe(200);
    expect(profileSchema.parse(saved.body)).toMatchObject({ ...me, mobileNumber: mona.user.mobile });

    const bad = fieldsOf(await mona.put('/account/profile', { ...me, firstName: 'Mo\u0007na', lastName: '', middleName: 'A\u202eB', dateOfBirth: '2015-01-01', gender: '', preferredLanguage: 'fr' }));
    expect(Object.keys(bad).sort()).toEqual(['dateOfBirth', 'firstName', 'gender', 'lastName', 'middleName', 'preferredLanguage']);
    expect(fieldsOf(await mona.put('/account/profile', { ...me, dateOfBirth: '1899-12-31' })).dateOfBirth).toBeDefined();
    expect(fieldsOf(await mona.put('/account/profile', { ...me, firstName: 'Mona2' })).firstName).toMatch(/letters/);
    // Nothing of the refused changes was kept.
    expect((await mona.get('/account/profile')).body).toMatchObject(me);
  });

  it('answers 401 without a signed-in user and 403 to staff', async () => {
    const { app } = accountsApp(database());
    const anonymous = await browser(app);
    expectError(await anonymous.get('/account/profile'), 401, 'unauthorized');
    const staff = await signedIn(app, 'backend');
    expectError(await staff.get('/account/profile'), 403, 'forbidden');
    expectError(await staff.get('/account/addresses'), 403, 'forbidden');
  });

  it('a guest has a profile with empty names, and no email, mobile or password change', async () => {
    const { app } = accountsApp(database());
    const guest = await signedIn(app, 'guest');
    expect(profileSchema.parse((await guest.get('/account/profile')).body)).toMatchObject({ firstName: '', lastName: '', isGuest: true, emailAddress: null });
    expectError(await guest.post('/account/profile/email', { emailAddress: 'guest@example.com' }), 422, 'account_required');
    expectError(await guest.post('/account/profile/mobile', { mobileNumber: freshMobile() }), 422, 'account_required');
  });

  it('a new email applies once its link is opened; a later request supersedes an earlier link; a taken address is refused then', async () => {
    const { app, advance } = accountsApp(database());
    const mona = await signedIn(app);
    const first = `first.${Date.now()}@example.com`;
    const second = `second.${Date.now()}@example.com`;
    expect((await mona.post('/account/profile/email', { emailAddress: first.toUpperCase() })).status).toBe(202);
    const firstToken = (await latestMessage(app, first)).code!;
    advance(1000);
    expect((await mona.post('/account/profile/email', { emailAddress: second })).body).toEqual({ pendingEmail: second });
    const secondToken = (await latestMessage(app, second)).code!;
    expect((await mona.get('/account/profile')).body).toMatchObject({ emailAddress: mona.user.email, pendingEmail: second });

    expectError(await mona.post('/auth/email-verification', { token: firstToken }), 410, 'link_expired');
    const verified = await mona.post('/auth/email-verification', { token: secondToken });
    expect(verified.body).toEqual({ emailAddress: second, verified: true });
    expect((await mona.get('/account/profile')).body).toMatchObject({ emailAddress: second, emailVerified: true, pendingEmail: null });
    expectError(await mona.post('/auth/email-verification', { token: secondToken }), 409, 'link_used');

    expect(fieldsOf(await mona.post('/account/profile/email', { emailAddress: second })).emailAddress).toMatch(/already your email/);
    expect(fieldsOf(await mona.post('/account/profile/email', { emailAddress: 'not an email' })).emailAddress).toBeDefined();

    const other = await signedIn(app);
    advance(1000);
    await mona.post('/account/profile/email', { emailAddress: other.user.email });
    const token = (await latestMessage(app, other.user.email!)).code!;
    expectError(await mona.post('/auth/email-verification', { token }), 409, 'email_unavailable');
    expect((await mona.get('/account/profile')).body).toMatchObject({ emailAddress: second });
  });

  it("a new mobile applies once its SMS code is confirmed; another account's number is refused after the code", async () => {
    const { app } = accountsApp(database());
    const mona = await signedIn(app);
    const mobile = freshMobile();
    const sent = await mona.post('/account/profile/mobile', { mobileNumber: mobile });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.attemptsLeft).toBe(5);
    const { code } = await latestMessage(app, mobile);
    expectError(await mona.post('/account/profile/mobile/verify', { code: code === '000000' ? '111111' : '000000' }), 400, 'code_invalid');
    expect((await mona.get('/account/profile')).body.mobileNumber).toBe(mona.user.mobile);
    const confirmed = await mona.post('/account/profile/mobile/verify', { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.mobileNumber).toBe(mobile);
    expectError(await mona.post('/account/profile/mobile/verify', { code }), 410, 'code_expired');

    expect(fieldsOf(await mona.post('/account/profile/mobile', { mobileNumber: mobile })).mobileNumber).toMatch(/already your mobile/);
    expect(fieldsOf(await mona.post('/account/profile/mobile', { mobileNumber: '+96612' })).mobileNumber).toBeDefined();

    const other = await signedIn(app);
    await mona.post('/account/profile/mobile', { mobileNumber: other.user.mobile });
    const otherCode = (await latestMessage(app, other.user.mobile!)).code!;
    const taken = expectError(await mona.post('/account/profile/mobile/verify', { code: otherCode }), 409, 'mobile_unavailable');
    expect(taken.fields?.mobileNumber).toBeDefined();
  });

  it('refuses the current password as the new one', async () => {
    const { app } = accountsApp(database());
    const mona = await signedIn(app);
    const same = fieldsOf(await mona.post('/auth/password/change', { oldPassword: PASSWORD, newPassword: PASSWORD }));
    expect(same.newPassword).toMatch(/not the current one/);
    expect((await mona.post('/auth/password/change', { oldPassword: PASSWORD, newPassword: 'Another-pass-2027' })).status).toBe(204);
  });
});

const riyadh = { countryCode: 'SA', region: '01', city: 'Riyadh', street: 'King Fahd Road 12', postalCode: '12211' };

describe('addresses', () => {
  it('keeps exactly one default: the first, then the one chosen, then the newest left when the default goes', async () => {
    const { app } = accountsApp(database());
    const mona = await signedIn(app);
    expect((await mona.get('/account/addresses')).body).toEqual({ addresses: [] });
    const one = addressListSchema.parse((await mona.post('/account/addresses', riyadh)).body).addresses;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ ...riyadh, isDefault: true });
    const added = await mona.post('/account/addresses', { ...riyadh, city: 'Jeddah', region: 'Makkah', postalCode: '٢١٤٤١' });
    expect(added.status).toBe(201);
    const two = addressListSchema.parse(added.body).addresses;
    expect(two.map((a) => [a.city, a.isDefault, a.postalCode])).toEqual([['Riyadh', true, '12211'], ['Jeddah', false, '21441']]);
    const jeddah = two[1]!.addressId;

    const switched = addressListSchema.parse((await mona.post(`/account/addresses/${jeddah}/default`, {})).body).addresses;
    expect(switched.filter((a) => a.isDefault).map((a) => a.city)).toEqual(['Jeddah']);
    const edited = addressListSchema.parse((await mona.put(`/account/addresses/${jeddah}`, { ...riyadh, city: 'Dubai', countryCode: 'AE', region: 'Dubai', postalCode: '' })).body).addresses;
    expect(edited[0]).toMatchObject({ city: 'Dubai', postalCode: '', isDefault: true });

    const left = addressListSchema.parse((await mona.del(`/account/addresses/${jeddah}`)).body).addresses;
    expect(left.map((a) => [a.city, a.isDefault])).toEqual([['Riyadh', true]]);
    expect((await mona.del(`/account/addresses/${left[0]!.addressId}`)).body).toEqual({ addresses: [] });
  });

  it('refuses bad input at each field and keeps nothing of it', async () => {
    const { app } = accountsApp(database());
    const mona = await signedIn(app);
    expect(Object.keys(fieldsOf(await mona.post('/account/addresses', { countryCode: '', region: '', city: ' ', street: 'a\u0000b', postalCode: '1' }))).sort()).toEqual([
      'city',
      'countryCode',
      'postalCode',
      'region',
      'street',
    ]);
    expect(fieldsOf(await mona.post('/account/addresses', { ...riyadh, postalCode: '1234' })).postalCode).toMatch(/postal code/);
    expect(fieldsOf(await mona.post('/account/addresses', { ...riyadh, postalCode: '' })).postalCode).toBeDefined();
    expect(fieldsOf(await mona.post('/account/addresses', { ...riyadh, countryCode: 'ZZ' })).countryCode).toBeDefined();
    expect(fieldsOf(await mona.post('/account/addresses', { ...riyadh, region: 'Atlantis' })).region).toBeDefined();
    expect(fieldsOf(await mona.post('/account/addresses', { ...riyadh, street: 'x'.repeat(121) })).street).toBeDefined();
    expect(fieldsOf(await mona.post('/account/addresses', { ...riyadh, isDefault: true })).isDefault).toBeDefined();
    expectError(await mona.put('/account/addresses/not-a-uuid', riyadh), 400, 'validation_failed');
    expect((await mona.get('/account/addresses')).body).toEqual({ addresses: [] });
  });

  it("another customer's address answers 404 to every call and stays as it was", async () => {
    const { app } = accountsApp(database());
    const owner = await signedIn(app);
    const other = await signedIn(app);
    const id = addressListSchema.parse((await owner.post('/account/addresses', riyadh)).body).addresses[0]!.addressId;
    expectError(await other.put(`/account/addresses/${id}`, { ...riyadh, city: 'Taken' }), 404, 'not_found');
    expectError(await other.post(`/account/addresses/${id}/default`, {}), 404, 'not_found');
    expectError(await other.del(`/account/addresses/${id}`), 404, 'not_found');
    expect((await other.get('/account/addresses')).body).toEqual({ addresses: [] });
    expect((await owner.get('/account/addresses')).body.addresses[0]).toMatchObject({ city: 'Riyadh', isDefault: true });
  });
});

const son = { firstName: 'Omar', lastName: 'Saleh', relation: 'child', dateOfBirth: '2015-03-04', gender: 'male', nationalId: '1012345678' };

describe('group members', () => {
  it('are added, changed and deleted by their owner; the same national ID twice is refused on its field', async () => {
    const { app, advance } = accountsApp(database());
    const mona = await signedIn(app);
    const added = await mona.post('/account/group-members', { ...son, nationalId: '١٠١ ٢٣٤-٥٦٧٨' });
    expect(added.status).toBe(201);
    const [omar] = groupMemberListSchema.parse(added.body).members;
    expect(omar).toMatchObject(son);
    const twice = expectError(await mona.post('/account/group-members', { ...son, firstName: 'Other' }), 409, 'conflict');
    expect(twice.fields?.nationalId).toBeDefined();
    advance(1000);
    const wife = groupMemberListSchema.parse((await mona.post('/account/group-members', { ...son, firstName: 'Huda', relation: 'spouse', gender: 'female', dateOfBirth: '1992-01-01', nationalId: '2123456789' })).body).members;
    expect(wife.map((m) => m.firstName)).toEqual(['Omar', 'Huda']);
    expectError(await mona.put(`/account/group-members/${omar!.memberId}`, { ...son, nationalId: '2123456789' }), 409, 'conflict');
    const changed = groupMemberListSchema.parse((await mona.put(`/account/group-members/${omar!.memberId}`, { ...son, firstName: 'عمر' })).body).members;
    expect(changed[0]!.firstName).toBe('عمر');
    expect(groupMemberListSchema.parse((await mona.del(`/account/group-members/${omar!.memberId}`)).body).members.map((m) => m.firstName)).toEqual(['Huda']);
  });

  it('refuses bad input at each field', async () => {
    const { app } = accountsApp(database());
    const mona = await signedIn(app);
    const bad = fieldsOf(await mona.post('/account/group-members', { firstName: '\u0001', lastName: '', relation: 'cousin', dateOfBirth: '1899-12-31', gender: 'x', nationalId: '3123456789' }));
    expect(Object.keys(bad).sort()).toEqual(['dateOfBirth', 'firstName', 'gender', 'lastName', 'nationalId', 'relation']);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(fieldsOf(await mona.post('/account/group-members', { ...son, dateOfBirth: tomorrow })).dateOfBirth).toBeDefined();
    expect(fieldsOf(await mona.post('/account/group-members', { ...son, dateOfBirth: '2015-02-30' })).dateOfBirth).toBeDefined();
    expect(fieldsOf(await mona.post('/account/group-members', { ...son, nationalId: '101234567' })).nationalId).toMatch(/10-digit/);
    expect((await mona.get('/account/group-members')).body).toEqual({ members: [] });
  });

  it("another customer's member answers 404 and stays as it was", async () => {
    const { app } = accountsApp(database());
    const owner = await signedIn(app);
    const other = await signedIn(app);
    const id = groupMemberListSchema.parse((await owner.post('/account/group-members', son)).body).members[0]!.memberId;
    expectError(await other.put(`/account/group-members/${id}`, son), 404, 'not_found');
    expectError(await other.del(`/account/group-members/${id}`), 404, 'not_found');
    expect((await owner.get('/account/group-members')).body.members[0]).toMatchObject(son);
  });
});
