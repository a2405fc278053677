import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { IDEMPOTENCY_KEY_HEADER as IdempotencyHeader, Payment, Quote } from '../../../contract/purchase.ts';
import { purchaseMachine } from '../../../machines/purchase/purchase.machine.ts';
import type { HeldQuote, PaymentOutcome } from '../../../machines/purchase/purchase.types.ts';
import { asFailure, refusal } from '../../../machines/shared/failure.ts';
import type { AppServices } from '@/lib/app-context.tsx';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';
import { linkTo } from '@/lib/paths.ts';
import { appStorage } from '@/lib/storage.ts';

/** contract/purchase.ts's header name, without importing that module's schemas (and the phone metadata) into the wizard. */
const IDEMPOTENCY_KEY_HEADER: typeof IdempotencyHeader = 'Idempotency-Key';

/** Bump when the purchase machine's states or context change shape: older saved flows are dropped. */
export const PURCHASE_FLOW_VERSION = 3;

/** The quote held with its validity on this device's clock (expiresAt - createdAt from receipt), so clock skew cannot matter. */
export function holdQuote(quote: Quote, receivedAt = Date.now()): HeldQuote {
  return { ...quote, validUntil: receivedAt + Math.max(0, Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)) };
}

function paymentOutcome(payment: Payment): PaymentOutcome {
  return {
    payment: {
      paymentId: payment.paymentId,
      status: payment.status,
      declineReason: payment.declineReason ?? null,
      challengeHint: payment.challenge?.hint ?? null,
      cardLast4: payment.cardLast4,
    },
    order: payment.order,
    policy: payment.policy,
  };
}

/**
 * The wizard on screen (committed), for the flow's first answers. The category's arrival swaps the
 * first screen's frame for the form; arriving while React is still drawing the page the first time
 * (a render it splits into short tasks), it would change what that render read from the flow, and
 * React then draws the whole page again in one blocking task (~140 ms at 4x CPU). So those answers are
 * handed to the machine once the wizard is drawn; the requests themselves leave at once.
 */
let wizardsDrawn = 0;
const waitingForWizard: (() => void)[] = [];
const wizardDrawn = () => (wizardsDrawn > 0 ? Promise.resolve() : new Promise<void>((resolve) => waitingForWizard.push(resolve)));
export function useWizardDrawn() {
  useEffect(() => {
    wizardsDrawn += 1;
    for (const resolve of waitingForWizard.splice(0)) resolve();
    return () => {
      wizardsDrawn -= 1;
    };
  }, []);
}
/** The promise's outcome, once the wizard is drawn. */
async function onceDrawn<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } finally {
    await wizardDrawn();
  }
}

/** The machine's named effects, implemented with the API client and the spec's storage keys. */
export function providePurchase(services: AppServices) {
  const client = flowServices(services, 'purchase').api;
  const api = () => client;
  return purchaseMachine.provide({
    actors: {
      loadCategory: fromPromise(async ({ input }) => {
        const [category, renewal] = await onceDrawn(
          Promise.all([
            api().call('catalogueCategory', { params: { categoryId: input.categoryId } }),
            input.renewalOf ? api().call('policyRenewal', { params: { policyNumber: input.renewalOf } }) : Promise.resolve(null),
          ]),
        );
        return { category, renewal };
      }),
      requestQuote: fromPromise(async ({ input }) =>
        // The risk's own category: the contract's id of the category being priced (its form was built from it).
        holdQuote(await api().call('createQuote', { body: { categoryId: input.risk.categoryId, brokerId: input.brokerId, risk: input.risk } })),
      ),
      repriceQuote: fromPromise(async ({ input }) => holdQuote(await api().call('repriceQuote', { params: { quoteId: input.quoteId }, body: {} }))),
      sendMobileCode: fromPromise(async ({ input }) => {
        await api().call('guestMobileSend', { body: { mobile: input.mobile } });
      }),
      verifyMobileCode: fromPromise(async ({ input }) => {
        await api().call('guestMobileVerify', { body: { code: input.code } });
      }),
      placeOrder: fromPromise(async ({ input }) => {
        const { idempotencyKey, ...body } = input;
        return api().call('createOrder', { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
      }),
      fetchWallet: fromPromise(async ({ input }) => {
        if (input.isGuest) throw new Error('A guest has no wallet');
        const wallet = await api().call('wallet');
        return { balanceMinor: wallet.balanceMinor };
      }),
      checkGiftCard: fromPromise(async ({ input }) => {
        // A POST with the serial in the body (like My Account's check): a serial is the card's value, so never in a URL.
        const card = await api().call('checkGiftCard', { body: { serial: input.serial } });
        if (card.status !== 'active' || card.availableMinor === 0) {
          // Used up and expired are told apart, like the server's refusals at payment.
          const code = card.status === 'expired' ? 'gift_card_expired' : 'gift_card_used';
          throw refusal(code, 'This gift card cannot be used.');
        }
        return { serial: card.serial, balanceMinor: card.availableMinor };
      }),
      submitPayment: fromPromise(async ({ input }) => {
        const body = {
          ...(input.walletAmountMinor > 0 ? { walletAmountMinor: input.walletAmountMinor } : {}),
          ...(input.giftCardSerial ? { giftCardSerial: input.giftCardSerial } : {}),
          ...(input.card ? { card: input.card } : {}),
        };
        try {
          // One round trip: the payment's answer carries the order and the policy the confirmation shows.
          const payment = await api().call('createPayment', {
            params: { orderNumber: input.orderNumber },
            body,
            headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
          });
          return paymentOutcome(payment);
        } catch (error) {
          // A resumed attempt (reload, second tab) on an order paid meanwhile: show that payment, never pay again.
          if (asFailure(error).code !== 'order_already_paid') throw error;
          const order = await api().call('getOrder', { params: { orderNumber: input.orderNumber } });
          if (!order.policy || !order.latestPayment) throw error;
          const { latestPayment } = order;
          return {
            payment: { paymentId: latestPayment.paymentId, status: latestPayment.status, declineReason: latestPayment.declineReason ?? null, challengeHint: null, cardLast4: latestPayment.cardLast4 },
            order,
            policy: order.policy,
          };
        }
      }),
      submitChallenge: fromPromise(async ({ input }) =>
        paymentOutcome(await api().call('answerPaymentChallenge', { params: { paymentId: input.paymentId }, body: { code: input.code } })),
      ),
      fetchOutcome: fromPromise(async ({ input }) => api().call('getOrder', { params: { orderNumber: input.orderNumber } })),
    },
    actions: {
      rememberCategory: (_, { categoryId, categoryName }) => {
        appStorage.setText('categoryId', categoryId);
        appStorage.setText('categoryName', categoryName);
      },
      rememberBrokerLogo: (_, { brokerLogo }) => appStorage.setText('brokerLogo', brokerLogo),
      rememberProduct: (_, { productCategoryId, productCategoryName, productCategoryImage }) => {
        appStorage.setText('productCategoryId', productCategoryId);
        appStorage.setText('productCategoryName', productCategoryName);
        appStorage.setText('productCategoryImage', productCategoryImage);
      },
      rememberOrderNumber: (_, { orderNumber }) => appStorage.setText('orderNumber', orderNumber),
    },
  });
}

function randomId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The policyholder details the sign-in stored (spec keys userFullName, emailAddress); a guest's stand-in name is not a name. */
function prefillFromStorage() {
  const guest = appStorage.getText('loginTypeEnumId') === 'GUEST';
  const fullName = guest ? '' : (appStorage.getText('userFullName') ?? '').trim();
  const [firstName = '', ...rest] = fullName ? fullName.split(/\s+/) : [];
  return { firstName, lastName: rest.join(' '), emailAddress: appStorage.getText('emailAddress') ?? '' };
}

/** The key of a purchase: its category and, for a renewal, the policy renewed. */
export const purchaseKey = (categoryId: string, renewalOf: string | null) => `${categoryId}:${renewalOf ?? ''}`;

function fromKey(key: string) {
  const [categoryId = '', renewalOf = ''] = key.split(':');
  return { categoryId, renewalOf: renewalOf || null };
}

/** The guided purchase, one per category (and renewed policy): started with `purchaseKey(…)`. */
export const purchaseFlow: FlowDefinition<ReturnType<typeof providePurchase>> = {
  id: 'purchase',
  version: PURCHASE_FLOW_VERSION,
  logic: providePurchase,
  input: (_services, key) => ({
    flowId: randomId(),
    ...fromKey(key),
    isGuest: appStorage.getText('loginTypeEnumId') === 'GUEST',
    prefill: prefillFromStorage(),
  }),
  // The draft is the customer's, not the session's: a sign-out in another tab or an ended session
  // parks it under the signed-in username (a guest's own username for a guest) and it comes back
  // when that same account opens the purchase again; anyone else signing in here starts afresh.
  owner: () => appStorage.getText('username'),
  // "Buy another" on the confirmation: the same category's page, where a new purchase starts.
  exits: { anotherPurchase: (_services, key) => linkTo.category(fromKey(key).categoryId) },
  // Started in English, resumed in Arabic (or the reverse): the category's names in the page's language.
  // If the read fails the names stay as they were; nothing the customer typed depends on them.
  resumed: (actor, services, key) => {
    // Saved while loading failed or a renewal was refused (its window may have opened since): load again.
    if (actor.getSnapshot().matches('loadFailed')) actor.send({ type: 'purchase.retry' });
    onceDrawn(flowServices(services, 'purchase').api.call('catalogueCategory', { params: { categoryId: fromKey(key).categoryId } }))
      .then((category) => actor.send({ type: 'purchase.categoryNamed', category }))
      .catch(() => {});
  },
};

export const Purchase = createFlowContext(purchaseFlow);
