import * as z from 'zod/mini';

/**
 * The contract's small shared shapes: amounts, currencies, dates. A module of their own so the areas
 * that need only these (policy requests, the wallet, content, policies) do not build the catalogue's
 * schemas with them in the browser; ./catalogue.ts re-exports them.
 */

/** Integer minor units (halalas), never a float. */
export const minorAmountSchema = z.int().check(z.minimum(0));
export const currencySchema = z.string().check(z.regex(/^[A-Z]{3}$/, 'An ISO 4217 currency code, e.g. SAR.'));
/**
 * ISO 8601 allows the year 0000, PostgreSQL has none (1 BC is followed by AD 1): a query given one fails,
 * so it is refused here (the contract fuzz sent `0000-02-29T17:24:34Z` and got a 500).
 */
const notYearZero = z.refine<string>((value) => !value.startsWith('0000'), 'The year 0000 does not exist: use a year from 0001.');
/** A calendar date `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date().check(notYearZero);
/** A moment, ISO 8601 with `Z`. */
export const isoDateTimeSchema = z.iso.datetime().check(notYearZero);
