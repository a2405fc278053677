import { existsSync } from 'node:fs';
import { type AccountsConfig, loadAccountsConfig } from './accounts/accounts-config.ts';
import type { MessageProvider } from './accounts/messaging.ts';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { endpoints } from '../contract/endpoints.ts';
import { enableDigitLevelPhoneValidation } from '../contract/phone.ts';
import { apiPrefix, type ServerConfig } from './config.ts';
import { type AppDatabase, schemaIsCurrent } from './db/database.ts';
import { createGeoCatalog } from './geo/geo-catalog.ts';
import type { AppEnv } from './http/app-env.ts';
import { errorHandler, notFoundHandler } from './http/error-responses.ts';
import { HEALTH_PATHS, mountHealth } from './http/health.ts';
import type { Lifecycle } from './lifecycle.ts';
import { requestId, requestLog } from './http/request-log.ts';
import { requestLimits } from './http/request-limits.ts';
import { securityHeaders } from './http/security-headers.ts';
import { sessionGuard } from './http/session-guard.ts';
import { httpMetrics } from './observability/http-metrics.ts';
import { createLogger, type Logger } from './observability/log.ts';
import { mountMetricsRoute } from './observability/metrics-endpoint.ts';
import { mountAccountRoutes } from './routes/account-routes.ts';
import { mountAccountAreaRoutes } from './routes/account-area-routes.ts';
import { mountGeoRoutes } from './routes/geo-routes.ts';
import { createPurchaseDeps, mountPurchaseRoutes } from './routes/purchase-routes.ts';
import type { PurchaseConfig } from './purchase/purchase-config.ts';
import { mountPolicyRoutes } from './routes/policy-routes.ts';
import { mountDocumentRoutes } from './routes/document-routes.ts';
import { loadSellerConfig, type SellerConfig } from './documents/seller.ts';
import { createPolicyMessages } from './documents/policy-messages.ts';
import { mountWalletRoutes } from './routes/wallet-routes.ts';
import { mountNotificationRoutes } from './routes/notification-routes.ts';
import { mountRenewalRoutes } from './routes/renewal-routes.ts';
import { mountIpCountryRoutes } from './routes/ip-country-routes.ts';
import { mountOpenApiRoute } from './routes/openapi-routes.ts';
import { mountPolicyRequestRoutes } from './routes/policy-request-routes.ts';
import { mountSecurityRoutes } from './routes/security-routes.ts';
import { mountWalletAccountRoutes } from './routes/wallet-account-routes.ts';
import { mountContentRoutes } from './routes/content-routes.ts';
import { mountClaimRoutes } from './routes/claim-routes.ts';
import { mountSiteFiles } from './content/site-files.ts';
import { createSessionStore } from './sessions/session-store.ts';
import { createStaticSite } from './static/static-site.ts';

export interface AppOptions {
  /** A migrated and seeded database. */
  db: AppDatabase;
  config: ServerConfig;
  logger?: Logger;
  /** The clock of session expiry; tests move it. */
  now?: () => Date;
  /** Accounts settings; read from the environment when not given. */
  accounts?: AccountsConfig;
  /** SMS/email providers replacing those of the configuration (tests). */
  messageProviders?: Partial<Record<'sms' | 'email', MessageProvider>>;
  /** Purchase settings (gateway and its timeout); read from the environment when not given. */
  purchase?: PurchaseConfig;
  /** The seller on tax invoices; read from the environment when not given. */
  seller?: SellerConfig;
  /** Whether the process is stopping (read by /readyz; never, when not given), and where the app registers what a stop waits for. */
  lifecycle?: Pick<Lifecycle, 'shuttingDown'> & Partial<Pick<Lifecycle, 'onRequestsDone'>>;
}

/**
 * The whole HTTP application, without a listening socket: `node server/index.ts` serves it, tests call
 * `app.request()` on it.
 */
export function createApp({
  db,
  config,
  logger = createLogger(config.logLevel),
  now,
  accounts = loadAccountsConfig(),
  messageProviders,
  purchase: purchaseConfig,
  seller = loadSellerConfig(),
  lifecycle = { shuttingDown: false },
}: AppOptions): Hono<AppEnv> {
  const prefix = apiPrefix(config);
  const isApiPath = (path: string) => path === prefix || path.startsWith(`${prefix}/`);
  const sessions = createSessionStore(db, now);
  // mobileNumberSchema checks the digits (libphonenumber-js max metadata), not only the E.164 shape.
  enableDigitLevelPhoneValidation();

  const app = new Hono<AppEnv>();
  // First, so every line of the request (the error handler's too) carries its id.
  app.use(requestId());
  app.use(httpMetrics());
  app.use(requestLog(logger, HEALTH_PATHS));
  app.use(securityHeaders({ connectSrc: config.cspConnectSrc, trustProxy: accounts.trustProxy }));
  app.use(compress());
  app.onError(errorHandler(logger));
  app.use(requestLimits());

  mountHealth(app, { shuttingDown: () => lifecycle.shuttingDown, schemaCurrent: () => schemaIsCurrent(db) });

  const methodsByPath = new Map<string, string[]>();
  // Development paths are left out: when they are not mounted, no method works there (404, not 405).
  for (const endpoint of Object.values(endpoints).filter(({ path }) => !path.startsWith('/dev/'))) {
    methodsByPath.set(endpoint.path, [...(methodsByPath.get(endpoint.path) ?? []), endpoint.method]);
  }
  methodsByPath.set('/openapi.json', ['GET']);
  app.notFound(notFoundHandler({ prefix, methodsByPath }));

  const api = new Hono<AppEnv>();
  api.use(sessionGuard(sessions));
  mountSecurityRoutes(api, sessions, accounts);
  mountGeoRoutes(api, createGeoCatalog(db));
  const purchase = createPurchaseDeps({ db, logger, now: now ?? (() => new Date()), config: purchaseConfig });
  mountPurchaseRoutes(api, purchase, accounts);
  mountPolicyRoutes(api, purchase);
  mountDocumentRoutes(api, purchase, seller);
  mountWalletRoutes(api, purchase);
  mountNotificationRoutes(api, purchase);
  const accountDeps = mountAccountRoutes(api, { db, sessions, config: accounts, logger, now: now ?? (() => new Date()), prefix, providers: messageProviders });
  mountAccountAreaRoutes(api, accountDeps);
  mountWalletAccountRoutes(api, purchase, accounts);
  mountRenewalRoutes(api, { db, logger, now: now ?? (() => new Date()), devEndpoints: accounts.devOutbox });
  // The email and SMS after a policy is issued, renewed or a request on it decided, through the accounts' messenger.
  const policyEvents = createPolicyMessages({ purchase, messenger: accountDeps.messenger, deferred: accountDeps.deferred, seller, appBaseUrl: accounts.appBaseUrl });
  purchase.events = policyEvents;
  // A stop waits for the messages of the last requests (a policy's confirmation) before the pool closes.
  lifecycle.onRequestsDone?.('messages after the answer', () => accountDeps.deferred.idle());
  mountPolicyRequestRoutes(api, { db, logger, now: now ?? (() => new Date()), events: policyEvents });
  mountClaimRoutes(api, { db, logger, now: now ?? (() => new Date()) });
  mountContentRoutes(api, { db, logger, now: now ?? (() => new Date()), accounts, providers: messageProviders });
  mountIpCountryRoutes(api);
  mountOpenApiRoute(api, prefix);
  app.route(prefix, api);
  if (config.metricsToken) mountMetricsRoute(app, config.metricsToken);

  mountSiteFiles(app, { db, staticDir: config.staticDir, origin: accounts.appBaseUrl, apiPrefix: prefix });
  if (config.serveStatic) {
    if (existsSync(config.staticDir)) app.get('*', createStaticSite({ root: config.staticDir, isApiPath }));
    else logger.warn(`STATIC_DIR ${config.staticDir} does not exist: serving the API only (build the front end first).`);
  }
  return app;
}
