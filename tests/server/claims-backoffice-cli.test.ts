// `npm run backoffice -- claims …` against a running server (the app on a loopback port, the seeded staff
// account signing in with its password). The script itself runs as staff run it for pay before approval
// (refused, non-zero exit), approve with an amount and pay; the other commands run in this process
// through the same code (scripts/lib/backoffice-claims.ts) over HTTP, which saves a Node start each.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runClaimCommand, toMinor } from '../../scripts/lib/backoffice-claims.ts';
import { connection, signIn, signOut } from '../../scripts/lib/backoffice-client.ts';
import { walletResponseSchema } from '../../contract/purchase.ts';
import type { OpenDatabase } from '../../server/db/database.ts';
import { aPolicy, aSentClaim, files, motorDetails, VALID_IBAN } from './claims-support.ts';
import { call, json, openPurchaseTestDatabase, type Shopper, shopper, type TestApp } from './purchase-support.ts';
import { testApp } from './support/test-database.ts';

const run = promisify(execFile);

let database: OpenDatabase;
let server: Server;
let app: TestApp;
let url: string;
beforeAll(async () => {
  database = await openPurchaseTestDatabase('claims_cli');
  app = testApp(database).app;
  server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

/** The script as staff run it (seeded staff account, no credentials in the environment); its stdout. */
async function backoffice(...args: string[]): Promise<string> {
  const { BACKOFFICE_EMAIL: _email, BACKOFFICE_PASSWORD: _password, BACKOFFICE_URL: _url, ...env } = process.env;
  const { stdout } = await run(process.execPath, ['scripts/backoffice.ts', ...args, '--url', url], { env, timeout: 90_000 });
  return stdout;
}

/** A claims command in this process, signed in over HTTP as the script does; what it printed. */
async function command(name: string, args: string[], options: Record<string, string> = {}): Promise<string> {
  const target = connection({ url, email: undefined, password: undefined });
  const token = await signIn({ ...target, email: 'staff@amanah.example', password: 'Staff-Pass-2026' });
  const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await runClaimCommand(target.api, token, name, args, options);
    return printed.mock.calls.map((c) => c.join(' ')).join('\n');
  } finally {
    printed.mockRestore();
    await signOut(target.api, token);
  }
}

const balance = async (who: Shopper) => walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200)).balanceMinor;

describe('the back office from the command line', () => {
  it('npm run backoffice: pay before approval fails with the API\'s words; approve with an amount, then pay to the wallet', async () => {
    const who = await shopper(app, database);
    const sent = await aSentClaim(app, who, await aPolicy(app, database, who));
    await expect(backoffice('claims', 'pay', sent.claimNumber)).rejects.toThrow(/409 claim_status_conflict Only an approved claim is paid/);
    const before = await balance(who);
    const approved = await backoffice('claims', 'approve', sent.claimNumber, '--amount', '6000.50', '--note', 'Estimate accepted.');
    expect(approved).toMatch(new RegExp(`${sent.claimNumber}\\s+approved`));
    expect(approved).toContain('approved 6000.50 SAR - deductible 500.00 SAR = 5500.50 SAR');
    const paid = await backoffice('claims', 'pay', sent.claimNumber);
    expect(paid).toMatch(new RegExp(`${sent.claimNumber}\\s+paid`));
    expect(paid).toContain('paid to wallet');
    expect(await balance(who)).toBe(before + 550_050);
  }, 300_000);

  it('list, show, document, ask, and an IBAN claim approved and paid with a reference, its IBAN masked; paying again changes nothing', async () => {
    const who = await shopper(app, database);
    const sent = await aSentClaim(app, who, await aPolicy(app, database, who), motorDetails(), { method: 'iban', iban: VALID_IBAN, accountHolderName: 'Sara Alharbi' });
    expect(await command('list', [], { status: 'submitted' })).toContain(sent.claimNumber);
    const shown = await command('show', [sent.claimNumber]);
    expect(shown).toContain('payout: IBAN SA** **** **** **** **** 7519 (Sara Alharbi)');
    expect(shown).toContain(sent.documents[0]!.documentId);

    const folder = await mkdtemp(path.join(tmpdir(), 'claims-cli-'));
    try {
      const out = path.join(folder, 'photo.jpg');
      expect(await command('document', [sent.claimNumber, sent.documents[0]!.documentId], { out })).toContain('image/jpeg');
      expect((await readFile(out)).equals(files.jpeg())).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }

    expect(await command('ask', [sent.claimNumber], { message: 'The Najm report, please.' })).toContain('asked: The Najm report, please.');
    await command('approve', [sent.claimNumber], { amount: '1000' });
    const paid = await command('pay', [sent.claimNumber], { reference: 'TRX-77' });
    expect(paid).toContain('paid to SA** **** **** **** **** 7519');
    expect(paid).toContain('"TRX-77"');
    expect(`${shown}\n${paid}`).not.toContain(VALID_IBAN);
    const again = await command('pay', [sent.claimNumber]);
    expect(again.match(/staff +paid/g)).toHaveLength(1);
  }, 300_000);

  it('reads amounts in SAR with at most two decimals', () => {
    expect(toMinor('1234.5')).toBe(123_450);
    expect(toMinor('10')).toBe(1_000);
    expect(() => toMinor('12.345')).toThrow(/--amount/);
    expect(() => toMinor('-5')).toThrow(/--amount/);
  });
});
