import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { CODE_LIFETIME_SECONDS, CODE_MAX_ATTEMPTS, CODE_RESEND_AFTER_SECONDS, type CodeSent } from '../../contract/accounts.ts';
import { POLICY_ACCESS_CODE_PROBLEM } from '../../contract/policy-access-endpoints.ts';
import { users } from '../db/tables/accounts.ts';
import { policies } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { ApiLanguage } from '../http/request-language.ts';
import { codeMessages } from './code-messages.ts';
import { checkCode, consumeCode, issueCode } from './codes.ts';
import type { AccountsDeps } from './context.ts';
import { LIMITS, type Limit } from './rate-limit.ts';
import { maskMobile } from './secrets.ts';
import type { UserRow } from './users.ts';

/** One code a minute to a mobile, whatever the policy number: the answer is the same either way. */
const ONE_A_MINUTE: Limit = { max: 1, windowMs: CODE_RESEND_AFTER_SECONDS * 1000 };

export interface PolicyAccessRequest {
  policyNumber: string;
  mobile: string;
  ip: string;
  language: ApiLanguage;
}

/**
 * The policy a guest bought with this mobile verified at checkout, and its guest; undefined for an
 * unknown number, a mobile that does not match, a customer's policy (customers sign in) and a guest
 * merged into an account since (the account has it).
 */
export async function guestPolicyOf(deps: AccountsDeps, policyNumber: string, mobile: string): Promise<{ policyId: string; guest: UserRow } | undefined> {
  const [row] = await deps.db
    .select({ policyId: policies.id, guest: users })
    .from(policies)
    .innerJoin(users, eq(users.id, policies.userId))
    .where(
      and(eq(policies.policyNumber, policyNumber), eq(users.kind, 'guest'), eq(users.mobile, mobile), isNotNull(users.mobileVerifiedAt), isNull(users.mergedIntoUserId)),
    )
    .limit(1);
  return row;
}

/**
 * Counts the request (per mobile: one a minute and the hourly codes; per address) and answers where a
 * code would go at once; the look-up and the send run after the answer has left (deferred, as for a
 * forgotten password), so neither the answer, its time nor a slow SMS provider tells whether the policy
 * exists or the mobile matches.
 */
export async function requestPolicyAccess(deps: AccountsDeps, request: PolicyAccessRequest): Promise<CodeSent> {
  await deps.limiter.hit(
    [`policy-access:gap:${request.mobile}`, ONE_A_MINUTE],
    [`policy-access:to:${request.mobile}`, LIMITS.codesPerRecipient],
    [`policy-access:ip:${request.ip}`, LIMITS.codesPerIp],
  );
  deps.deferred.enqueue('policy access code', () => sendPolicyAccessCode(deps, request));
  const at = deps.now().getTime();
  return {
    maskedMobile: maskMobile(request.mobile),
    codeExpiresAt: new Date(at + CODE_LIFETIME_SECONDS * 1000).toISOString(),
    resendAvailableAt: new Date(at + CODE_RESEND_AFTER_SECONDS * 1000).toISOString(),
    attemptsLeft: CODE_MAX_ATTEMPTS,
  };
}

async function sendPolicyAccessCode(deps: AccountsDeps, request: PolicyAccessRequest): Promise<void> {
  const found = await guestPolicyOf(deps, request.policyNumber, request.mobile);
  if (!found) return;
  try {
    await issueCode(deps, {
      purpose: 'policy_access',
      subject: found.policyId,
      recipient: request.mobile,
      channel: 'sms',
      ip: request.ip,
      message: (code) => ({ body: codeMessages.policyAccessSms[request.language](code) }),
    });
  } catch (error) {
    // A code sent a moment ago is still valid.
    if (!(error instanceof ApiHttpError && error.code === 'rate_limited')) throw error;
  }
}

const codeProblem = () => new ApiHttpError(400, 'code_invalid', POLICY_ACCESS_CODE_PROBLEM, { code: POLICY_ACCESS_CODE_PROBLEM });

/**
 * The code checked against the policy's live one (5 wrong tries kill a code; checks are counted per
 * policy number and per address before anything is looked up). One answer for every failure: a wrong,
 * expired or used-up code, an unknown policy, a mobile that does not match. Right: the code is used up
 * and the policy's guest and number are returned, for a session limited to it.
 */
export async function verifyPolicyAccess(
  deps: AccountsDeps,
  request: { policyNumber: string; mobile: string; code: string; ip: string },
): Promise<{ guest: UserRow; policyNumber: string }> {
  await deps.limiter.hit([`policy-access:check:${request.policyNumber}`, LIMITS.codeChecksPerSubject], [`policy-access:check-ip:${request.ip}`, LIMITS.loginPerIp]);
  const found = await guestPolicyOf(deps, request.policyNumber, request.mobile);
  if (!found) throw codeProblem();
  let code;
  try {
    code = await checkCode(deps, { purpose: 'policy_access', subject: found.policyId, code: request.code });
  } catch (error) {
    if (error instanceof ApiHttpError && error.code !== 'rate_limited') throw codeProblem();
    throw error;
  }
  if (code.recipient !== request.mobile) throw codeProblem();
  await consumeCode(deps, code.id);
  return { guest: found.guest, policyNumber: request.policyNumber };
}
