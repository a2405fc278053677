import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import type { BrokerApplication } from '../../contract/accounts.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { brokerApplications, users } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { clientIp, requireSession, type AccountsDeps } from './context.ts';
import { assertValidMobile } from './login-routes.ts';
import { LIMITS } from './rate-limit.ts';
import { isUniqueViolation } from './registrations.ts';
import { hashPassword } from './secrets.ts';
import { countryExists } from './users.ts';

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
 * Broker applications, stored as pending review. A duplicate licence code or email answers 409: both are
 * the broker's public business identity (checked against applications and broker/staff users only,
 * never against customers' emails).
 */
export function mountBrokerRoutes(router: Hono<AppEnv>, deps: AccountsDeps): void {
  mountEndpoint(router, endpoints.applyBroker, async (c, { body }) => {
    const session = requireSession(c);
    assertValidMobile(body.mobile);
    if (!(await countryExists(deps.db, body.insuranceCountry))) {
      throw new ApiHttpError(400, 'validation_failed', 'Some fields are not valid.', { insuranceCountry: 'Choose a country from the list.' });
    }
    await deps.limiter.hit([`broker:ip:${clientIp(c, deps.config)}`, LIMITS.applicationsPerIp]);
    const duplicate = async () => {
      const [byCode] = await deps.db
        .select({ id: brokerApplications.id })
        .from(brokerApplications)
        .where(eq(brokerApplications.brokerCode, body.brokerCode))
        .limit(1);
      const [userByCode] = await deps.db.select({ id: users.id }).from(users).where(eq(users.brokerCode, body.brokerCode)).limit(1);
      if (byCode || userByCode) return new ApiHttpError(409, 'conflict', DUPLICATE_BROKER_CODE_MESSAGE, { brokerCode: DUPLICATE_BROKER_CODE_MESSAGE });
      const [byEmail] = await deps.db
        .select({ id: brokerApplications.id })
        .from(brokerApplications)
        .where(eq(brokerApplications.email, body.emailAddress))
        .limit(1);
      const [userByEmail] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, body.emailAddress), inArray(users.kind, ['broker', 'backend'])))
        .limit(1);
      if (byEmail || userByEmail) return new ApiHttpError(409, 'conflict', DUPLICATE_BROKER_EMAIL_MESSAGE, { emailAddress: DUPLICATE_BROKER_EMAIL_MESSAGE });
      return null;
    };
    const before = await duplicate();
    if (before) throw before;
    try {
      const [row] = await deps.db
        .insert(brokerApplications)
        .values({
          id: randomUUID(),
          sessionId: session.id,
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
      if (isUniqueViolation(error)) throw (await duplicate()) ?? new ApiHttpError(409, 'conflict', DUPLICATE_BROKER_CODE_MESSAGE);
      throw error;
    }
  });

  mountEndpoint(router, endpoints.brokerApplication, async (c, { params }) => {
    const session = requireSession(c);
    const [row] = await deps.db
      .select()
      .from(brokerApplications)
      .where(and(eq(brokerApplications.id, params.applicationId), eq(brokerApplications.sessionId, session.id)))
      .limit(1);
    if (!row) throw new ApiHttpError(404, 'not_found', 'No application of yours has this id.');
    return toApplication(row);
  });
}

