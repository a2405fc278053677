// The back office at the keyboard: lists, approves and rejects customers' requests on their policies
// (cancellations, broker changes) through the API, signed in as a backend user.
//
//   npm run backoffice -- list [--status pending|approved|rejected|withdrawn] [--kind cancellation|broker_change]
//   npm run backoffice -- approve <request id or number> [--note "…"]
//   npm run backoffice -- reject <request id or number> --reason "…"
//
// Where and as whom: --url (BACKOFFICE_URL, default http://localhost:3000), --email (BACKOFFICE_EMAIL),
// --password (BACKOFFICE_PASSWORD). Without credentials it signs in as the seeded staff account, which
// exists in development only. The API base path follows API_BASE_PATH and API_PRODUCT like the server.
import { parseArgs } from 'node:util';

const SEEDED_STAFF = { email: 'staff@amanah.example', password: 'Staff-Pass-2026' };

interface RequestRow {
  requestId: string;
  requestNumber: string;
  kind: string;
  policyNumber: string;
  status: string;
  customerName: string;
  createdAt: string;
  effectiveDate: string | null;
  fromBroker: { name: string };
  toBroker: { name: string } | null;
  refund: { refundMinor: number; currency: string; destination: string } | null;
  decisionNote: string | null;
}

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('Usage: npm run backoffice -- list [--status S] [--kind K] | approve <id> [--note N] | reject <id> --reason R  [--url U --email E --password P]');
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    status: { type: 'string' },
    kind: { type: 'string' },
    note: { type: 'string' },
    reason: { type: 'string' },
  },
});

const [command, id] = positionals;
if (!command || !['list', 'approve', 'reject'].includes(command)) usage();
if (command !== 'list' && !id) usage(`${command} needs a request id or number (see list).`);
if (command === 'reject' && !values.reason?.trim()) usage('reject needs --reason "…": the customer is told it.');

const origin = (values.url ?? process.env.BACKOFFICE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const api = `${origin}${process.env.API_BASE_PATH ?? '/rest/s1'}/${process.env.API_PRODUCT ?? 'insurance'}`;
const email = values.email ?? process.env.BACKOFFICE_EMAIL ?? SEEDED_STAFF.email;
const password = values.password ?? process.env.BACKOFFICE_PASSWORD ?? SEEDED_STAFF.password;

async function send(method: string, path: string, token: string | null, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': 'en' };
  if (token) Object.assign(headers, { 'session-token': token, 'x-csrf-token': token });
  const response = await fetch(`${api}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const json = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
    throw new Error(`${method} ${path}: ${response.status} ${error?.code ?? ''} ${error?.message ?? text}`.trim());
  }
  return json;
}

/** A server session, then the login (which rotates the token). The token is kept in memory only, never printed. */
async function signIn(): Promise<string> {
  const { sessionToken } = (await send('GET', '/security/token', null)) as { sessionToken: string };
  const login = (await send('POST', '/auth/login', sessionToken, { identifier: email, password })) as { sessionToken: string; backendUser: boolean };
  if (!login.backendUser) throw new Error(`${email} is not a back-office user.`);
  return login.sessionToken;
}

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

function describe(row: RequestRow): string {
  const what =
    row.kind === 'cancellation'
      ? `cancel from ${row.effectiveDate}, refund ${row.refund ? `${money(row.refund.refundMinor, row.refund.currency)} to ${row.refund.destination}` : '-'}`
      : `broker ${row.fromBroker.name} -> ${row.toBroker?.name ?? '?'}`;
  return [row.requestNumber, row.status.padEnd(9), row.kind.padEnd(13), row.policyNumber, row.customerName, row.createdAt.slice(0, 16).replace('T', ' '), what].join('  ');
}

async function main() {
  const token = await signIn();
  if (command === 'list') {
    const query = new URLSearchParams();
    if (values.status) query.set('status', values.status);
    if (values.kind) query.set('kind', values.kind);
    const { requests } = (await send('GET', `/backoffice/policy-requests${query.size ? `?${query}` : ''}`, token)) as { requests: RequestRow[] };
    if (requests.length === 0) console.log('No requests.');
    for (const row of requests) console.log(describe(row));
  } else {
    const path = `/backoffice/policy-requests/${encodeURIComponent(id!)}/${command}`;
    const body = command === 'approve' ? (values.note ? { note: values.note } : {}) : { reason: values.reason };
    console.log(describe((await send('POST', path, token, body)) as RequestRow));
  }
  await send('DELETE', '/security/token', token).catch(() => {});
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
