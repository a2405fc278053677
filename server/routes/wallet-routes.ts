import type { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { creditWalletInTransaction } from '../catalogue/catalogue-seed.ts';
import type { AppDatabase } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { requireCustomer } from '../purchase/customer.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import type { AccountsConfig } from '../accounts/accounts-config.ts';
import { clientIp } from '../accounts/context.ts';
import { createGiftCardLimit } from '../wallet/gift-card-limit.ts';
import { giftCardOf, walletOf } from '../wallet/wallet-records.ts';
import { languageOf, personal } from './route-helpers.ts';

/** The checkout's wallet and gift card reads; POST /dev/wallet/credit when DEV_OUTBOX is on. */
export function mountWalletRoutes(router: Hono<AppEnv>, deps: PurchaseDeps, accounts: Pick<AccountsConfig, 'trustProxy'> = { trustProxy: false }): void {
  const { db } = deps;

  mountEndpoint(router, endpoints.wallet, async (c) => {
    personal(c);
    const user = await requireCustomer(c, db);
    return walletOf(deps, user.id, languageOf(c));
  });

  // The one gift card budget (per account and per address, in the database) that payments share.
  const limited = createGiftCardLimit(db, deps.now);
  mountEndpoint(router, endpoints.giftCard, async (c, { params }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    return limited({ userId: user.id, ip: clientIp(c, accounts) }, () => giftCardOf(deps, params.serial));
  });

  if (deps.config.devWalletCredit) {
    mountEndpoint(router, endpoints.devWalletCredit, async (c, { body }) => {
      const user = await requireCustomer(c, db);
      await db.transaction((tx) =>
        creditWalletInTransaction(tx as unknown as AppDatabase, {
          userId: user.id,
          amountMinor: body.amountMinor,
          descriptionEn: 'Test credit (development)',
          descriptionAr: 'رصيد تجريبي (للتطوير)',
        }),
      );
      return walletOf(deps, user.id, languageOf(c));
    });
  }
}
