import { type QueryOptions, types } from '@electric-sql/pglite';

/**
 * The parsers drizzle's PGlite driver hands over with every query (drizzle-orm/pglite/session.js): these
 * types come back as the database's text and drizzle maps them itself. Set once on the client instead.
 */
const raw = (value: string) => value;
export const DRIZZLE_RAW_PARSERS: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: raw,
  [types.TIMESTAMPTZ]: raw,
  [types.INTERVAL]: raw,
  [types.DATE]: raw,
  1231: raw, // numeric[]
  1115: raw, // timestamp[]
  1185: raw, // timestamptz[]
  1187: raw, // interval[]
  1182: raw, // date[]
};

/**
 * A query's options without its `parsers` when they are the ones the client already has
 * (DRIZZLE_RAW_PARSERS): with them, PGlite copies its whole table of about 320 parsers into a new object
 * for every query (a tenth of a quote's CPU). Any other parsers are kept as given.
 */
export function withoutClientParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !Object.keys(options.parsers).every((type) => Object.hasOwn(DRIZZLE_RAW_PARSERS, type))) return options;
  const { parsers: _sameAsTheClients, ...rest } = options;
  return rest;
}
