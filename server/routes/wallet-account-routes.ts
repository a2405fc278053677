import type { Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { LANGUAGE_HEADER } from '../../contract/http.ts';
import type { GiftCardRedeemResponse } from '../../contract/wallet.ts';
import type { AppDatabase } from '../db/database.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { requestLanguage } from '../http/request-language.ts';
import { requireCustomer } from '../purchase/customer.ts';
import { idempotencyKeyOf, runIdempotent } from '../purchase/idempotency.ts';
import { createGiftCardLimit } from '../wallet/gift-card-limit.ts';
import { checkGiftCard, redeemGiftCard } from '../wallet/gift-cards.ts';
import { walletTransactionsPage } from '../wallet/wallet-views.ts';

const languageOf = (c: Context<AppEnv>) => requestLanguage(c.req.header(LANGUAGE_HEADER));

/** My Account's wallet: the ledger page by page; gift cards checked and redeemed into the wallet. */
export function mountWalletAccountRoutes(router: Hono<AppEnv>, options: { db: AppDatabase; now: () => Date }): void {
  const { db, now } = options;
  const limited = createGiftCardLimit(db, now);
  const personal = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');

  mountEndpoint(router, endpoints.walletTransactions, async (c, { query }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    return walletTransactionsPage(db, { userId: user.id, before: query.before, language: languageOf(c) });
  });

  mountEndpoint(router, endpoints.checkGiftCard, async (c, { body }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    return limited(user.id, () => checkGiftCard(db, body.serial, now()));
  });

  mountEndpoint(router, endpoints.redeemGiftCard, async (c, { body }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    if (user.kind !== 'customer') throw new ApiHttpError(422, 'account_required', 'Create an account to keep a wallet.');
    const key = idempotencyKeyOf(c);
    const answer = await runIdempotent(db, { userId: user.id, scope: 'gift-card-redemptions', key, body }, async () => ({
      status: 200,
      body: await limited(user.id, () => redeemGiftCard(db, { userId: user.id, serial: body.serial, now: now(), language: languageOf(c) })),
    }));
    return answer.body as GiftCardRedeemResponse;
  });
}
