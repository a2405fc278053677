import type { EndpointDefinition } from './endpoint-definition.ts';
import * as wallet from './wallet.ts';

/** My Account's wallet: the ledger page by page, gift cards checked and redeemed into the wallet. */
export const walletEndpoints = {
  walletTransactions: {
    method: 'GET',
    path: '/wallet/transactions',
    summary: "The caller's wallet balance and a page of its ledger (20 entries, newest first; `before` pages back).",
    query: wallet.walletTransactionsQuerySchema,
    response: wallet.walletTransactionsResponseSchema,
    needsSession: true,
    errors: { 404: ['not_found'] },
  },
  checkGiftCard: {
    method: 'POST',
    path: '/wallet/gift-cards/check',
    summary: 'What a gift card has left and whether it is active, used or expired (404 gift_card_unknown; rate-limited with every gift card look-up: 429 rate_limited).',
    body: wallet.giftCardSerialBodySchema,
    response: wallet.giftCardCheckResponseSchema,
    needsSession: true,
    errors: { 404: ['gift_card_unknown'] },
  },
  redeemGiftCard: {
    method: 'POST',
    path: '/wallet/gift-cards/redeem',
    summary:
      "Move a gift card's whole available amount into the caller's wallet, exactly once (header Idempotency-Key; 404 gift_card_unknown, 422 gift_card_used or gift_card_expired; rate-limited).",
    body: wallet.giftCardSerialBodySchema,
    response: wallet.giftCardRedeemResponseSchema,
    needsSession: true,
    errors: { 404: ['gift_card_unknown'], 409: ['request_in_progress'], 422: ['gift_card_used', 'gift_card_expired', 'gift_card_unusable', 'account_required', 'idempotency_key_reused'] },
    idempotencyKey: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
