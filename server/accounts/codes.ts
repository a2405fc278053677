import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CODE_LIFETIME_SECONDS, CODE_MAX_ATTEMPTS, CODE_RESEND_AFTER_SECONDS, type CodeSent } from '../../contract/accounts.ts';
import { verificationCodes } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AccountsDeps } from './context.ts';
import { LIMITS, rateLimitedError } from './rate-limit.ts';
import { maskMobile, newSmsCode, sameHex, sha256 } from './secrets.ts';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type CodeRow = typeof verificationCodes.$inferSelect;

const hashCode = (id: string, code: string) => sha256(code, `code:${id}`);

export const codeInvalidError = (attemptsLeft: number) =>
  new ApiHttpError(400, 'code_invalid', 'This code is not correct.', { code: 'This code is not correct.' }, { attemptsLeft });
export const codeExpiredError = () => new ApiHttpError(410, 'code_expired', 'This code has expired. Request a new one.');
export const codeExhaustedError = () =>
  new ApiHttpError(409, 'code_attempts_exhausted', 'Too many wrong codes. Request a new code.', undefined, { attemptsLeft: 0 });

/** The live code of a purpose and subject, else the newest one (used or superseded). */
export async function latestCode(deps: AccountsDeps, purpose: CodePurpose, subject: string): Promise<CodeRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.subject, subject)))
    // Unconsumed first: two codes can share a timestamp (a clock that stands still in tests).
    .orderBy(sql`${verificationCodes.consumedAt} is null desc`, desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

export function codeTiming(row: CodeRow): Omit<CodeSent, 'maskedMobile'> {
  return {
    codeExpiresAt: row.expiresAt.toISOString(),
    resendAvailableAt: new Date(row.createdAt.getTime() + CODE_RESEND_AFTER_SECONDS * 1000).toISOString(),
    attemptsLeft: Math.max(0, CODE_MAX_ATTEMPTS - row.attempts),
  };
}

export function codeSentOf(row: CodeRow): CodeSent {
  return { maskedMobile: row.recipient.includes('@') ? row.recipient : maskMobile(row.recipient), ...codeTiming(row) };
}

/**
 * Sends a new 6-digit code and retires the previous ones of the same purpose and subject.
 * 429 (Retry-After) when this recipient got a code of this purpose less than 60 s ago, or when the
 * per-recipient or per-address hourly limits are reached.
 */
export async function issueCode(
  deps: AccountsDeps,
  options: {
    purpose: CodePurpose;
    subject: string;
    recipient: string;
    channel: 'sms' | 'email';
    ip: string;
    message: (code: string) => { subject?: string; body: string };
  },
): Promise<CodeRow> {
  const at = deps.now();
  const [recent] = await deps.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, options.purpose),
        eq(verificationCodes.recipient, options.recipient),
        gt(verificationCodes.createdAt, new Date(at.getTime() - CODE_RESEND_AFTER_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (recent) {
    throw rateLimitedError(
      (recent.createdAt.getTime() + CODE_RESEND_AFTER_SECONDS * 1000 - at.getTime()) / 1000,
      'Please wait before asking for another code.',
    );
  }
  await deps.limiter.hit([`code:to:${options.recipient}`, LIMITS.codesPerRecipient], [`code:ip:${options.ip}`, LIMITS.codesPerIp]);

  await deps.db
    .update(verificationCodes)
    .set({ consumedAt: at })
    .where(and(eq(verificationCodes.purpose, options.purpose), eq(verificationCodes.subject, options.subject), isNull(verificationCodes.consumedAt)));
  const code = newSmsCode();
  const id = randomUUID();
  const [row] = await deps.db
    .insert(verificationCodes)
    .values({
      id,
      purpose: options.purpose,
      subject: options.subject,
      recipient: options.recipient,
      codeHash: hashCode(id, code),
      createdAt: at,
      expiresAt: new Date(at.getTime() + CODE_LIFETIME_SECONDS * 1000),
    })
    .returning();
  const text = options.message(code);
  await deps.messenger.send({ channel: options.channel, to: options.recipient, ...text, code });
  return row!;
}

/**
 * Checks a code against the live one of a purpose and subject. Right: returns the row (not consumed:
 * the caller consumes it once its work succeeded). Wrong: counts the attempt and throws code_invalid
 * (400, attemptsLeft) or, at the fifth, code_attempts_exhausted (409). Expired or none: code_expired (410).
 */
export async function checkCode(deps: AccountsDeps, options: { purpose: CodePurpose; subject: string; code: string }): Promise<CodeRow> {
  await deps.limiter.hit([`code:check:${options.purpose}:${options.subject}`, LIMITS.codeChecksPerSubject]);
  const row = await latestCode(deps, options.purpose, options.subject);
  const at = deps.now();
  if (!row || row.consumedAt || row.expiresAt <= at) throw codeExpiredError();
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw codeExhaustedError();
  if (sameHex(row.codeHash, hashCode(row.id, options.code))) return row;
  const [updated] = await deps.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, row.id))
    .returning({ attempts: verificationCodes.attempts });
  const left = CODE_MAX_ATTEMPTS - (updated?.attempts ?? CODE_MAX_ATTEMPTS);
  if (left <= 0) throw codeExhaustedError();
  throw codeInvalidError(left);
}

export async function consumeCode(deps: AccountsDeps, id: string): Promise<void> {
  await deps.db.update(verificationCodes).set({ consumedAt: deps.now() }).where(eq(verificationCodes.id, id));
}
