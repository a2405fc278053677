// `npm run backoffice -- claims …`: the claims side of the back-office script (docs/claims.md).
import { writeFile } from 'node:fs/promises';
import { money, request, send } from './backoffice-client.ts';

export const CLAIM_COMMANDS = ['list', 'show', 'review', 'ask', 'approve', 'reject', 'pay', 'document'] as const;
export const CLAIMS_USAGE =
  'claims list [--status S] | claims show <claim> | claims review <claim> | claims ask <claim> --message M | claims approve <claim> --amount 1234.50 [--note N] | claims reject <claim> --reason R | claims pay <claim> [--reference T] | claims document <claim> <documentId> --out FILE';

export interface ClaimOptions {
  status?: string | undefined;
  message?: string | undefined;
  amount?: string | undefined;
  note?: string | undefined;
  reason?: string | undefined;
  reference?: string | undefined;
  out?: string | undefined;
}

interface ClaimRow {
  claimId: string;
  claimNumber: string;
  policyNumber: string;
  categoryId: string;
  kind: string;
  incidentDate: string;
  status: string;
  customerName: string;
  currency: string;
  claimedMinor: number | null;
  paymentDueOn: string | null;
  payout: { method: 'wallet' } | { method: 'iban'; ibanMasked: string; accountHolderName: string } | null;
  informationRequest: { message: string } | null;
  decision: { approvedMinor: number; deductibleMinor: number; payableMinor: number } | null;
  rejectionReason: string | null;
  paidTo: string | null;
  documents: { documentId: string; fileName: string; contentType: string; sizeBytes: number; sent: boolean }[];
  events: { at: string; actorRole: string; toStatus: string; note: string | null }[];
}

const payoutOf = (row: ClaimRow) => (row.payout?.method === 'iban' ? `IBAN ${row.payout.ibanMasked} (${row.payout.accountHolderName})` : (row.payout?.method ?? '-'));

function line(row: ClaimRow): string {
  const amount = row.decision ? `pay ${money(row.decision.payableMinor, row.currency)}` : row.claimedMinor !== null ? `asks ${money(row.claimedMinor, row.currency)}` : '';
  return [row.claimNumber, row.status.padEnd(21), `${row.categoryId}/${row.kind}`.padEnd(24), row.policyNumber, row.customerName, row.incidentDate, amount, row.paymentDueOn ? `due ${row.paymentDueOn}` : '']
    .filter(Boolean)
    .join('  ');
}

function details(row: ClaimRow): string {
  return [
    line(row),
    `  payout: ${payoutOf(row)}${row.paidTo ? `; paid to ${row.paidTo}` : ''}`,
    ...(row.decision ? [`  approved ${money(row.decision.approvedMinor, row.currency)} - deductible ${money(row.decision.deductibleMinor, row.currency)} = ${money(row.decision.payableMinor, row.currency)}`] : []),
    ...(row.informationRequest ? [`  asked: ${row.informationRequest.message}`] : []),
    ...(row.rejectionReason ? [`  rejected: ${row.rejectionReason}`] : []),
    `  documents (${row.documents.length}):`,
    ...row.documents.map((d) => `    ${d.documentId}  ${d.contentType.padEnd(15)}  ${String(d.sizeBytes).padStart(9)} B  ${d.fileName}${d.sent ? '' : '  (not sent)'}`),
    '  history:',
    ...row.events.map((e) => `    ${e.at.slice(0, 16).replace('T', ' ')}  ${e.actorRole.padEnd(8)}  ${e.toStatus}${e.note ? `  "${e.note}"` : ''}`),
  ].join('\n');
}

/** "1234.50" SAR -> 123450 halalas; refuses anything but a plain amount with at most two decimals. */
export function toMinor(amount: string | undefined): number {
  if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount.trim())) throw new Error('--amount takes an amount in SAR, e.g. 1234.50');
  const [whole, fraction = ''] = amount.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export async function runClaimCommand(api: string, token: string, command: string, args: string[], options: ClaimOptions): Promise<void> {
  const [claim, documentId] = args;
  if (command === 'list') {
    const query = options.status ? `?status=${encodeURIComponent(options.status)}` : '';
    const { claims } = (await send(api, 'GET', `/backoffice/claims${query}`, token)) as { claims: ClaimRow[] };
    console.log(claims.length === 0 ? 'No claims.' : claims.map(line).join('\n'));
    return;
  }
  if (!claim) throw new Error(`claims ${command} needs a claim id or number (see claims list).`);
  const base = `/backoffice/claims/${encodeURIComponent(claim)}`;
  if (command === 'show') {
    console.log(details((await send(api, 'GET', base, token)) as ClaimRow));
    return;
  }
  if (command === 'document') {
    if (!documentId || !options.out) throw new Error('claims document needs a document id (see claims show) and --out FILE.');
    const response = await request(api, 'GET', `${base}/documents/${encodeURIComponent(documentId)}`, token);
    const bytes = Buffer.from(await response.arrayBuffer());
    await writeFile(options.out, bytes);
    console.log(`${options.out}: ${bytes.byteLength} B, ${response.headers.get('content-type')}`);
    return;
  }
  const actions: Record<string, () => [string, unknown]> = {
    review: () => ['review', {}],
    ask: () => {
      if (!options.message?.trim()) throw new Error('claims ask needs --message "…": the customer is told what is needed.');
      return ['request-information', { message: options.message }];
    },
    approve: () => ['approve', { amountMinor: toMinor(options.amount), ...(options.note ? { note: options.note } : {}) }],
    reject: () => {
      if (!options.reason?.trim()) throw new Error('claims reject needs --reason "…": the customer is told it.');
      return ['reject', { reason: options.reason }];
    },
    pay: () => ['mark-paid', options.reference ? { reference: options.reference } : {}],
  };
  const action = actions[command];
  if (!action) throw new Error(`Unknown claims command ${command}. ${CLAIMS_USAGE}`);
  const [path, body] = action();
  console.log(details((await send(api, 'POST', `${base}/${path}`, token, body)) as ClaimRow));
}
