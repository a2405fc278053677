// Entry point: `node server/index.ts` (Node 24 runs the TypeScript directly).
// Reads the environment, opens and migrates the database, seeds reference data, serves the app.
import { loadAccountsConfig } from './accounts/accounts-config.ts';
import { createApp } from './app.ts';
import { createNodeServer } from './http/request-limits.ts';
import { loadPurchaseConfig } from './purchase/purchase-config.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedDatabase } from './db/seed.ts';
import { createLogger, prettyDestination } from './observability/log.ts';
import { startMetricsServer } from './observability/metrics-endpoint.ts';
import { loadDevClock } from './dev-clock.ts';
import { appJobs } from './jobs/app-jobs.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { loadPolicyRequestConfig } from './policy-requests/policy-request-config.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // Every setting is checked before the database is touched: a bad production setting stops the start at once.
  const accounts = loadAccountsConfig();
  const purchase = loadPurchaseConfig();
  const { autoDecideSeconds } = loadPolicyRequestConfig();
  const clock = loadDevClock();
  const logger = createLogger(config.logLevel, config.logFormat === 'pretty' ? await prettyDestination() : undefined);
  const database = await openDatabase(config);
  await database.migrate();
  await seedDatabase(database.db, { demoData: config.seedDemoData, passwordScryptN: accounts.passwordScryptN });
  if (config.seedDemoData) logger.warn('SEED_DEMO_DATA: the published test accounts, gift cards and wallet credit are in this database.');
  logger.debug(`Database ready: ${database.description}`);

  const metrics = config.metricsPort === undefined ? undefined : await startMetricsServer(config.metricsPort, config.metricsHost);
  if (metrics) logger.info(`Metrics at http://${config.metricsHost}:${metrics.port}/metrics`);
  if (clock.speed !== 1) logger.warn(`DEV_CLOCK_SPEED=${clock.speed}: the application clock shows ${clock.now().toISOString()} and runs ${clock.speed} times faster (development only).`);
  if (autoDecideSeconds > 0) logger.warn(`BACKOFFICE_AUTO_DECIDE_SECONDS=${autoDecideSeconds}: requests are approved automatically (development only).`);
  const app = createApp({ db: database.db, config, logger, accounts, purchase, now: clock.now });
  const server = createNodeServer(app.fetch);
  // Renewal reminders, payment reconciliation, housekeeping (and auto-decisions in development): on pg-boss
  // with PostgreSQL, once per schedule across instances; in process on PGlite (server/jobs/).
  const jobs = await startJobs({
    databaseUrl: config.databaseUrl,
    logger,
    clock,
    jobs: appJobs({ db: database.db, logger, now: clock.now, purchase, autoDecideSeconds }),
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.debug(`${signal}: stopping`);
    const jobsStopped = jobs.stop();
    metrics?.server.close();
    // Give open requests a moment, then go anyway: a stuck keep-alive client must not block a deploy.
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    server.close(() => {
      jobsStopped.then(() => database.close()).then(
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
