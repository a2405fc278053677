import * as z from 'zod/mini';

/**
 * The contract's small shared shapes: amounts, currencies, dates. A module of their own so the areas
 * that need only these (policy requests, the wallet, content, policies) do not build the catalogue's
 * schemas with them in the browser; ./catalogue.ts re-exports them.
 */

/** Integer minor units (halalas), never a float. */
export const minorAmountSchema = z.int().check(z.minimum(0));
export const currencySchema = z.string().check(z.regex(/^[A-Z]{3}$/, 'An ISO 4217 currency code, e.g. SAR.'));
/** A calendar date `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();
/** A moment, ISO 8601 with `Z`. */
export const isoDateTimeSchema = z.iso.datetime();
