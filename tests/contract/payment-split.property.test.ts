import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPayment } from '../../contract/payment-split.ts';

const minor = fc.integer({ min: 0, max: 50_000_000 });

describe('splitPayment: what the checkout shows is what the server takes', () => {
  it('the issue example: a 414 total with a 100 gift card and the wallet asked for 414 takes 100 + 314, not 100 + 414', () => {
    expect(splitPayment({ dueMinor: 41_400, giftCardAvailableMinor: 10_000, walletBalanceMinor: 50_000, walletRequestedMinor: 41_400 })).toEqual({
      giftCardMinor: 10_000,
      walletMinor: 31_400,
      cardMinor: 0,
      walletMaxMinor: 31_400,
    });
  });

  it('the parts are whole, never negative, and add up to exactly what is due (1,000 runs)', () => {
    fc.assert(
      fc.property(minor, minor, minor, minor, (dueMinor, giftCardAvailableMinor, walletBalanceMinor, walletRequestedMinor) => {
        const split = splitPayment({ dueMinor, giftCardAvailableMinor, walletBalanceMinor, walletRequestedMinor });
        for (const part of [split.giftCardMinor, split.walletMinor, split.cardMinor, split.walletMaxMinor]) {
          expect(Number.isInteger(part) && part >= 0).toBe(true);
        }
        expect(split.giftCardMinor + split.walletMinor + split.cardMinor).toBe(dueMinor);
      }),
      { numRuns: 1_000 },
    );
  });

  it('the gift card goes first; the wallet never exceeds the balance, the amount asked, or what the gift card leaves (1,000 runs)', () => {
    fc.assert(
      fc.property(minor, minor, minor, minor, (dueMinor, giftCardAvailableMinor, walletBalanceMinor, walletRequestedMinor) => {
        const split = splitPayment({ dueMinor, giftCardAvailableMinor, walletBalanceMinor, walletRequestedMinor });
        expect(split.giftCardMinor).toBe(Math.min(giftCardAvailableMinor, dueMinor));
        expect(split.walletMinor).toBeLessThanOrEqual(Math.min(walletBalanceMinor, walletRequestedMinor, dueMinor - split.giftCardMinor));
        expect(split.walletMaxMinor).toBe(Math.min(walletBalanceMinor, dueMinor - split.giftCardMinor));
        // Asking for everything the wallet may pay leaves the card only what the wallet cannot cover.
        const all = splitPayment({ dueMinor, giftCardAvailableMinor, walletBalanceMinor, walletRequestedMinor: split.walletMaxMinor });
        expect(all.cardMinor).toBe(Math.max(0, dueMinor - split.giftCardMinor - walletBalanceMinor));
      }),
      { numRuns: 1_000 },
    );
  });

  it('bad numbers (negative, fractional, NaN, infinite) count as nothing rather than breaking the sums', () => {
    expect(splitPayment({ dueMinor: 1_000.7, giftCardAvailableMinor: -5, walletBalanceMinor: Number.NaN, walletRequestedMinor: Number.POSITIVE_INFINITY })).toEqual({
      giftCardMinor: 0,
      walletMinor: 0,
      cardMinor: 1_000,
      walletMaxMinor: 0,
    });
  });
});
