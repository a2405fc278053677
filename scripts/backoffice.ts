// The back office at the keyboard, through the API, signed in as a backend user: customers' requests on
// their policies (cancellations, broker changes) and their claims (docs/claims.md).
//
//   npm run backoffice -- list [--status pending|approved|rejected|withdrawn] [--kind cancellation|broker_change]
//   npm run backoffice -- approve <request id or number> [--note "…"]
//   npm run backoffice -- reject <request id or number> --reason "…"
//   npm run backoffice -- claims list [--status submitted|under_review|…]
//   npm run backoffice -- claims show|review <claim id or number>
//   npm run backoffice -- claims ask <claim> --message "…"
//   npm run backoffice -- claims approve <claim> --amount 1234.50 [--note "…"]
//   npm run backoffice -- claims reject <claim> --reason "…"
//   npm run backoffice -- claims pay <claim> [--reference "…"]
//   npm run backoffice -- claims document <claim> <document id> --out FILE
//
// Where and as whom: --url (BACKOFFICE_URL, default http://localhost:3000), --email (BACKOFFICE_EMAIL),
// --password (BACKOFFICE_PASSWORD). Without credentials it signs in as the seeded staff account, which
// exists in development only. The API base path follows API_BASE_PATH and API_PRODUCT like the server.
import { parseArgs } from 'node:util';
import { connection, money, send, signIn, signOut } from './lib/backoffice-client.ts';
import { CLAIM_COMMANDS, CLAIMS_USAGE, runClaimCommand } from './lib/backoffice-claims.ts';

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
  console.error(`Usage: npm run backoffice -- list [--status S] [--kind K] | approve <id> [--note N] | reject <id> --reason R | ${CLAIMS_USAGE}  [--url U --email E --password P]`);
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
    message: { type: 'string' },
    amount: { type: 'string' },
    reference: { type: 'string' },
    out: { type: 'string' },
  },
});

const [command, id, ...rest] = positionals;
const claims = command === 'claims';
if (claims) {
  if (!id || !(CLAIM_COMMANDS as readonly string[]).includes(id)) usage();
} else {
  if (!command || !['list', 'approve', 'reject'].includes(command)) usage();
  if (command !== 'list' && !id) usage(`${command} needs a request id or number (see list).`);
  if (command === 'reject' && !values.reason?.trim()) usage('reject needs --reason "…": the customer is told it.');
}

const target = connection(values);
const { api } = target;

function describe(row: RequestRow): string {
  const what =
    row.kind === 'cancellation'
      ? `cancel from ${row.effectiveDate}, refund ${row.refund ? `${money(row.refund.refundMinor, row.refund.currency)} to ${row.refund.destination}` : '-'}`
      : `broker ${row.fromBroker.name} -> ${row.toBroker?.name ?? '?'}`;
  return [row.requestNumber, row.status.padEnd(9), row.kind.padEnd(13), row.policyNumber, row.customerName, row.createdAt.slice(0, 16).replace('T', ' '), what].join('  ');
}

async function main() {
  const token = await signIn(target);
  try {
    if (claims) await runClaimCommand(api, token, id!, rest, values);
    else if (command === 'list') {
      const query = new URLSearchParams();
      if (values.status) query.set('status', values.status);
      if (values.kind) query.set('kind', values.kind);
      const { requests } = (await send(api, 'GET', `/backoffice/policy-requests${query.size ? `?${query}` : ''}`, token)) as { requests: RequestRow[] };
      if (requests.length === 0) console.log('No requests.');
      for (const row of requests) console.log(describe(row));
    } else {
      const path = `/backoffice/policy-requests/${encodeURIComponent(id!)}/${command}`;
      const body = command === 'approve' ? (values.note ? { note: values.note } : {}) : { reason: values.reason };
      console.log(describe((await send(api, 'POST', path, token, body)) as RequestRow));
    }
  } finally {
    await signOut(api, token);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
