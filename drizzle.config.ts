// drizzle-kit settings: `npx drizzle-kit generate --name <change>` writes SQL migrations from the schema;
// the server applies them on start (server/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/db/tables/*.ts'],
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
