import type { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import type { AccountsConfig } from '../accounts/accounts-config.ts';
import type { AccountsDeps } from '../accounts/context.ts';
import { mountBrokerRoutes } from '../accounts/broker-routes.ts';
import { mountEmailVerificationRoutes } from '../accounts/email-verification-routes.ts';
import { mountGoogleRoutes } from '../accounts/google-routes.ts';
import { mountGuestPolicyRoutes } from '../accounts/guest-policy-routes.ts';
import { mountLoginRoutes } from '../accounts/login-routes.ts';
import { mountPasswordRoutes } from '../accounts/password-routes.ts';
import { mountPolicyAccessRoutes } from '../accounts/policy-access-routes.ts';
import { mountRegistrationRoutes } from '../accounts/registration-routes.ts';
import { createDeferredQueue } from '../accounts/deferred.ts';
import { createMessenger, type MessageProvider } from '../accounts/messaging.ts';
import { createRateLimiter } from '../accounts/rate-limit.ts';
import type { AppDatabase } from '../db/database.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import type { Logger } from '../observability/log.ts';
import type { SessionStore } from '../sessions/session-store.ts';

export interface AccountRoutesOptions {
  db: AppDatabase;
  sessions: SessionStore;
  config: AccountsConfig;
  logger: Logger;
  now: () => Date;
  prefix: string;
  /** Tests replace the SMS/email providers. */
  providers?: Partial<Record<'sms' | 'email', MessageProvider>>;
}

/** Every accounts endpoint, and the development outbox when DEV_OUTBOX is on. */
export function mountAccountRoutes(router: Hono<AppEnv>, options: AccountRoutesOptions): AccountsDeps {
  const deps: AccountsDeps = {
    db: options.db,
    sessions: options.sessions,
    limiter: createRateLimiter(options.db, options.now),
    messenger: createMessenger({ db: options.db, logger: options.logger, config: options.config, now: options.now, providers: options.providers }),
    deferred: createDeferredQueue(options.logger),
    config: options.config,
    logger: options.logger,
    now: options.now,
    prefix: options.prefix,
  };
  mountLoginRoutes(router, deps);
  mountRegistrationRoutes(router, deps);
  mountEmailVerificationRoutes(router, deps);
  mountPasswordRoutes(router, deps);
  mountGoogleRoutes(router, deps);
  mountBrokerRoutes(router, deps);
  mountGuestPolicyRoutes(router, deps);
  mountPolicyAccessRoutes(router, deps);

  if (options.config.devOutbox) {
    mountEndpoint(router, endpoints.devOutboxLatest, async (_c, { query }) => {
      const to = query.to.includes('@') ? query.to.toLowerCase() : query.to.replace(/[\s\-()]/g, '');
      // What has been sent: sends still on their way (forgot password goes out of band) first.
      await deps.deferred.idle();
      const row = await deps.messenger.latest(to);
      if (!row) throw new ApiHttpError(404, 'not_found', 'Nothing was sent to this recipient.');
      return { channel: row.channel, to: row.recipient, body: row.body, code: row.code, createdAt: row.createdAt.toISOString(), ...(row.attachments ? { attachments: row.attachments } : {}) };
    });
  }
  return deps;
}
