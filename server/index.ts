// Entry point: `node server/index.ts` (Node 24 runs the TypeScript directly).
// Reads the environment, opens and migrates the database, seeds reference data, serves the app, and
// stops gracefully on SIGTERM/SIGINT (see `stop`).
import { setTimeout as delay } from 'node:timers/promises';
import { loadAccountsConfig } from './accounts/accounts-config.ts';
import { serverTimeouts } from './http/server-timeouts.ts';
import { loadPurchaseConfig } from './purchase/purchase-config.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLifecycle } from './lifecycle.ts';
import { createLogger, prettyDestination } from './observability/log.ts';
import { loadDevClock } from './dev-clock.ts';
import { loadPolicyRequestConfig } from './policy-requests/policy-request-config.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // Every setting is checked before the database is touched: a bad production setting stops the start at once.
  const accounts = loadAccountsConfig();
  const purchase = loadPurchaseConfig();
  const { autoDecideSeconds } = loadPolicyRequestConfig();
  const clock = loadDevClock();
  // The rest of the server (the app and its routes, the database, the jobs) is loaded only once the
  // settings are accepted: a refused start exits in a tenth of the time (about 0.2 s of CPU instead
  // of 2: the tests start it refused a dozen times).
  const [{ createApp }, { createNodeServer }, { openDatabase }, { seedDatabase }, { startMetricsServer }, { appJobs }, { startJobs }] = await Promise.all([
    import('./app.ts'),
    import('./http/request-limits.ts'),
    import('./db/database.ts'),
    import('./db/seed.ts'),
    import('./observability/metrics-endpoint.ts'),
    import('./jobs/app-jobs.ts'),
    import('./jobs/start-jobs.ts'),
  ]);
  const logger = createLogger(config.logLevel, config.logFormat === 'pretty' ? await prettyDestination() : undefined);
  // PGlite on a thread of its own (server/db/pglite-thread.ts): the requests' thread keeps HTTP.
  const database = await openDatabase({ ...config, pgliteThread: true, onStartWait: (message) => logger.warn(message) });
  // Under an advisory lock on PostgreSQL: instances starting together apply each migration once and
  // seed one after the other (concurrent upserts of the same rows can deadlock).
  await database.migrate(() => seedDatabase(database.db, { demoData: config.seedDemoData, passwordScryptN: accounts.passwordScryptN }));
  if (config.seedDemoData) logger.warn('SEED_DEMO_DATA: the published test accounts, gift cards and wallet credit are in this database.');
  logger.debug(`Database ready: ${database.description}`);

  const lifecycle = createLifecycle();
  const metrics = config.metricsPort === undefined ? undefined : await startMetricsServer(config.metricsPort, config.metricsHost);
  if (metrics) logger.info(`Metrics at http://${config.metricsHost}:${metrics.port}/metrics`);
  if (clock.speed !== 1) logger.warn(`DEV_CLOCK_SPEED=${clock.speed}: the application clock shows ${clock.now().toISOString()} and runs ${clock.speed} times faster (development only).`);
  if (autoDecideSeconds > 0) logger.warn(`BACKOFFICE_AUTO_DECIDE_SECONDS=${autoDecideSeconds}: requests are approved automatically (development only).`);
  const app = createApp({ db: database.db, config, logger, accounts, purchase, now: clock.now, lifecycle });
  const server = createNodeServer(app.fetch, serverTimeouts(config));
  // Renewal reminders, payment reconciliation, housekeeping (and auto-decisions in development): on pg-boss
  // with PostgreSQL, once per schedule across instances; in process on PGlite (server/jobs/).
  const jobs = await startJobs({
    databaseUrl: config.databaseUrl,
    logger,
    clock,
    jobs: appJobs({ db: database.db, logger, now: clock.now, purchase, autoDecideSeconds }),
  });

  lifecycle.onShutdown('jobs', () => jobs.stop());

  /**
   * SIGTERM/SIGINT: /readyz answers 503 at once and the jobs stop taking work; the listener keeps
   * taking connections for SHUTDOWN_GRACE_MS (a load balancer notices the 503 and stops sending), then
   * closes; requests in flight finish (a payment completes or stays pending: the database is closed
   * only after them), then the work they left for after their answer (a policy's confirmation email
   * and SMS); then the pool closes and the process exits 0. Whatever is still open after
   * SHUTDOWN_TIMEOUT_MS, the process exits 1.
   */
  const stop = async (signal: string) => {
    if (lifecycle.shuttingDown) return;
    lifecycle.beginShutdown();
    const started = performance.now();
    logger.info(`${signal}: stopping (readiness 503, listener closes in ${config.shutdownGraceMs} ms)`);
    const force = setTimeout(() => {
      logger.error(`Still stopping after ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    const jobsStopped = lifecycle.runShutdownHooks();
    await delay(config.shutdownGraceMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A keep-alive connection is closed as soon as it is idle, never in the middle of a request.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const failed = await jobsStopped;
    await closed;
    clearInterval(sweep);
    // Every request has finished: what they left to do after their answer (messages) runs to its end.
    failed.push(...(await lifecycle.runRequestsDoneHooks()));
    if (failed.length > 0) logger.error(`Stopping failed: ${failed.join(', ')}`);
    metrics?.server.close();
    await database.close();
    logger.info(`Stopped in ${Math.round(performance.now() - started)} ms`);
    process.exit(0);
  };
  const onSignal = (signal: string) => () =>
    void stop(signal).catch((error: unknown) => {
      logger.error('Stopping failed', error);
      process.exit(1);
    });
  process.on('SIGINT', onSignal('SIGINT'));
  process.on('SIGTERM', onSignal('SIGTERM'));

  server.once('error', (error: Error) => {
    logger.error(`Cannot listen on ${config.host}:${config.port}`, error);
    void database.close().finally(() => process.exit(1));
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    // The one line on stdout (logs go to stderr), so scripts can wait for it.
    process.stdout.write(`App running at http://${host}:${port}\n`);
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`Configuration error: ${error.message}\n`);
  else process.stderr.write(`Server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
