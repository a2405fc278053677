// A claim's documents through the real app: told by their content (a program renamed .jpg is refused),
// size, emptiness and count limits (20 uploads at once: 10 kept), removal before sending only, served as
// an attachment to the owner alone; and every claim endpoint answers another customer 404.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { claimEndpoints } from '../../contract/claims-endpoints.ts';
import { claimDocumentSchema, claimSchema, MAX_CLAIM_DOCUMENT_BYTES, MAX_CLAIM_DOCUMENTS } from '../../contract/claims.ts';
import { aDraft, aPolicy, aSentClaim, files, submit, upload, uploaded } from './claims-support.ts';
import { call, expectError, json, openPurchaseTestDatabase, shopper } from './purchase-support.ts';
import { API, testApp, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openPurchaseTestDatabase('claims_documents'), 180_000);

describe('adding documents', () => {
  it('keeps JPEG, PNG, HEIC and PDF, typed by their content whatever their name and declared type', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const draft = await aDraft(app, who, await aPolicy(app, database(), who));
    const kept = [
      await uploaded(app, who, draft.claimId, files.jpeg(), 'IMG_0001.JPG'),
      await uploaded(app, who, draft.claimId, files.png(), 'screenshot.pdf'),
      await uploaded(app, who, draft.claimId, files.heic(), 'IMG_0002.HEIC'),
      await uploaded(app, who, draft.claimId, files.pdf(), 'najm-report'),
    ];
    expect(kept.map((d) => d.contentType)).toEqual(['image/jpeg', 'image/png', 'image/heic', 'application/pdf']);
    expect(kept[0]).toMatchObject({ fileName: 'IMG_0001.JPG', kind: 'photo', sizeBytes: files.jpeg().byteLength, sent: false });
  });

  it('refuses a program renamed .jpg (415), a file over the limit (413), an empty file (422), each on the file', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const draft = await aDraft(app, who, await aPolicy(app, database(), who));
    const exe = await expectError(await upload(app, who, draft.claimId, files.exe(), 'holiday.jpg', 'image/jpeg'), 415, 'document_type_unsupported');
    expect(exe.fields).toEqual({ file: 'Choose a photo or a PDF.' });
    await expectError(await upload(app, who, draft.claimId, Buffer.from('<html><script>alert(1)</script></html>'), 'page.pdf', 'application/pdf'), 415, 'document_type_unsupported');
    const big = Buffer.concat([files.jpeg(), Buffer.alloc(MAX_CLAIM_DOCUMENT_BYTES)]);
    const tooLarge = await expectError(await upload(app, who, draft.claimId, big), 413, 'document_too_large');
    expect(tooLarge.fields).toEqual({ file: 'At most 10 MB.' });
    await expectError(await upload(app, who, draft.claimId, Buffer.alloc(0)), 422, 'document_empty');
    const claim = claimSchema.parse(await json(await call(app, who, 'GET', `/claims/${draft.claimId}`), 200));
    expect(claim.documents).toEqual([]);
  });

  it(`20 uploads at once: ${MAX_CLAIM_DOCUMENTS} are kept, the rest refused with document_limit_reached`, async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const draft = await aDraft(app, who, await aPolicy(app, database(), who));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(app, who, draft.claimId, files.jpeg(), `photo-${i}.jpg`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_CLAIM_DOCUMENTS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20 - MAX_CLAIM_DOCUMENTS);
    for (const refused of answers.filter((a) => a.status === 409)) await expectError(refused, 409, 'document_limit_reached');
    const claim = claimSchema.parse(await json(await call(app, who, 'GET', `/claims/${draft.claimId}`), 200));
    expect(claim.documents).toHaveLength(MAX_CLAIM_DOCUMENTS);
    // The refused uploads left no bytes behind.
    const stored = await database().db.execute(`select count(*)::int as n from claim_document_contents c join claim_documents d on d.id = c.document_id where d.claim_id = '${draft.claimId}'`);
    const rows = (Array.isArray(stored) ? stored : (stored as { rows: { n: number }[] }).rows) as { n: number }[];
    expect(rows[0]!.n).toBe(MAX_CLAIM_DOCUMENTS);
  });

  it('removes a document before sending, not after; adds none to a sent claim', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const draft = await aDraft(app, who, await aPolicy(app, database(), who));
    const gone = await uploaded(app, who, draft.claimId);
    const kept = await uploaded(app, who, draft.claimId, files.pdf(), 'report.pdf');
    expect((await call(app, who, 'DELETE', `/claims/${draft.claimId}/documents/${gone.documentId}`)).status).toBe(204);
    await expectError(await call(app, who, 'GET', `/claims/${draft.claimId}/documents/${gone.documentId}`), 404, 'not_found');
    const sent = claimSchema.parse(await json(await submit(app, who, draft.claimId), 200));
    expect(sent.documents).toEqual([expect.objectContaining({ documentId: kept.documentId, sent: true })]);
    await expectError(await call(app, who, 'DELETE', `/claims/${draft.claimId}/documents/${kept.documentId}`), 409, 'claim_status_conflict');
    await expectError(await upload(app, who, draft.claimId, files.jpeg()), 409, 'claim_status_conflict');
  });
});

describe('through the Node HTTP server', () => {
  it('takes a 9 MB photo in one request and refuses an 11 MB one by its declared length', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const draft = await aDraft(app, who, await aPolicy(app, database(), who));
    const server = createAdaptorServer({ fetch: app.fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API}/claims/${draft.claimId}/documents?name=big.jpg`;
      const send = (bytes: Buffer) =>
        fetch(address, { method: 'POST', headers: { 'Content-Type': 'image/jpeg', 'session-token': who.token, 'x-csrf-token': who.token }, body: new Uint8Array(bytes) });
      const nine = Buffer.concat([files.jpeg(), Buffer.alloc(9 * 1024 * 1024)]);
      const kept = claimDocumentSchema.parse(await json(await send(nine), 201));
      expect(kept.sizeBytes).toBe(nine.byteLength);
      await expectError(await send(Buffer.concat([files.jpeg(), Buffer.alloc(11 * 1024 * 1024)])), 413, 'document_too_large');
      const back = await fetch(`${address.split('?')[0]}/${kept.documentId}`, { headers: { 'session-token': who.token } });
      expect(Buffer.from(await back.arrayBuffer()).equals(nine)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});

describe('reading a document', () => {
  it('is served to its owner as an attachment with its detected type, never sniffed', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const draft = await aDraft(app, who, await aPolicy(app, database(), who));
    const pdf = files.pdf();
    const document = await uploaded(app, who, draft.claimId, pdf, 'تقرير نجم "1".html');
    const response = await call(app, who, 'GET', `/claims/${draft.claimId}/documents/${document.documentId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="_____ ___ _1_.html"; filename*=UTF-8''${encodeURIComponent('تقرير نجم "1".html')}`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });
});

describe('another customer (IDOR)', () => {
  it('gets 404 on every claim endpoint of the table, for a draft and for a sent claim, and changes nothing', async () => {
    const { app } = testApp(database());
    const owner = await shopper(app, database());
    const other = await shopper(app, database());
    const policyNumber = await aPolicy(app, database(), owner);
    const sent = await aSentClaim(app, owner, policyNumber);
    const draft = await aDraft(app, owner, policyNumber, { ...sent.details, incidentTime: '23:59' } as Record<string, unknown>);
    const document = await uploaded(app, owner, draft.claimId);
    const bodies: Record<string, unknown> = {
      updateClaim: { details: sent.details },
      submitClaim: { payout: { method: 'wallet' } },
      answerClaim: { message: 'Here it is.' },
      withdrawClaim: {},
    };
    const tried: string[] = [];
    for (const [name, endpoint] of Object.entries(claimEndpoints)) {
      if (!endpoint.path.includes(':claimId') || endpoint.path.startsWith('/backoffice')) continue;
      for (const claim of [draft, sent]) {
        const path = endpoint.path.replace(':claimId', claim.claimId).replace(':documentId', claim === draft ? document.documentId : sent.documents[0]!.documentId);
        const response =
          name === 'uploadClaimDocument'
            ? await upload(app, other, claim.claimId, files.jpeg())
            : await call(app, other, endpoint.method, path, bodies[name] === undefined ? {} : { body: bodies[name] });
        await expectError(response, 404, 'not_found');
        tried.push(`${name} ${claim.status}`);
      }
    }
    expect(tried).toHaveLength(18);
    const list = await json<{ claims: unknown[] }>(await call(app, other, 'GET', '/claims'), 200);
    expect(list.claims).toEqual([]);
    // Nothing changed for the owner.
    const still = claimSchema.parse(await json(await call(app, owner, 'GET', `/claims/${draft.claimId}`), 200));
    expect(still).toMatchObject({ status: 'draft', documents: [expect.objectContaining({ documentId: document.documentId })] });
    expect((await call(app, owner, 'GET', `/claims/${draft.claimId}/documents/${document.documentId}`)).status).toBe(200);
  });

  it('a customer cannot use the back office, and no one reads a document without a session', async () => {
    const { app } = testApp(database());
    const owner = await shopper(app, database());
    const sent = await aSentClaim(app, owner, await aPolicy(app, database(), owner));
    await expectError(await call(app, owner, 'GET', '/backoffice/claims'), 403, 'forbidden');
    await expectError(await call(app, owner, 'GET', `/backoffice/claims/${sent.claimId}/documents/${sent.documents[0]!.documentId}`), 403, 'forbidden');
    await expectError(await call(app, owner, 'POST', `/backoffice/claims/${sent.claimId}/approve`, { body: { amountMinor: 500_000 } }), 403, 'forbidden');
    const anonymous = await app.request(`${API}/claims/${sent.claimId}/documents/${sent.documents[0]!.documentId}`);
    expect(anonymous.status).toBe(401);
  });
});
