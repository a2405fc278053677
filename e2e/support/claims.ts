import { type APIRequestContext, type Page, type Route, request as playwrightRequest } from '@playwright/test';
import ar from '../../src/locales/ar.json' with { type: 'json' };
import en from '../../src/locales/en.json' with { type: 'json' };
import type { FlowModel } from '../../machines/tooling/test-paths.ts';
import { expect, SEEDED_STAFF } from './fixtures.ts';
import { API } from './purchase-steps.ts';
import { type StepContext, modelSnapshotBefore } from './ui-model.ts';
import { axeViolations } from './axe.ts';

/** What the claims' end-to-end tests share: files the server's content check accepts, the back office's API, axe. */

/** The smallest JPEG header the server's content check reads as a JPEG, and a PDF's. */
export const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The first look after a navigation: lazy pages load slowly on a busy machine. */
export const slow = { timeout: 20_000 };

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

export interface BackOffice {
  context: APIRequestContext;
  headers: Record<string, string>;
}

/** Staff signed in through the API, in a request context of their own (their own session). */
export async function backOfficeFor(page: Page): Promise<BackOffice> {
  const context = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin });
  const token = ((await (await context.get(`${API}/security/token`)).json()) as { sessionToken: string }).sessionToken;
  const login = await context.post(`${API}/auth/login`, { headers: { 'session-token': token, 'x-csrf-token': token }, data: SEEDED_STAFF });
  const session = ((await login.json()) as { sessionToken: string }).sessionToken;
  return { context, headers: { 'session-token': session, 'x-csrf-token': session } };
}

/** A back-office decision on a claim (review, request-information, approve, reject, mark-paid): must answer 200. */
export async function decideClaim(desk: BackOffice, claimId: string, action: string, data: unknown = {}) {
  const answer = await desk.context.post(`${API}/backoffice/claims/${claimId}/${action}`, { headers: desk.headers, data });
  expect(answer.status(), `${action}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as { status: string; payableMinor: number | null };
}

/**
 * A document added to a claim through the API with the page's session (one request per file, the raw
 * bytes), beside the page (not through its routes, which may be holding the page's own uploads).
 */
export async function uploadViaApi(page: Page, claimId: string, name: string, bytes: Buffer, type = 'image/jpeg') {
  const token = await page.evaluate(() => localStorage.getItem('sessionToken') ?? '');
  const answer = await page.request.post(`${API}/claims/${claimId}/documents?kind=photo&name=${encodeURIComponent(name)}`, {
    headers: { Accept: 'application/json', 'Content-Type': type, 'session-token': token, 'x-csrf-token': token },
    data: bytes,
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/**
 * Uploads the page sends, held until the test ends each: let through (`ok`) or cut off (`lost`), as
 * the model path says, so a file is "on its way" exactly as long as the path keeps it so.
 */
export function holdUploads(page: Page) {
  const held: Route[] = [];
  const ready = page.route(/\/claims\/[^/]+\/documents\?/, (route) => (route.request().method() === 'POST' ? void held.push(route) : route.continue()));
  return {
    ready,
    async waitForOne() {
      await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
    },
    async end(outcome: 'ok' | 'lost') {
      await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const route = held.shift()!;
      if (outcome === 'ok') {
        const answered = page.waitForResponse((response) => response.request() === route.request());
        await route.continue();
        expect((await answered).status()).toBe(201);
      } else {
        const failed = page.waitForEvent('requestfailed', (request) => request === route.request());
        await route.abort('internetdisconnected');
        await failed;
      }
    },
  };
}
export type HeldUploads = ReturnType<typeof holdUploads>;

/**
 * Answers armed for the next request of a kind (a lost connection, or the real answer changed),
 * each used once: armed right before the action that sends the request, so a background look
 * (the claim page's timer) never takes one meant for another.
 */
export class ArmedAnswers<Kind extends string> {
  private readonly armed = new Map<Kind, string>();
  arm(kind: Kind, answer: string | undefined) {
    if (answer && answer !== 'real') this.armed.set(kind, answer);
  }
  take(kind: Kind): string {
    const answer = this.armed.get(kind) ?? 'real';
    this.armed.delete(kind);
    return answer;
  }
}

const catalogues = { en, ar } as Record<'en' | 'ar', typeof en>;
/** The app's own words in the page's language (the model replays check every state in both). */
export const wordsOf = (lang: 'en' | 'ar') => catalogues[lang];

/** A message with its simple `{name}` arguments filled in. */
export const messageText = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** Files as the model's `documents.add` names them, with bytes the server's content check accepts (or a program's). */
export const pickedFiles = (files: readonly { name: string; type: string }[]) =>
  files.map((file) => ({ name: file.name, mimeType: file.type, buffer: file.type.startsWith('image/') ? jpeg : Buffer.from('MZ not a photo') }));

/** A picked file's row as the model's entry says: absent, on its way, up, or not sent for want of a connection. */
export async function documentRowSeen(page: Page, lang: 'en' | 'ar', name: string, entry: { status: 'uploading' | 'uploaded' | 'failed' } | undefined) {
  const x = wordsOf(lang);
  const row = page.getByRole('listitem').filter({ hasText: name });
  if (!entry) return expect(row).toHaveCount(0);
  if (entry.status === 'uploading') return expect(row).toContainText(x['claims.documents.progress'].split('{')[0]!.trim());
  if (entry.status === 'uploaded') return expect(row.getByText(x['claims.documents.uploaded'], { exact: true })).toBeVisible();
  return expect(row).toContainText(x['claims.documents.failed.offline']);
}

type Entry = { localId: string; status: 'uploading' | 'uploaded' | 'failed' };
interface DocumentsContext {
  documents: Entry[];
}
/**
 * How the customer and the network do the document events of a claim flow (the report's documents
 * step, an answer to the back office): what the act does depends on where the model's picked file
 * is (on its way, failed, up), read from the model's own snapshot before the step.
 */
export function documentActs(model: FlowModel, uploadsOf: (page: Page) => HeldUploads, photo: { localId: string; name: string }, files: readonly { name: string; type: string }[]) {
  const photoBefore = (context: StepContext) => (modelSnapshotBefore(model, context.path, context.index).context as DocumentsContext).documents.find((entry) => entry.localId === photo.localId);
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  return {
    'documents.add': async (page: Page, context: StepContext) => {
      await page.getByLabel(wordsOf(context.lang)['claims.documents.pick']).setInputFiles(pickedFiles(files));
      await uploadsOf(page).waitForOne();
    },
    'documents.failed': async (page: Page, context: StepContext) => {
      if (photoBefore(context)?.status === 'uploading') await uploadsOf(page).end('lost');
    },
    'documents.uploaded': async (page: Page, context: StepContext) => {
      if (photoBefore(context)?.status === 'uploading') await uploadsOf(page).end('ok');
    },
    'documents.retry': async (page: Page, context: StepContext) => {
      if (photoBefore(context)?.status !== 'failed') return;
      await button(page, messageText(wordsOf(context.lang)['claims.documents.retryNamed'], { name: photo.name })).click();
      await uploadsOf(page).waitForOne();
    },
    'documents.remove': async (page: Page, context: StepContext) => {
      const entry = photoBefore(context);
      if (!entry) return;
      // A file on its way has no Remove button: its upload is cut off first, then it is removed.
      if (entry.status === 'uploading') await uploadsOf(page).end('lost');
      await button(page, messageText(wordsOf(context.lang)['claims.documents.removeNamed'], { name: photo.name })).click();
    },
  };
}
