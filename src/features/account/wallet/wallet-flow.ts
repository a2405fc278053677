import { fromPromise } from 'xstate';
import { walletMachine } from '../../../../machines/wallet/wallet.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { pageFlow } from '@/app/flows/page-flow.ts';

/** contract/purchase.ts's header name, without importing that module's schemas here. */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The wallet sub-section's effects, all here: the ledger pages, the gift card check and redemption. */
export const walletFlow = pageFlow(
  'wallet',
  ({ api, withSession }) =>
    walletMachine.provide({
      actors: {
        loadTransactions: fromPromise(({ input }) => api.call('walletTransactions', input.before ? { query: { before: input.before } } : {})),
        checkGiftCard: fromPromise(async ({ input }) => {
          const card = await withSession(() => api.call('checkGiftCard', { body: { serial: input.serial } }));
          if (card.status !== 'active') {
            // A used-up or expired card is answered, not refused: the form says which, like the server would.
            throw { reason: 'invalid', code: card.status === 'expired' ? 'gift_card_expired' : 'gift_card_used', message: `Gift card ${card.status}` };
          }
          return { serial: card.serial, availableMinor: card.availableMinor, currency: card.currency, expiresOn: card.expiresOn, redeemKey: crypto.randomUUID() };
        }),
        redeemGiftCard: fromPromise(({ input }) =>
          withSession(() => api.call('redeemGiftCard', { body: { serial: input.serial }, headers: { [IDEMPOTENCY_KEY_HEADER]: input.redeemKey } })),
        ),
      },
    }),
  {
    version: 2,
    // The ledger is the server's: a reload (or another tab's redemption) must show it as it is now,
    // not as it was saved with the snapshot.
    resumed: (actor) => actor.send({ type: 'wallet.reload' }),
  },
);

export const Wallet = createFlowContext(walletFlow);
