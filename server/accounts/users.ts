import { and, desc, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { LoginResult, LoginType } from '../../contract/accounts.ts';
import { E164_PATTERN } from '../../contract/accounts.ts';
import { isValidE164, normalizeDigits, toE164 } from '../../contract/phone.ts';
import type { AppDatabase } from '../db/database.ts';
import { sessionLogins, users } from '../db/tables/accounts.ts';
import { geoCountries } from '../db/schema.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { LiveSession } from '../sessions/session-store.ts';
import { sha256 } from './secrets.ts';

export type UserRow = typeof users.$inferSelect;

export type Identifier =
  | { kind: 'email'; value: string }
  | { kind: 'mobile'; value: string }
  | { kind: 'localNumber'; value: string }
  | { kind: 'invalid'; value: string };

/**
 * An email (has an @, lower-cased) or a mobile number (spaces, dashes, brackets dropped; 00 -> +). A
 * number written as dialled at home (050 123 4567) is read with each of `countries` in turn (the
 * visitor's region, then the service's country) and taken from the first that calls it valid.
 */
export function parseIdentifier(raw: string, countries: readonly (string | undefined)[] = []): Identifier {
  const text = normalizeDigits(raw).trim();
  if (text.includes('@')) return { kind: 'email', value: text.toLowerCase() };
  const digits = text.replace(/[\s\-().]/g, '').replace(/^00/, '+');
  if (E164_PATTERN.test(digits)) return { kind: 'mobile', value: digits };
  if (/^\d{4,15}$/.test(digits)) {
    for (const country of countries) {
      const e164 = country ? toE164(digits, country) : null;
      if (e164 && isValidE164(e164)) return { kind: 'mobile', value: e164 };
    }
    return { kind: 'localNumber', value: digits };
  }
  return { kind: 'invalid', value: text.toLowerCase() };
}

/** What the customer is told when a number without its country code could not be read. */
export const WRITE_WITH_COUNTRY_CODE = 'Write the mobile number with its country code, for example +966 50 123 4567.';

/** The account (never a guest) an identifier names, if any. */
export async function findAccountByIdentifier(db: AppDatabase, identifier: Identifier): Promise<UserRow | undefined> {
  if (identifier.kind === 'invalid' || identifier.kind === 'localNumber') return undefined;
  const match = identifier.kind === 'email' ? eq(users.email, identifier.value) : eq(users.mobile, identifier.value);
  const [user] = await db
    .select()
    .from(users)
    .where(and(match, ne(users.kind, 'guest'), isNull(users.mergedIntoUserId)))
    .limit(1);
  return user;
}

export async function findUserById(db: AppDatabase, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The non-guest account holding a mobile number, if any. */
export async function findAccountByMobile(db: AppDatabase, mobile: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), ne(users.kind, 'guest')))
    .limit(1);
  return user;
}

/** Guests who proved this mobile number at checkout and were not merged yet, newest first. */
export async function verifiedGuestsWithMobile(db: AppDatabase, mobile: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.kind, 'guest'), eq(users.mobile, mobile), isNotNull(users.mobileVerifiedAt), isNull(users.mergedIntoUserId)))
    .orderBy(desc(users.createdAt));
}

/**
 * The user ids whose policies and orders belong to this account: itself plus the guests merged into it
 * when the account was created with their verified mobile. (For the purchase area's "my policies".)
 */
export async function accountUserIds(db: AppDatabase, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, userId), eq(users.mergedIntoUserId, userId)));
  return rows.map((row) => row.id);
}

/** 400 on the insuranceCountry field unless the code names a country of the list. */
export async function assertCountry(db: AppDatabase, code: string): Promise<void> {
  if (!(await countryExists(db, code))) {
    throw new ApiHttpError(400, 'validation_failed', 'Some fields are not valid.', { insuranceCountry: 'Choose a country from the list.' });
  }
}

export async function countryExists(db: AppDatabase, code: string): Promise<boolean> {
  const rows = await db.select({ code: geoCountries.shortCode }).from(geoCountries).where(inArray(geoCountries.shortCode, [code])).limit(1);
  return rows.length > 0;
}

export const isBackendUser = (user: UserRow) => user.kind === 'backend' || user.kind === 'broker';

export function usernameOf(user: UserRow): string {
  if (user.kind === 'guest') return `guest-${user.id.slice(0, 8)}`;
  return user.email ?? user.mobile ?? user.id;
}

export function fullNameOf(user: UserRow): string {
  const name = [user.firstName, user.middleName, user.lastName].filter((part) => part && part.trim()).join(' ');
  if (name) return name;
  return user.kind === 'guest' ? 'Guest' : usernameOf(user);
}

/** The answer of login, guest, activation, Google and /auth/me. */
export function loginResultOf(user: UserRow, session: LiveSession, loginType: LoginType): LoginResult {
  return {
    username: usernameOf(user),
    userFullName: fullNameOf(user),
    emailAddress: user.email,
    countryCode: user.insuranceCountry,
    geoId: user.insuranceCountry,
    loginTypeEnumId: loginType,
    // Opaque and not a credential: the session token is what authenticates.
    apiKey: sha256(session.id, 'api-key').slice(0, 32),
    sessionId: session.id,
    sessionToken: session.token,
    backendUser: isBackendUser(user),
    registrationStep: null,
  };
}

export async function loginTypeOf(db: AppDatabase, sessionId: string): Promise<LoginType | undefined> {
  const [row] = await db.select({ loginType: sessionLogins.loginType }).from(sessionLogins).where(eq(sessionLogins.sessionId, sessionId)).limit(1);
  return row?.loginType;
}
