import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIZZLE_RAW_PARSERS } from '../../server/db/pglite-parsers.ts';
import { type PipelinedClient, pipelinedClient, STATEMENTS_KEPT } from '../../server/db/pglite-pipelined.ts';

// Each query one pipelined trip into PGlite, its statement prepared once under a name
// (server/db/pglite-pipelined.ts): the same answers as PGlite's own query(), fewer parses.
let client: PGlite;
let database: PipelinedClient;

beforeAll(async () => {
  client = await PGlite.create({ dataDir: 'memory://' });
  Object.assign(client.parsers, DRIZZLE_RAW_PARSERS);
  database = pipelinedClient(client);
  await database.exec(`create table things (
    id int primary key, label text, amount numeric, big bigint, flag boolean, at timestamptz, day date,
    body jsonb, tags text[], bytes bytea)`);
}, 60_000);
afterAll(() => client?.close());

const preparedCount = async () => (await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

describe('PGlite queries as one pipelined trip each', () => {
  it("answers every kind of parameter and column as PGlite's own query() does, in both row modes", async () => {
    const at = new Date('2026-03-01T10:00:00.000Z');
    const bytes = new Uint8Array([0, 1, 254, 255]);
    const insert = 'insert into things (id, label, amount, big, flag, at, day, body, tags, bytes) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id';
    // A JSON string (drizzle's jsonb), an object and an array (whose text depends on the column's type: PGlite's path).
    await database.query(insert, [1, 'first', '12.50', 9007199254740993n, true, at, '2026-03-01', '{"a":1}', '{x,"y z"}', bytes]);
    await database.query(insert, [2, null, 3, 5, false, '2026-03-02T00:00:00Z', null, { nested: [1, 2] }, ['p', 'q'], null]);
    await client.query(insert.replace('returning id', ''), [3, 'ثالث', 0.5, -1, 'true', at, '2026-03-03', [1, 2], [], new Uint8Array()]);
    const select = 'select id, label, amount, big, flag, at, day, body, tags, bytes from things where id = any($1::int[]) order by id';
    for (const rowMode of ['array', 'object'] as const) {
      const ours = await database.query(select, ['{1,2,3}'], { rowMode });
      const pglites = await client.query(select, ['{1,2,3}'], { rowMode });
      expect(ours.rows).toEqual(pglites.rows);
      expect(ours.fields).toEqual(pglites.fields);
      expect(ours.rows).toHaveLength(3);
    }
    const [first] = (await database.query<Record<string, unknown>>('select * from things where id = $1', [1])).rows;
    expect(first).toMatchObject({ label: 'first', big: 9007199254740993n, flag: true, at: '2026-03-01 10:00:00+00', body: { a: 1 }, tags: ['x', 'y z'] });
    expect(first!.bytes).toEqual(bytes);
  });

  it('prepares a repeated statement once, and keeps no more than STATEMENTS_KEPT', async () => {
    const before = await preparedCount();
    for (let i = 0; i < 5; i++) await database.query('select label from things where id = $1', [1]);
    expect(await preparedCount()).toBe(before + 1);
    // Statements the app does not repeat (DDL) are not kept.
    await database.query('create table if not exists other (id int)');
    expect(await preparedCount()).toBe(before + 1);
    for (let i = 0; i < STATEMENTS_KEPT + 20; i++) await database.query(`select ${i} as n from things where id = $1`, [1]);
    // The ones pushed out are closed on the next trip.
    await database.query('select 1 as n');
    expect(await preparedCount()).toBeLessThanOrEqual(STATEMENTS_KEPT + 1);
    expect((await database.query<{ n: number }>('select label from things where id = $1', [1], { rowMode: 'object' })).rows).toEqual([{ label: 'first' }]);
  });

  it("gives the database's errors with their fields, and parses a refused statement again once it can run", async () => {
    const duplicate = await database.query('insert into things (id) values ($1)', [1]).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'things_pkey' });
    // The statement exists after a failed execution: the next one runs it.
    await expect(database.query('insert into things (id) values ($1)', [4])).resolves.toMatchObject({ affectedRows: 1 });
    const text = 'select later from things where id = $1';
    await expect(database.query(text, [1])).rejects.toMatchObject({ code: '42703' });
    await database.exec('alter table things add column later text');
    await expect(database.query(text, [1], { rowMode: 'object' })).resolves.toMatchObject({ rows: [{ later: null }] });
  });

  it('closes a kept statement whose columns changed under it, and runs it again after', async () => {
    const text = 'select * from other where id = $1';
    await database.query('insert into other (id) values ($1)', [7]);
    expect((await database.query(text, [7], { rowMode: 'object' })).rows).toEqual([{ id: 7 }]);
    await database.exec('alter table other add column note text');
    await expect(database.query(text, [7])).rejects.toMatchObject({ code: '0A000' });
    expect((await database.query(text, [7], { rowMode: 'object' })).rows).toEqual([{ id: 7, note: null }]);
  });

  it('commits, rolls back on a throw, and keeps other queries out until a transaction ends', async () => {
    await database.transaction(async (tx) => {
      await tx.query('insert into things (id, label) values ($1, $2)', [10, 'kept']);
    });
    const thrown = new Error('changed my mind');
    await expect(
      database.transaction(async (tx) => {
        await tx.query('insert into things (id, label) values ($1, $2)', [11, 'dropped']);
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    const tx = await database.begin();
    await tx.query('update things set label = $1 where id = $2', ['inside', 10]);
    let outsideSaw: unknown;
    const outside = database.query<{ label: string }>('select label from things where id = $1', [10], { rowMode: 'object' }).then((result) => (outsideSaw = result.rows[0]?.label));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outsideSaw).toBeUndefined();
    await tx.end(false);
    await outside;
    expect(outsideSaw).toBe('kept');
    const ids = (await database.query<{ id: number }>('select id from things where id >= $1 order by id', [10], { rowMode: 'object' })).rows;
    expect(ids).toEqual([{ id: 10 }]);
  });

  it('leaves a failed transaction rolled back and the connection usable', async () => {
    const failure = await database
      .transaction(async (tx) => {
        await tx.query('insert into things (id) values ($1)', [20]);
        await tx.query('insert into things (id) values ($1)', [20]);
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505' });
    expect((await database.query('select id from things where id = $1', [20])).rows).toEqual([]);
    expect(client.isInTransaction()).toBe(false);
  });
});
