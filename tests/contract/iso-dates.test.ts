import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isoDateSchema, isoDateTimeSchema } from '../../contract/scalars.ts';

/** The contract's dates refuse the year 0000, which ISO 8601 allows and PostgreSQL does not have. */
describe('ISO dates in the contract', () => {
  it('refuses the year 0000 (the contract fuzz got a 500 from PostgreSQL with 0000-02-29T17:24:34Z)', () => {
    expect(z.safeParse(isoDateTimeSchema, '0000-02-29T17:24:34Z').success).toBe(false);
    expect(z.safeParse(isoDateSchema, '0000-01-01').success).toBe(false);
  });

  it('takes the year 0001 and today', () => {
    expect(z.safeParse(isoDateTimeSchema, '0001-01-01T00:00:00Z').success).toBe(true);
    expect(z.safeParse(isoDateTimeSchema, '2026-11-26T16:52:00Z').success).toBe(true);
    expect(z.safeParse(isoDateSchema, '2026-11-26').success).toBe(true);
  });
});
