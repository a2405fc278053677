import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import type { Order, Payment } from '../../contract/purchase.ts';
import { createCatalogueStore } from '../catalogue/catalogue-store.ts';
import type { AppDatabase } from '../db/database.ts';
import { orders } from '../db/tables/purchase.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { languageOf, personal } from './route-helpers.ts';
import type { Logger } from '../observability/log.ts';
import { ownerIds, requireCustomer } from '../purchase/customer.ts';
import { idempotencyKeyOf, runIdempotent } from '../purchase/idempotency.ts';
import { assertMayOrder, findOrder, loadOrderBundle, placeOrder } from '../purchase/orders.ts';
import { createGateway, type PaymentGateway } from '../purchase/payment-gateway.ts';
import { answerChallenge, findPayment, payOrder, reconcileOrder, reconcilePayment, type Settled } from '../purchase/payments.ts';
import { loadPurchaseConfig, type PurchaseConfig } from '../purchase/purchase-config.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import { createQuote, findQuote, repriceQuote } from '../purchase/quotes.ts';
import { isoDay, type OrderBundle, type OrderRow, orderView, type PaymentRow, paymentView, quoteView } from '../purchase/views.ts';
import { mountCatalogueRoutes } from './catalogue-routes.ts';
import type { AccountsConfig } from '../accounts/accounts-config.ts';
import { clientIp } from '../accounts/context.ts';
import { createGiftCardLimit } from '../wallet/gift-card-limit.ts';

export interface PurchaseRouteOptions {
  db: AppDatabase;
  logger: Logger;
  now: () => Date;
  /** Read from the environment when not given. */
  config?: PurchaseConfig;
  /** Replaces the configured gateway (tests). */
  gateway?: PaymentGateway;
}

/** The purchase area's services, shared by the purchase, policy, wallet and notification routes. */
export function createPurchaseDeps(options: PurchaseRouteOptions): PurchaseDeps {
  const config = options.config ?? loadPurchaseConfig();
  return {
    db: options.db,
    catalogue: createCatalogueStore(options.db),
    gateway: options.gateway ?? createGateway(config),
    config,
    logger: options.logger,
    now: options.now,
  };
}

/** The catalogue and what a customer buys with: quotes, orders, payments. */
export function mountPurchaseRoutes(router: Hono<AppEnv>, deps: PurchaseDeps, accounts: Pick<AccountsConfig, 'trustProxy'> = { trustProxy: false }): void {
  const { catalogue, db } = deps;
  // A gift card serial tried in a payment draws on the same budget as a look-up.
  const giftCardLimited = createGiftCardLimit(db, deps.now);
  mountCatalogueRoutes(router, catalogue, db);

  // Every read of an order or payment first settles a payment of unknown outcome with the gateway.
  const orderAnswer = async (c: Context<AppEnv>, order: Parameters<typeof loadOrderBundle>[1]): Promise<Order> => {
    await reconcileOrder(deps, order.id, { cancelChallenges: false });
    const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
    order = current ?? order;
    const s = await catalogue.snapshot();
    return orderView(s, await loadOrderBundle(db, order), languageOf(c), isoDay(deps.now()));
  };
  /** A payment's answer, with its order: `known` when the request has it as it stands (not read again). */
  const paymentAnswer = async (c: Context<AppEnv>, stored: PaymentRow, known?: OrderRow, options = { reconcile: true }): Promise<Payment> => {
    const payment = options.reconcile ? await reconcilePayment(deps, stored) : stored;
    const s = await catalogue.snapshot();
    // Settled just now by the reconciliation: the order has moved on (paid), so it is read as it is now.
    const order = known && payment.status === stored.status ? known : (await db.select().from(orders).where(eq(orders.id, payment.orderId)))[0]!;
    const bundle = await loadOrderBundle(db, order);
    return paymentView(s, payment, bundle, languageOf(c), isoDay(deps.now()));
  };

  mountEndpoint(router, endpoints.createQuote, async (c, { body }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    const quote = await createQuote(deps, user.id, body);
    return quoteView(await catalogue.snapshot(), quote, languageOf(c));
  });

  mountEndpoint(router, endpoints.getQuote, async (c, { params }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    const quote = await findQuote(deps, await ownerIds(db, user.id), params.quoteId);
    return quoteView(await catalogue.snapshot(), quote, languageOf(c));
  });

  mountEndpoint(router, endpoints.repriceQuote, async (c, { params }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    const old = await findQuote(deps, await ownerIds(db, user.id), params.quoteId);
    const quote = await repriceQuote(deps, user.id, old);
    return quoteView(await catalogue.snapshot(), quote, languageOf(c));
  });

  mountEndpoint(router, endpoints.createOrder, async (c, { body }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    const key = idempotencyKeyOf(c);
    assertMayOrder(user);
    const placed: { bundle?: OrderBundle } = {};
    const answer = await runIdempotent(db, { userId: user.id, scope: 'orders', key, body }, async () => {
      const { order, quote, created } = await placeOrder(deps, user, body, languageOf(c));
      // A new order has no payment or policy yet: answered from what was just written (6 reads fewer).
      if (created) placed.bundle = { order, quote, latestPayment: undefined, policy: undefined };
      return { status: 201, body: { orderNumber: order.orderNumber } };
    });
    if (placed.bundle) return orderView(await catalogue.snapshot(), placed.bundle, languageOf(c), isoDay(deps.now()));
    const { orderNumber } = answer.body as { orderNumber: string };
    // The replay re-reads the order, so a retry after a lost connection sees its payment and policy too.
    return orderAnswer(c, await findOrder(db, [user.id], orderNumber));
  });

  mountEndpoint(router, endpoints.getOrder, async (c, { params }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    return orderAnswer(c, await findOrder(db, await ownerIds(db, user.id), params.orderNumber));
  });

  mountEndpoint(router, endpoints.createPayment, async (c, { params, body }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    const key = idempotencyKeyOf(c);
    // The one read of the order in this request: the payment's transactions lock it and hand it back.
    const order = await findOrder(db, await ownerIds(db, user.id), params.orderNumber);
    const now: { settled?: Settled } = {};
    const answer = await runIdempotent(db, { userId: user.id, scope: `payments:${order.orderNumber}`, key, body }, async () => {
      const pay = () => payOrder(deps, order, body);
      now.settled = body.giftCardSerial ? await giftCardLimited({ userId: user.id, ip: clientIp(c, accounts) }, pay) : await pay();
      return { status: 201, body: { paymentId: now.settled.payment.id } };
    });
    // Charged in this request: answered from what the payment left (the gateway just failed to answer in
    // time? the customer's retry, a replay, asks it again, not this answer).
    if (now.settled) return paymentAnswer(c, now.settled.payment, now.settled.order, { reconcile: false });
    // A replay may have waited for the first request, which changed the order: read as it is now.
    const { paymentId } = answer.body as { paymentId: string };
    return paymentAnswer(c, await findPayment(db, [order.userId], paymentId));
  });

  mountEndpoint(router, endpoints.answerPaymentChallenge, async (c, { params, body }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    const payment = await findPayment(db, await ownerIds(db, user.id), params.paymentId);
    return paymentAnswer(c, await answerChallenge(deps, payment, body.code));
  });

  mountEndpoint(router, endpoints.getPayment, async (c, { params }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    return paymentAnswer(c, await findPayment(db, await ownerIds(db, user.id), params.paymentId));
  });
}
