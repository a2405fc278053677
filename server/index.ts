// Entry point: `node server/index.ts` (Node 24 runs the TypeScript directly).
// Reads the environment, opens and migrates the database, seeds reference data, serves the app.
import { purgeStaleAccountsData } from './accounts/housekeeping.ts';
import { loadAccountsConfig } from './accounts/accounts-config.ts';
import { createApp } from './app.ts';
import { createNodeServer } from './http/request-limits.ts';
import { loadPurchaseConfig } from './purchase/purchase-config.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedDatabase } from './db/seed.ts';
import { createLogger, prettyDestination } from './observability/log.ts';
import { startMetricsServer } from './observability/metrics-endpoint.ts';
import { createCatalogueStore } from './catalogue/catalogue-store.ts';
import { startRenewalReminders } from './policies/renewal-reminders.ts';
import { startPaymentReconciliation } from './purchase/payments.ts';
import { createPurchaseDeps } from './routes/purchase-routes.ts';
import { createSessionStore } from './sessions/session-store.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // Every setting is checked before the database is touched: a bad production setting stops the start at once.
  const accounts = loadAccountsConfig();
  const purchase = loadPurchaseConfig();
  const logger = createLogger(config.logLevel, config.logFormat === 'pretty' ? await prettyDestination() : undefined);
  const database = await openDatabase(config);
  await database.migrate();
  await seedDatabase(database.db, { demoData: config.seedDemoData, passwordScryptN: accounts.passwordScryptN });
  if (config.seedDemoData) logger.warn('SEED_DEMO_DATA: the published test accounts, gift cards and wallet credit are in this database.');
  // On start rather than on a timer: the table only needs to stay bounded, not exact.
  const purged = await createSessionStore(database.db).purgeExpired();
  const stale = await purgeStaleAccountsData(database.db);
  logger.debug(`Database ready: ${database.description}; ${purged} old sessions and ${stale} stale accounts rows purged`);

  const metrics = config.metricsPort === undefined ? undefined : await startMetricsServer(config.metricsPort, config.metricsHost);
  if (metrics) logger.info(`Metrics at http://${config.metricsHost}:${metrics.port}/metrics`);
  const app = createApp({ db: database.db, config, logger, accounts, purchase });
  const server = createNodeServer(app.fetch);
  // Hourly, and once now: a reminder due while the server was down goes out on start.
  const stopReminders = startRenewalReminders(database.db, createCatalogueStore(database.db), logger);
  // Payments whose outcome the gateway has not told yet are asked about until settled, even if nobody reads them.
  const stopReconciliation = startPaymentReconciliation(createPurchaseDeps({ db: database.db, logger, now: () => new Date(), config: purchase }));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.debug(`${signal}: stopping`);
    stopReminders();
    stopReconciliation();
    metrics?.server.close();
    // Give open requests a moment, then go anyway: a stuck keep-alive client must not block a deploy.
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    server.close(() => {
      database.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('Closing the database failed', error);
          process.exit(1);
        },
      );
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  server.once('error', (error: Error) => {
    logger.error(`Cannot listen on ${config.host}:${config.port}`, error);
    void database.close().finally(() => process.exit(1));
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    // The one line on stdout (request logs go to stderr), so scripts can wait for it.
    process.stdout.write(`App running at http://${host}:${port}\n`);
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`Configuration error: ${error.message}\n`);
  else process.stderr.write(`Server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
