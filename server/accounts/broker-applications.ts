import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { BrokerApplication, BrokerApplicationRequest } from '../../contract/accounts.ts';
import { brokerApplications, users } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AccountsDeps } from './context.ts';
import { isUniqueViolation } from './registrations.ts';
import { hashPassword } from './secrets.ts';

export const DUPLICATE_BROKER_CODE_MESSAGE = 'A broker with this licence code is already registered.';
export const DUPLICATE_BROKER_EMAIL_MESSAGE = 'A broker with this email address is already registered.';

type ApplicationRow = typeof brokerApplications.$inferSelect;

const toApplication = (row: ApplicationRow): BrokerApplication => ({
  applicationId: row.id,
  status: row.status,
  brokerName: row.brokerName,
  submittedAt: row.createdAt.toISOString(),
});

/**
 * A licence code or business email already used by an application or a broker/staff user (never checked
 * against customers' emails): both are the broker's public business identity, so the 409 may say so.
 */
async function duplicateOf(deps: AccountsDeps, brokerCode: string, email: string): Promise<ApiHttpError | null> {
  const [byCode] = await deps.db.select({ id: brokerApplications.id }).from(brokerApplications).where(eq(brokerApplications.brokerCode, brokerCode)).limit(1);
  const [userByCode] = await deps.db.select({ id: users.id }).from(users).where(eq(users.brokerCode, brokerCode)).limit(1);
  if (byCode || userByCode) return new ApiHttpError(409, 'conflict', DUPLICATE_BROKER_CODE_MESSAGE, { brokerCode: DUPLICATE_BROKER_CODE_MESSAGE });
  const [byEmail] = await deps.db.select({ id: brokerApplications.id }).from(brokerApplications).where(eq(brokerApplications.email, email)).limit(1);
  const [userByEmail] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), inArray(users.kind, ['broker', 'backend'])))
    .limit(1);
  if (byEmail || userByEmail) return new ApiHttpError(409, 'conflict', DUPLICATE_BROKER_EMAIL_MESSAGE, { emailAddress: DUPLICATE_BROKER_EMAIL_MESSAGE });
  return null;
}

/** Stores an application as pending review, bound to the applying session. */
export async function submitBrokerApplication(deps: AccountsDeps, sessionId: string, body: BrokerApplicationRequest): Promise<BrokerApplication> {
  const before = await duplicateOf(deps, body.brokerCode, body.emailAddress);
  if (before) throw before;
  try {
    const [row] = await deps.db
      .insert(brokerApplications)
      .values({
        id: randomUUID(),
        sessionId,
        brokerName: body.brokerName,
        brokerCode: body.brokerCode,
        contactPerson: body.contactPerson,
        email: body.emailAddress,
        mobile: body.mobile,
        insuranceCountry: body.insuranceCountry,
        passwordHash: await hashPassword(body.password, deps.config.passwordScryptN),
        status: 'pending_review',
        createdAt: deps.now(),
      })
      .returning();
    return toApplication(row!);
  } catch (error) {
    // Another application took the code or email between the check and the insert.
    if (isUniqueViolation(error)) throw (await duplicateOf(deps, body.brokerCode, body.emailAddress)) ?? new ApiHttpError(409, 'conflict', DUPLICATE_BROKER_CODE_MESSAGE);
    throw error;
  }
}

/** The applying session's own application (404 for any other). */
export async function brokerApplicationOf(deps: AccountsDeps, sessionId: string, applicationId: string): Promise<BrokerApplication> {
  const [row] = await deps.db
    .select()
    .from(brokerApplications)
    .where(and(eq(brokerApplications.id, applicationId), eq(brokerApplications.sessionId, sessionId)))
    .limit(1);
  if (!row) throw new ApiHttpError(404, 'not_found', 'No application of yours has this id.');
  return toApplication(row);
}
