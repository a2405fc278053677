/**
 * The content the prerendered pages show, read at build time from the reference API itself: the
 * server's app runs in process on a fresh in-memory database, migrated and seeded exactly as on
 * start, and answers the same requests the browser would make. So the HTML carries the database's
 * text (the seed files are its source) and the client hydrates from the very answers it would fetch.
 */
import { loadSellerConfig } from '../../server/documents/seller.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { LANGUAGE_HEADER } from '../../contract/http.ts';
import { loadAccountsConfig } from '../../server/accounts/accounts-config.ts';
import { createApp } from '../../server/app.ts';
import { apiPrefix, testConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { seedDatabase } from '../../server/db/seed.ts';

export interface ContentRequest {
  name: keyof typeof endpoints;
  params?: Record<string, string>;
  query?: Record<string, string>;
  language: string;
}

export async function openContentSource() {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db);
  const config = testConfig();
  // Vite's build sets NODE_ENV=production, where the app insists on a configured card gateway; the
  // build only reads content, so the simulator stands in.
  process.env.PAYMENT_GATEWAY ??= 'simulated';
  process.env.ALLOW_SIMULATED_GATEWAY ??= 'staging';
  // The same reason for the message providers: production refuses a default one, and the build sends
  // no message (it only reads content), so the development providers stand in, with no dev endpoints.
  const accounts = loadAccountsConfig({ ...process.env, NODE_ENV: 'test', SMS_PROVIDER: 'dev', EMAIL_PROVIDER: 'dev', DEV_OUTBOX: 'false', GOOGLE_DEV_PROVIDER: 'false' });
  // And the tax invoices' seller, which production must name: the build makes no invoice.
  const app = createApp({ db: database.db, config, accounts, seller: loadSellerConfig({}) });
  const prefix = apiPrefix(config);
  const answers = new Map<string, Promise<unknown>>();

  async function fetchJson(request: ContentRequest): Promise<unknown> {
    const endpoint = endpoints[request.name];
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? ''));
    const query = new URLSearchParams(request.query ?? {}).toString();
    const response = await app.request(`${prefix}${path}${query ? `?${query}` : ''}`, { headers: { [LANGUAGE_HEADER]: request.language } });
    if (!response.ok) throw new Error(`${request.name} ${JSON.stringify(request.params ?? {})} (${request.language}) answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  return {
    /** One answer per request (pages share the categories, the FAQ, ...). */
    load(request: ContentRequest, key: string): Promise<unknown> {
      let answer = answers.get(key);
      if (!answer) answers.set(key, (answer = fetchJson(request)));
      return answer;
    },
    close: () => database.close(),
  };
}
