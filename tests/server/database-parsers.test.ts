import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPgliteTestDatabase, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openPgliteTestDatabase('empty'));

describe('PGlite under drizzle', () => {
  it("reads timestamps and dates as drizzle maps them (the client holds drizzle's parsers), and a query's other parsers still apply", async () => {
    const [row] = await database().db
      .select({ at: sql<Date>`'2026-03-01T10:00:00Z'::timestamptz`.mapWith((value: string) => new Date(value)), day: sql<string>`'2026-03-01'::date` })
      .from(sql`(select 1) as one`);
    expect(row?.at.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(row?.day).toBe('2026-03-01');
    const client = (database().db as unknown as { $client: unknown }).$client as { query: (text: string, params?: unknown[], options?: object) => Promise<{ rows: { n: unknown }[] }> };
    const own = await client.query('select 7::int4 as n', [], { parsers: { [types.INT4]: (value: string) => `int ${value}` } });
    expect(own.rows[0]?.n).toBe('int 7');
  });
});
