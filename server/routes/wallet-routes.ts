import type { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { creditWalletInTransaction } from '../catalogue/catalogue-seed.ts';
import type { AppDatabase } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { requireCustomer } from '../purchase/customer.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import { walletOf } from '../wallet/wallet-records.ts';
import { languageOf, personal } from './route-helpers.ts';

/** The checkout's wallet read (its gift card check is My Account's, wallet-account-routes.ts); POST /dev/wallet/credit when DEV_OUTBOX is on. */
export function mountWalletRoutes(router: Hono<AppEnv>, deps: PurchaseDeps): void {
  const { db } = deps;

  mountEndpoint(router, endpoints.wallet, async (c) => {
    personal(c);
    const user = await requireCustomer(c, db);
    return walletOf(deps, user.id, languageOf(c));
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
