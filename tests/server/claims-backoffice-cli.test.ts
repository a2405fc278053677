// `npm run backoffice -- claims …` against a running server (the app on a loopback port, the seeded staff
// account signing in with its password): list, show, ask, approve with an amount and pay; the wallet is
// credited, and the output shows the IBAN of an IBAN payout masked only.
import { execFile } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../scripts/lib/backoffice-claims.ts';
import { walletResponseSchema } from '../../contract/purchase.ts';
import type { OpenDatabase } from '../../server/db/database.ts';
import { aPolicy, aSentClaim, motorDetails, VALID_IBAN } from './claims-support.ts';
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

/** The script as staff run it; its output (stdout), or the failure with stderr. */
async function backoffice(...args: string[]): Promise<string> {
  const { BACKOFFICE_EMAIL: _email, BACKOFFICE_PASSWORD: _password, BACKOFFICE_URL: _url, ...env } = process.env;
  const { stdout } = await run(process.execPath, ['scripts/backoffice.ts', ...args, '--url', url], { env, timeout: 60_000 });
  return stdout;
}

const balance = async (who: Shopper) => walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200)).balanceMinor;

describe('the back office from the command line', () => {
  it('lists, shows, asks, approves with an amount and pays a wallet claim', async () => {
    const who = await shopper(app, database);
    const sent = await aSentClaim(app, who, await aPolicy(app, database, who));
    expect(await backoffice('claims', 'list', '--status', 'submitted')).toContain(sent.claimNumber);
    const shown = await backoffice('claims', 'show', sent.claimNumber);
    expect(shown).toMatch(new RegExp(`${sent.claimNumber}\\s+submitted`));
    expect(shown).toContain('payout: wallet');
    expect(shown).toContain(sent.documents[0]!.documentId);

    expect(await backoffice('claims', 'ask', sent.claimNumber, '--message', 'The Najm report, please.')).toContain('asked: The Najm report, please.');
    const before = await balance(who);
    const approved = await backoffice('claims', 'approve', sent.claimNumber, '--amount', '6000.50', '--note', 'Estimate accepted.');
    expect(approved).toContain('approved 6000.50 SAR - deductible 500.00 SAR = 5500.50 SAR');
    const paid = await backoffice('claims', 'pay', sent.claimNumber);
    expect(paid).toMatch(new RegExp(`${sent.claimNumber}\\s+paid`));
    expect(paid).toContain('paid to wallet');
    // Paying again changes nothing.
    await backoffice('claims', 'pay', sent.claimNumber);
    expect(await balance(who)).toBe(before + 550_050);
  }, 240_000);

  it('pays an IBAN claim with a transfer reference, the IBAN masked in its output; a refusal exits non-zero with the API\'s words', async () => {
    const who = await shopper(app, database);
    const sent = await aSentClaim(app, who, await aPolicy(app, database, who), motorDetails(), { method: 'iban', iban: VALID_IBAN, accountHolderName: 'Sara Alharbi' });
    await expect(backoffice('claims', 'pay', sent.claimNumber)).rejects.toThrow(/409 claim_status_conflict Only an approved claim is paid/);
    await backoffice('claims', 'approve', sent.claimNumber, '--amount', '1000');
    const paid = await backoffice('claims', 'pay', sent.claimNumber, '--reference', 'TRX-77');
    expect(paid).toContain('paid to SA** **** **** **** **** 7519');
    expect(paid).toContain('"TRX-77"');
    expect(paid).not.toContain(VALID_IBAN);
  }, 240_000);

  it('reads amounts in SAR with at most two decimals', () => {
    expect(toMinor('1234.5')).toBe(123_450);
    expect(toMinor('10')).toBe(1_000);
    expect(() => toMinor('12.345')).toThrow(/--amount/);
    expect(() => toMinor('-5')).toThrow(/--amount/);
  });
});
