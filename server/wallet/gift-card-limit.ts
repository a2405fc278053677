import { createRateLimiter, type Limit } from '../accounts/rate-limit.ts';
import type { AppDatabase } from '../db/database.ts';
import { ApiHttpError } from '../http/api-error.ts';

/**
 * Gift card serials are bearer secrets, so guessing them must be slow: a customer gets 10 refused
 * look-ups (unknown, used or expired serials, checked or redeemed) per 10 minutes, counted in the
 * database so the limit holds across server instances. Successes do not count: a customer redeeming
 * their own cards is never held up.
 */
export const GIFT_CARD_FAILURES: Limit = { max: 10, windowMs: 10 * 60_000 };

export function createGiftCardLimit(db: AppDatabase, now: () => Date) {
  const limiter = createRateLimiter(db, now);
  return async function limited<T>(userId: string, run: () => Promise<T>): Promise<T> {
    const bucket = `gift-card-failures:user:${userId}`;
    await limiter.check([bucket, GIFT_CARD_FAILURES]);
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiHttpError && ['gift_card_unknown', 'gift_card_used', 'gift_card_expired'].includes(error.code)) await limiter.record(bucket);
      throw error;
    }
  };
}
