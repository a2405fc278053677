import * as z from 'zod/mini';
import { twoLetters } from './letters-rule.ts';
import { withExamples } from './examples.ts';
import { mobileNumberSchema, normalizeDigits } from './phone-number.ts';
import { lineTextChecks } from './text-rules.ts';

/**
 * Accounts: login, guest, registration with SMS activation, email verification, password reset and
 * change, Google sign-in, broker applications, and the development outbox. Paths are in
 * contract/endpoints.ts. Every state-changing call needs the session token (CSRF check).
 */

// ---------------------------------------------------------------------------------------------------
// Field rules shared by client and server

/** E.164 as typed in a login identifier: a plus, then 7 to 15 digits, no leading zero. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
/**
 * Mobile numbers in bodies: the phone contract's schema (E.164 shape everywhere; digit-level validity
 * where the full check is installed: on the server and on pages with a phone field).
 */
export const mobileSchema = mobileNumberSchema;

export const countryCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/, 'A two-letter country code (ISO 3166-1 alpha-2).'));

export const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), ...lineTextChecks(), z.maxLength(254, 'At most 254 characters.'), z.email('Enter a valid email address.'));

const nameSchema = (label: string) =>
  z.string().check(z.trim(), ...lineTextChecks(), z.minLength(1, `Enter the ${label}.`), z.maxLength(60, 'At most 60 characters.'), twoLetters());
/** An optional name (a middle name): may be empty. */
const optionalNameSchema = z.string().check(z.trim(), ...lineTextChecks(), z.maxLength(60, 'At most 60 characters.'));

/** Six digits, as sent by SMS; Arabic-Indic (or Persian) digits from an Arabic keyboard are the same digits. */
export const smsCodeSchema = z.string().check(z.overwrite(normalizeDigits), z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code.'));

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export type PasswordProblem = 'too_short' | 'too_long' | 'no_letter' | 'no_digit';

/**
 * The password rule (pure; the client's strength meter shows each problem): at least 10 characters,
 * at most 128, with at least one letter (any script) and one digit.
 */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (length > PASSWORD_MAX_LENGTH) problems.push('too_long');
  if (!/\p{L}/u.test(password)) problems.push('no_letter');
  if (!/\p{Nd}/u.test(password)) problems.push('no_digit');
  return problems;
}
export const isAcceptablePassword = (password: string): boolean => passwordProblems(password).length === 0;

export const newPasswordSchema = withExamples(
  z.string().check(z.refine(isAcceptablePassword, 'Use at least 10 characters with at least one letter and one digit.')),
  'desert-rose-2026',
);

export const MINIMUM_AGE_YEARS = 18;

/** Age in whole years on `today` (YYYY-MM-DD strings, calendar arithmetic, no time zones). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const todayIso = () => new Date().toISOString().slice(0, 10);
/**
 * The latest day that has begun anywhere (UTC+14): a child born this morning in Riyadh is not refused
 * while it is still yesterday in UTC, and nothing later than that is anyone's birthday yet.
 */
const latestTodayIso = () => new Date(Date.now() + 14 * 60 * 60_000).toISOString().slice(0, 10);

export const EARLIEST_BIRTH_DATE = '1900-01-01';
export const birthDateProblem = 'Enter a date of birth between 1900 and today.';

/**
 * Every date of birth the API takes (sign-up, profile, group members, insured persons, policyholder):
 * a real calendar date (YYYY-MM-DD), not before 1900-01-01 and not in the future.
 */
export const birthDateSchema = z
  .string()
  .check(z.iso.date(birthDateProblem), z.refine((value) => value >= EARLIEST_BIRTH_DATE && value <= latestTodayIso(), birthDateProblem));

/** The date of birth of an account holder: a birth date, 18 or older. */
export const dateOfBirthSchema = withExamples(
  birthDateSchema.check(z.refine((value) => ageOn(value, todayIso()) >= MINIMUM_AGE_YEARS, 'You must be at least 18 years old.')),
  '1990-05-14',
);

/**
 * Email address or mobile number (the server tells which by the @). A mobile number may be written
 * with its country code or as dialled at home (05…); Arabic-Indic digits are read as digits.
 */
export const identifierSchema = z
  .string()
  .check(
    z.overwrite((text) => (text.includes('@') ? text : normalizeDigits(text))),
    z.trim(),
    ...lineTextChecks(),
    z.minLength(1, 'Enter your email or mobile number.'),
    z.maxLength(254),
  );

// ---------------------------------------------------------------------------------------------------
// Login

/** POLICY: a guest back through "Find my policy": a short session that opens one policy only. */
export const loginTypes = ['EMAIL', 'MOBILE', 'GUEST', 'GOOGLE', 'POLICY'] as const;
export type LoginType = (typeof loginTypes)[number];

/**
 * The signed-in user, in the spec's storage keys. At login the session token is ROTATED: the new one is
 * in the `session-token` response header and in `sessionToken` here.
 * - username: the email address (customers, backend users), or `guest-xxxxxxxx` for a guest.
 * - countryCode and geoId: the insurance country (ISO 3166-1 alpha-2; geoId is the same code as in /basic/geo).
 * - apiKey: an opaque, non-secret id of this login (the session token is what authenticates).
 * - sessionId: the server session's id (not a credential).
 */
export const loginResultSchema = z.object({
  username: z.string(),
  userFullName: z.string(),
  emailAddress: z.nullable(z.string()),
  countryCode: z.nullable(z.string()),
  geoId: z.nullable(z.string()),
  loginTypeEnumId: z.enum(loginTypes),
  apiKey: z.string(),
  sessionId: z.string(),
  sessionToken: z.string(),
  backendUser: z.boolean(),
  registrationStep: z.nullable(z.string()),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const loginRequestSchema = z.strictObject({
  identifier: identifierSchema,
  /** The country a mobile number written without its country code is read with (the visitor's region). */
  countryCode: z.optional(countryCodeSchema),
  password: z.string().check(z.minLength(1, 'Enter your password.'), z.maxLength(PASSWORD_MAX_LENGTH * 4)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const emptyBodySchema = z.strictObject({});

// ---------------------------------------------------------------------------------------------------
// Codes sent by SMS (registration, guest checkout)

/** Where a code went and its timing (ISO 8601 instants). */
export const codeSentSchema = z.object({
  maskedMobile: z.string(),
  codeExpiresAt: z.string(),
  resendAvailableAt: z.string(),
  attemptsLeft: z.number(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const CODE_LIFETIME_SECONDS = 300;
export const CODE_RESEND_AFTER_SECONDS = 60;
export const CODE_MAX_ATTEMPTS = 5;

export const guestMobileRequestSchema = z.strictObject({ mobile: mobileSchema });
export const codeRequestSchema = z.strictObject({ code: smsCodeSchema });
export const guestMobileVerifiedSchema = z.object({ mobile: z.string(), verified: z.literal(true) });
export type GuestMobileVerified = z.infer<typeof guestMobileVerifiedSchema>;

// ---------------------------------------------------------------------------------------------------
// Registration

export const genders = ['male', 'female'] as const;

export const registrationRequestSchema = z.strictObject({
  firstName: nameSchema('first name'),
  middleName: z.optional(optionalNameSchema),
  lastName: nameSchema('last name'),
  dateOfBirth: dateOfBirthSchema,
  gender: z.enum(genders),
  mobile: mobileSchema,
  emailAddress: emailSchema,
  password: newPasswordSchema,
  insuranceCountry: countryCodeSchema,
  acceptTerms: z.literal(true, 'Accept the terms and conditions to continue.'),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/** A pending registration, bound to the server session (resumable after a reload). */
export const registrationStatusSchema = z.object({
  registrationId: z.string(),
  step: z.literal('activation'),
  ...codeSentSchema.shape,
});
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const registrationMobileRequestSchema = z.strictObject({ mobile: mobileSchema });
export const registrationEmailRequestSchema = z.strictObject({ emailAddress: emailSchema });

// ---------------------------------------------------------------------------------------------------
// Email verification, passwords

export const emailVerificationRequestSchema = z.strictObject({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.')),
});
export const emailVerifiedSchema = z.object({ emailAddress: z.string(), verified: z.literal(true) });

export const passwordChannels = ['sms', 'email'] as const;
export const forgotPasswordRequestSchema = z.strictObject({
  identifier: identifierSchema,
  channel: z.enum(passwordChannels),
});
/** Always the same answer, whether or not an account exists. */
export const forgotPasswordResponseSchema = z.object({ accepted: z.literal(true) });

export const resetPasswordRequestSchema = z.strictObject({
  identifier: identifierSchema,
  code: smsCodeSchema,
  newPassword: newPasswordSchema,
});

export const changePasswordRequestSchema = z.strictObject({
  oldPassword: z.string().check(z.minLength(1, 'Enter your current password.'), z.maxLength(PASSWORD_MAX_LENGTH * 4)),
  newPassword: newPasswordSchema,
});

// ---------------------------------------------------------------------------------------------------
// Google sign-in (OAuth 2.0 authorisation code + PKCE, through the backend)

export const googleStartResponseSchema = z.object({ authorizationUrl: z.string() });
export const googleCallbackRequestSchema = z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(2048)),
  state: z.string().check(z.minLength(1, 'The sign-in link is not valid.'), z.maxLength(512)),
});

// ---------------------------------------------------------------------------------------------------
// Broker applications

export const brokerApplicationStatuses = ['pending_review', 'approved', 'rejected'] as const;

export const brokerApplicationRequestSchema = z.strictObject({
  brokerName: nameSchema('broker name'),
  brokerCode: z.string().check(z.trim(), z.toUpperCase(), ...lineTextChecks(), z.regex(/^[A-Z0-9-]{3,30}$/, 'Enter the licence code: 3 to 30 letters, digits or hyphens.')),
  contactPerson: nameSchema('contact person'),
  emailAddress: emailSchema,
  mobile: mobileSchema,
  insuranceCountry: countryCodeSchema,
  password: newPasswordSchema,
});
export type BrokerApplicationRequest = z.input<typeof brokerApplicationRequestSchema>;

export const brokerApplicationSchema = z.object({
  applicationId: z.string(),
  status: z.enum(brokerApplicationStatuses),
  brokerName: z.string(),
  submittedAt: z.string(),
});
export type BrokerApplication = z.infer<typeof brokerApplicationSchema>;

export const brokerApplicationParamsSchema = z.strictObject({
  // A UUID in its exact shape: a looser text (36 dashes) would reach the database's uuid cast and fail there.
  applicationId: z.string().check(z.regex(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i, 'Not an application id.')),
});

// ---------------------------------------------------------------------------------------------------
// Development outbox (mounted only when DEV_OUTBOX is on)

export const outboxQuerySchema = z.strictObject({
  to: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
});
export const outboxMessageSchema = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  body: z.string(),
  /** The 6-digit code or the link token in the message, when it has one. */
  code: z.nullable(z.string()),
  createdAt: z.string(),
  /** The files an email carried: name, type and size (the bytes are not kept). */
  attachments: z.optional(z.array(z.object({ filename: z.string(), contentType: z.string(), bytes: z.int() }))),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
