import { assign, raise, setup } from 'xstate';
import type { WalletTransaction } from '../../contract/purchase.ts';
import { type FlowFailure, failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import { keptOutage, keptOutageIn, outageRetry, outageRetryWait, retryAfterOutage, retryAfterOutageIn, serviceRetry, serviceRetryIn } from '../shared/service-retry.ts';
import type { FlowTag } from '../shared/tags.ts';

/**
 * My Account's wallet (/my-account?section=wallet), two regions side by side:
 * - ledger: the balance and the transactions, newest first, 20 at a time (older pages on demand);
 *   a failed load offers a retry (after a 503 it first asks again on its own, a few times), a failed
 *   older page keeps what is shown.
 * - voucher (a gift card; not named "…card…": the support capsule drops any key that looks like card
 *   data, a region's name in the state value included): a serial -> its available amount (check) -> the customer confirms -> the amount moves
 *   to the wallet (redeem, once: the key is fixed per checked card, so a retry after a lost answer
 *   cannot credit twice) -> done; the ledger then reloads. Refusals (unknown, used, expired serial)
 *   go back to the form with the serial kept. A 503 on the redemption sends it again on its own under
 *   the same key (machines/shared/service-retry.ts).
 */
export interface GiftCardChecked {
  serial: string;
  availableMinor: number;
  currency: string;
  expiresOn: string | null;
  /** The Idempotency-Key of this card's redemption (made by the check effect: machines make no randomness). */
  redeemKey: string;
}

export interface WalletPage {
  balanceMinor: number;
  currency: string;
  transactions: WalletTransaction[];
  nextBefore: string | null;
}

export interface WalletContext {
  balanceMinor: number;
  currency: string;
  transactions: WalletTransaction[];
  nextBefore: string | null;
  ledgerError: FlowFailure | null;
  serial: string;
  checked: GiftCardChecked | null;
  creditedMinor: number;
  error: FlowFailure | null;
}

export type WalletEvent =
  | { type: 'wallet.retry' }
  | { type: 'wallet.more' }
  | { type: 'wallet.reload' }
  | { type: 'wallet.giftCard.check'; serial: string }
  | { type: 'wallet.giftCard.redeem' }
  | { type: 'wallet.giftCard.cancel' }
  | { type: 'wallet.giftCard.another' };

export const walletMachine = setup({
  types: { context: {} as WalletContext, events: {} as WalletEvent, tags: {} as FlowTag | 'ledgerBusy' | 'ledgerFailed' | 'ledgerRetrying' | 'giftCardChecked' },
  actors: {
    /** GET /wallet/transactions (?before= for an older page). */
    loadTransactions: notProvided<WalletPage, { before: string | null }>('loadTransactions'),
    /** POST /wallet/gift-cards/check. */
    checkGiftCard: notProvided<GiftCardChecked, { serial: string }>('checkGiftCard'),
    /** POST /wallet/gift-cards/redeem with the checked card's key. */
    redeemGiftCard: notProvided<{ creditedMinor: number; balanceMinor: number }, { serial: string; redeemKey: string }>('redeemGiftCard'),
  },
  guards: { outageRetry },
  delays: { serviceRetry, ledgerServiceRetry: serviceRetryIn('ledgerError') },
}).createMachine({
  id: 'wallet',
  type: 'parallel',
  context: {
    balanceMinor: 0,
    currency: 'SAR',
    transactions: [],
    nextBefore: null,
    ledgerError: null,
    serial: '',
    checked: null,
    creditedMinor: 0,
    error: null,
  },
  states: {
    ledger: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['ledgerBusy'],
          invoke: {
            src: 'loadTransactions',
            input: () => ({ before: null }),
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({ ...event.output, ledgerError: null })),
            },
            onError: [
              // The service away for a moment (503): asked again on its own, a few times, before failed.
              { ...retryAfterOutageIn('ledgerError', 'retryWait'), actions: assign({ ledgerError: keptOutageIn('ledgerError') }) },
              { target: 'failed', actions: assign({ ledgerError: failureOf }) },
            ],
          },
        },
        retryWait: { tags: ['ledgerBusy', 'ledgerRetrying'], after: { ledgerServiceRetry: 'loading' } },
        failed: { tags: ['ledgerFailed'], on: { 'wallet.retry': 'loading' } },
        ready: {
          initial: 'idle',
          on: { 'wallet.reload': '#wallet.ledger.loading' },
          states: {
            idle: { on: { 'wallet.more': { target: 'loadingMore', guard: ({ context }) => context.nextBefore !== null } } },
            loadingMore: {
              tags: ['ledgerBusy'],
              invoke: {
                src: 'loadTransactions',
                input: ({ context }) => ({ before: context.nextBefore }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    transactions: [...context.transactions, ...event.output.transactions],
                    nextBefore: event.output.nextBefore,
                    ledgerError: null,
                  })),
                },
                onError: { target: 'moreFailed', actions: assign({ ledgerError: failureOf }) },
              },
            },
            moreFailed: { tags: ['ledgerFailed'], on: { 'wallet.more': 'loadingMore' } },
          },
        },
      },
    },
    voucher: {
      initial: 'editing',
      states: {
        editing: {
          tags: ['editable'],
          on: {
            'wallet.giftCard.check': {
              target: 'checking',
              actions: assign(({ event }) => ({ serial: event.serial, error: null })),
            },
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            src: 'checkGiftCard',
            input: ({ context }) => ({ serial: context.serial }),
            onDone: { target: 'checked', actions: assign(({ event }) => ({ checked: event.output, error: null })) },
            onError: { target: 'editing', actions: assign({ error: failureOf }) },
          },
        },
        checked: {
          tags: ['giftCardChecked'],
          on: {
            'wallet.giftCard.redeem': { target: 'redeeming', actions: assign({ error: null }) },
            'wallet.giftCard.cancel': { target: 'editing', actions: assign({ checked: null, error: null }) },
          },
        },
        redeeming: {
          tags: ['busy', 'giftCardChecked'],
          invoke: {
            src: 'redeemGiftCard',
            input: ({ context }) => ({ serial: context.checked!.serial, redeemKey: context.checked!.redeemKey }),
            onDone: {
              target: 'redeemed',
              actions: [
                assign(({ event }) => ({ creditedMinor: event.output.creditedMinor, balanceMinor: event.output.balanceMinor })),
                raise({ type: 'wallet.reload' }),
              ],
            },
            // Refused (used meanwhile in another tab, say) or no answer: the card stays shown with the
            // message; the same key makes a retry safe.
            onError: [
              { ...retryAfterOutage('redeemRetryWait'), actions: assign({ error: keptOutage }) },
              { target: 'checked', actions: assign({ error: failureOf }) },
            ],
          },
        },
        // Restored from a save (no timer survives it): the page's reload sends it at once.
        redeemRetryWait: { ...outageRetryWait('redeeming', 'wallet.reload'), tags: ['busy', 'retrying', 'giftCardChecked'] },
        redeemed: {
          tags: ['done'],
          on: { 'wallet.giftCard.another': { target: 'editing', actions: assign({ serial: '', checked: null, creditedMinor: 0, error: null }) } },
        },
      },
    },
  },
});

export type WalletMachine = typeof walletMachine;
