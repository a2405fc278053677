import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../server/db/database.ts';
import { isUniqueViolation } from '../../server/db/unique-violation.ts';

// The server's embedded database runs on a thread of its own (server/db/pglite-thread.ts): drizzle's
// queries, transactions, errors and dumps cross between the threads as messages.
let database: OpenDatabase;
const rows = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://', pgliteThread: true });
  await database.db.execute(sql`create table notes (id int primary key, body text not null, at timestamptz not null default now())`);
}, 60_000);
afterAll(() => database?.close());

describe('PGlite on its own thread', () => {
  it('answers queries with their rows, and drizzle maps timestamps as it does in the process', async () => {
    expect(database.description).toContain('own thread');
    await database.db.execute(sql`insert into notes (id, body, at) values (1, 'first', '2026-03-01T10:00:00Z')`);
    const [row] = await rows(sql`select id, body, at from notes where id = ${1}`);
    expect(row).toEqual({ id: 1, body: 'first', at: '2026-03-01 10:00:00+00' });
  });

  it("passes the database's error fields back, so a unique violation is still recognised", async () => {
    const failure = await database.db.execute(sql`insert into notes (id, body) values (1, 'again')`).catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
  });

  it('commits a transaction that returns and rolls back one that throws, keeping the thrown error', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (2, 'kept')`);
    });
    const thrown = new Error('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (3, 'dropped')`);
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    expect((await rows(sql`select id from notes where id in (2, 3) order by id`)).map((row) => row.id)).toEqual([2]);
  });

  it('makes a query from outside wait for an open transaction to end, as PGlite does in the process', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (4, 'inside, then rolled back')`);
      await held;
      throw new Error('roll back');
    });
    // Asked while the transaction is open. PGlite has one session: run at once, inside the transaction,
    // it would count the uncommitted row; waiting for the rollback, it counts none.
    const outside = rows(sql`select count(*)::int as n from notes where id = 4`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect(await outside).toEqual([{ n: 0 }]);
  });

  it('dumps the data folder, and a new thread starts from the dump', async () => {
    const dump = await database.dumpDataDir!();
    const copy = await openDatabase({ dataDir: 'memory://', pgliteThread: true, loadDataDir: dump });
    try {
      const copied = (await copy.db.execute(sql`select id from notes order by id`)) as unknown as { rows: { id: number }[] };
      expect(copied.rows.map((row) => row.id)).toEqual([1, 2]);
    } finally {
      await copy.close();
    }
  }, 30_000);

  it('refuses a query with parsers of its own (functions cannot cross threads) with a clear message', async () => {
    const client = (database.db as unknown as { $client: { query: (text: string, params: unknown[], options: object) => Promise<unknown> } }).$client;
    await expect(client.query('select 1', [], { parsers: { 23: (value: string) => value } })).rejects.toThrow('takes no parsers of its own');
  });
});
