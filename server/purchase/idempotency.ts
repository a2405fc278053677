import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../../contract/purchase.ts';
import type { AppDatabase } from '../db/database.ts';
import { idempotencyKeys } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';

/** JSON with object keys sorted, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256').update(`${scope}\n${canonicalJson(body)}`).digest('hex');
}

/** The request's Idempotency-Key header, checked (400 `validation_failed` when missing or malformed). */
export function idempotencyKeyOf(c: Context<AppEnv>): string {
  const parsed = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER) ?? '');
  if (!parsed.success) {
    throw new ApiHttpError(400, 'validation_failed', 'This request needs an Idempotency-Key header (a new random UUID per order or payment).', {
      [IDEMPOTENCY_KEY_HEADER]: 'Send a key of 8 to 100 letters, digits, - or _.',
    });
  }
  return parsed.data;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** Keys are kept a day: long enough for any retry, short enough to keep the table small. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` once per (user, scope, key). The key row is inserted first (primary key: of concurrent
 * identical requests exactly one inserts it); that request runs `work` and stores its answer (when
 * `work` throws, nothing was changed, and the row is removed so a retry can run). Every other request
 * with that key gets the stored answer, waiting for it while the first is still running, or 422
 * `idempotency_key_reused` when its body differs.
 */
export async function runIdempotent(
  db: AppDatabase,
  options: { userId: string; scope: string; key: string; body: unknown; waitMs?: number },
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const hash = requestHash(options.scope, options.body);
  const where = and(
    eq(idempotencyKeys.userId, options.userId),
    eq(idempotencyKeys.scope, options.scope),
    eq(idempotencyKeys.key, options.key),
  );
  // Housekeeping now and then (no background job): finished keys older than the retention go.
  if (Math.random() < 0.02) {
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.state, 'done'), lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_KEY_RETENTION_MS))));
  }
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId: options.userId, scope: options.scope, key: options.key, requestHash: hash, state: 'in_progress' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (inserted.length === 1) {
    let answer: StoredAnswer;
    try {
      answer = await work();
    } catch (error) {
      // A refused request changed nothing (work throws before its transaction commits), so the key is
      // given back: a retry after fixing the cause (a verified mobile, a new quote) runs again.
      await db.delete(idempotencyKeys).where(where);
      throw error;
    }
    await db.update(idempotencyKeys).set({ state: 'done', responseStatus: answer.status, responseBody: answer.body }).where(where);
    return answer;
  }

  const deadline = Date.now() + (options.waitMs ?? 20_000);
  for (let delay = 20; ; delay = Math.min(delay * 2, 250)) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) {
      // The first request failed unexpectedly and gave the key back: run as a fresh request.
      return runIdempotent(db, options, work);
    }
    if (row.requestHash !== hash) {
      throw new ApiHttpError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      );
    }
    if (row.state === 'done') return { status: row.responseStatus ?? 200, body: row.responseBody };
    if (Date.now() > deadline) {
      throw new ApiHttpError(409, 'request_in_progress', 'The same request is still being processed. Ask again in a moment.');
    }
    await sleep(delay);
  }
}
