import { createRateLimiter, LIMITS, type Limit } from '../accounts/rate-limit.ts';
import type { AppDatabase } from '../db/database.ts';
import { ApiHttpError } from '../http/api-error.ts';

/**
 * Gift card serials are bearer secrets, so guessing them must be slow. Every place a serial is tried (the
 * checkout's look-up, a payment with a gift card, My Account's check and redeem) draws on ONE budget kept
 * in the database, per account and per client address, so a fresh guest session or a second server gets
 * no new allowance. Each try is counted atomically before the card is read; a try that finds a usable card
 * is given back, so a customer using their own cards is never held up.
 */
export const GIFT_CARD_FAILURES: Limit = LIMITS.giftCardsPerSubject;

const REFUSALS = ['gift_card_unknown', 'gift_card_used', 'gift_card_expired', 'not_found'];

export function createGiftCardLimit(db: AppDatabase, now: () => Date) {
  const limiter = createRateLimiter(db, now);
  return async function limited<T>(who: string | { userId: string; ip: string }, run: () => Promise<T>): Promise<T> {
    const { userId, ip } = typeof who === 'string' ? { userId: who, ip: null } : who;
    // No address known (no socket: in-process calls) means no address bucket, not one shared by everyone.
    const buckets = [`gift-card:user:${userId}`, ...(ip && ip !== 'unknown' ? [`gift-card:ip:${ip}`] : [])];
    await limiter.hit(...buckets.map((bucket) => [bucket, GIFT_CARD_FAILURES] as [string, Limit]));
    try {
      const result = await run();
      for (const bucket of buckets) await limiter.forgiveLatest(bucket);
      return result;
    } catch (error) {
      if (!(error instanceof ApiHttpError && REFUSALS.includes(error.code))) for (const bucket of buckets) await limiter.forgiveLatest(bucket);
      throw error;
    }
  };
}

export type GiftCardLimit = ReturnType<typeof createGiftCardLimit>;
