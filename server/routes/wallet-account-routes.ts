import type { Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { LANGUAGE_HEADER } from '../../contract/http.ts';
import type { GiftCardRedeemResponse } from '../../contract/wallet.ts';
import type { AccountsConfig } from '../accounts/accounts-config.ts';
import { clientIp } from '../accounts/context.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { requestLanguage } from '../http/request-language.ts';
import { requireCustomer } from '../purchase/customer.ts';
import { idempotencyKeyOf, runIdempotent } from '../purchase/idempotency.ts';
import { expireStaleChallenges } from '../purchase/payments.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import { createGiftCardLimit } from '../wallet/gift-card-limit.ts';
import { checkGiftCard, redeemGiftCard } from '../wallet/gift-cards.ts';
import { walletTransactionsPage } from '../wallet/wallet-views.ts';

const languageOf = (c: Context<AppEnv>) => requestLanguage(c.req.header(LANGUAGE_HEADER));

/**
 * The wallet's ledger page by page; gift cards checked (My Account and the checkout, customers and
 * guests: the serial travels in the body, never in a URL) and redeemed into the wallet.
 */
export function mountWalletAccountRoutes(router: Hono<AppEnv>, deps: PurchaseDeps, accounts: Pick<AccountsConfig, 'trustProxy'> = { trustProxy: false }): void {
  const { db, now } = deps;
  // The one gift card budget (per account and per address, in the database) that payments share.
  const limited = createGiftCardLimit(db, now);
  const who = (c: Context<AppEnv>, userId: string) => ({ userId, ip: clientIp(c, accounts) });
  const personal = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');

  mountEndpoint(router, endpoints.walletTransactions, async (c, { query }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    return walletTransactionsPage(db, { userId: user.id, before: query.before, language: languageOf(c) });
  });

  mountEndpoint(router, endpoints.checkGiftCard, async (c, { body }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    // A card held by a payment whose bank code was abandoned shows its balance again.
    await expireStaleChallenges(deps);
    return limited(who(c, user.id), () => checkGiftCard(db, body.serial, now()));
  });

  mountEndpoint(router, endpoints.redeemGiftCard, async (c, { body }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    if (user.kind !== 'customer') throw new ApiHttpError(422, 'account_required', 'Create an account to keep a wallet.');
    const key = idempotencyKeyOf(c);
    const answer = await runIdempotent(db, { userId: user.id, scope: 'gift-card-redemptions', key, body }, async () => ({
      status: 200,
      body: await limited(who(c, user.id), () => redeemGiftCard(db, { userId: user.id, serial: body.serial, now: now(), language: languageOf(c) })),
    }));
    return answer.body as GiftCardRedeemResponse;
  });
}
