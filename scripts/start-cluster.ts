/**
 * `npm run start:cluster [-- --instances N] [--port P]`: the service as production runs it, on this
 * machine: a throw-away PostgreSQL, N instances (default 2) of the server on it, the card gateway
 * stand-in they share, and nginx in front (scripts/lib/cluster.ts), on one printed URL. PostgreSQL and
 * nginx are Debian's packages, installed when missing. Serves the build in dist/client (the npm script
 * builds it first). Ctrl-C stops it all and deletes the database.
 */
import { startCluster } from './lib/cluster.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const instances = Number(option('instances') ?? 2);
if (!Number.isInteger(instances) || instances < 1 || instances > 8) throw new Error('--instances must be 1 to 8');
const port = option('port') ? Number(option('port')) : 8080;

console.log(`Starting PostgreSQL, the card gateway stand-in, ${instances} instances and nginx...`);
const cluster = await startCluster({
  instances,
  port,
  echo: true,
  // A local demo: the published test accounts and the development outbox, as `npm start` has them.
  env: { NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
console.log(`\nCluster running at ${cluster.url}`);
console.log(`  instances: ${cluster.instances.map((instance) => instance.origin).join(', ')}`);
console.log(`  PostgreSQL: ${cluster.postgres.url}`);
console.log('Ctrl-C stops it all.');

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  void cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// An instance that dies takes the cluster down with it, loudly, rather than serving on half.
for (const instance of cluster.instances) {
  void instance.exited.then((code) => {
    if (stopping) return;
    console.error(`The instance on ${instance.port} exited with ${code}: stopping the cluster.`);
    stop();
  });
}
