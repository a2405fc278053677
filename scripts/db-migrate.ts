// `npm run db:migrate`: applies the migrations this code brings to the configured database
// (DATABASE_URL, else the PGlite folder DATA_DIR) and exits; a deploy can run it as its own step before
// the new version's instances start. The server also migrates at start, under the same advisory lock,
// so running both, or several instances at once, is safe.
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase, schemaIsCurrent } from '../server/db/database.ts';

try {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (!(await schemaIsCurrent(database.db))) throw new Error('the migrations ran but the schema is not current');
    process.stdout.write(`Migrations applied: ${database.description} is current (${Math.round(performance.now() - started)} ms)\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? 'Configuration error' : 'Migration failed'}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
