import type { AnyEventObject } from 'xstate';
import { type FlowModel, invokeDone, invokeError } from '../tooling/test-paths.ts';
import { type GiftCardChecked, type WalletPage, walletMachine as m } from './wallet.machine.ts';

const page: WalletPage = {
  balanceMinor: 50_000,
  currency: 'SAR',
  transactions: [],
  // An older page exists, so "more" is taken.
  nextBefore: '2026-03-01T10:00:00.000Z',
};
const checked: GiftCardChecked = { serial: 'GIFT-1000-TEST', availableMinor: 10_000, currency: 'SAR', expiresOn: null, redeemKey: 'redeem-key-0001' };
const failure = { reason: 'offline', message: 'offline' };

/**
 * The older page's call is the same effect as the first load, invoked from another state: its done
 * and error events carry that invoke's own id (invokeDone finds the first invoke of a src).
 */
const moreId = m.getStateNodeById('wallet.ledger.ready.loadingMore').invoke[0]!.id;
const moreDone = (output: WalletPage): AnyEventObject => ({ type: `xstate.done.actor.${moreId}`, output });
const moreError: AnyEventObject = { type: `xstate.error.actor.${moreId}`, error: failure };

/** The wallet's model paths: the ledger (first page, older pages, retries) beside a gift card's check and redemption. */
export const walletModel: FlowModel = {
  id: 'wallet',
  machine: m,
  events: [
    invokeDone(m, 'loadTransactions', page),
    invokeError(m, 'loadTransactions', failure),
    { type: 'wallet.retry' },
    { type: 'wallet.more' },
    moreDone({ ...page, nextBefore: null }),
    moreError,
    { type: 'wallet.reload' },
    { type: 'wallet.giftCard.check', serial: 'GIFT-1000-TEST' },
    invokeDone(m, 'checkGiftCard', checked),
    invokeError(m, 'checkGiftCard', { reason: 'notFound', code: 'gift_card_not_found', message: 'not found' }),
    { type: 'wallet.giftCard.cancel' },
    { type: 'wallet.giftCard.redeem' },
    invokeDone(m, 'redeemGiftCard', { creditedMinor: 10_000, balanceMinor: 60_000 }),
    invokeError(m, 'redeemGiftCard', failure),
    { type: 'wallet.giftCard.another' },
  ],
};
