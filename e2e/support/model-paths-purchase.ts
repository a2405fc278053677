import type { Page, Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { purchaseMachine } from '../../machines/purchase/purchase.machine.ts';
import { type TestPath, eventName } from '../../machines/tooling/test-paths.ts';
import { SEEDED_CUSTOMER, expect, waitForApp } from './fixtures.ts';
import { newCustomer } from './my-account-ui.ts';
import type { StepContext, UiModel } from './ui-model.ts';
import { API, CARD_CHALLENGE, CARD_DECLINED, CARD_OK, type Lang, api, fillCard, fillPeople, fillRisk, isoDate, words } from './purchase-steps.ts';

/**
 * The purchase wizard's UI test model (machines/tooling/ui-models.ts `purchaseUiModel`): each event
 * as the customer (or the clock, or the network) causes it, each state as the customer sees it.
 * Answers come from the real server; where a path needs one the seeded data cannot give, the real
 * answer is changed or replaced with `page.route` (a 500, a lost connection, a pending payment,
 * no offers). Which answer each call gets is read from the path before it starts.
 */

const name = (event: AnyEventObject) => eventName(event, purchaseMachine);

/** What a result event says happened (the payloads of purchaseUiModel). */
function outcomeOf(event: AnyEventObject): string {
  if (event.type.startsWith('xstate.error')) {
    const error = event.error as { kind: string; code: string | null };
    return error.kind === 'network' ? 'lost' : (error.code ?? 'error');
  }
  const output = event.output as { policy?: unknown; latestPayment?: { status: string } | null; payment?: { status: string }; offers?: unknown[]; renewal?: unknown };
  if (name(event) === 'onDone fetchOutcome') {
    if (output.policy) return 'paid';
    return output.latestPayment?.status === 'challenge_required' ? 'challenged' : output.latestPayment?.status === 'pending' ? 'pending' : 'unpaid';
  }
  if (output?.payment) return output.payment.status;
  if (name(event) === 'onDone requestQuote') return (output.offers ?? []).length > 0 ? 'offers' : 'noOffers';
  if (name(event) === 'onDone loadCategory') return output.renewal ? 'renewal' : 'category';
  return 'done';
}

/** The results of one invoked actor along the path, in order, from step `from` on. */
const resultsOf = (path: TestPath, src: string, from = 0) =>
  path.steps.slice(from).filter((step) => name(step.event).endsWith(` ${src}`)).map((step) => outcomeOf(step.event));

/** The first result, after step `index`, of the call the customer's action there starts. */
const nextResult = (path: TestPath, index: number, src: string) => resultsOf(path, src, index + 1)[0];

/**
 * After a lost payment (or challenge) answer, the first outcome the order really shows: the request
 * reached the server (`lost`: paid or challenged) or never did (`dropped`: unpaid).
 */
function afterLoss(path: TestPath, index: number): 'paid' | 'challenged' | 'unpaid' {
  const real = resultsOf(path, 'fetchOutcome', index + 1).find((result) => result !== 'pending' && result !== 'lost');
  return (real as 'paid' | 'challenged' | 'unpaid' | undefined) ?? 'unpaid';
}

/**
 * A seeded gift card of this path's own in this language (GIFT-PART-01 .. -10 in English, -11 .. -20
 * in Arabic, 100 SAR each, less than any premium, used by no other test): a path that pays with one
 * spends it, and another path, or the same path's Arabic replay, must find its own full.
 */
function giftCardOf(path: TestPath, lang: Lang): string {
  const hash = [...path.id].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 0);
  return `GIFT-PART-${String((lang === 'en' ? 1 : 11) + (hash % 10)).padStart(2, '0')}`;
}

/** The card a customer's payment uses, for the payment result that follows step `index`. */
function cardFor(path: TestPath, index: number): string {
  const result = nextResult(path, index, 'submitPayment');
  if (result === 'declined') return CARD_DECLINED;
  if (result === 'challenge_required') return CARD_CHALLENGE;
  if (result === 'lost') return afterLoss(path, index + 1) === 'challenged' ? CARD_CHALLENGE : CARD_OK;
  return CARD_OK;
}

interface Replay {
  /** Planned answers per call, consumed in order (absent or empty: the real answer). */
  plans: Record<string, string[]>;
  /** Calls seen per endpoint (what the busy states assert). */
  calls: Record<string, number>;
  /** Off while the set-up itself calls the API (a renewal's policy): those calls are not the path's. */
  live: boolean;
  /** A payment or challenge answer was lost or left pending: the next order lookups are the outcome checks. */
  checking: boolean;
}
const replays = new WeakMap<Page, Replay>();
const replayOf = (page: Page) => replays.get(page)!;

const problem = (status: number, code: string, message: string) => ({ status, json: { error: { code, message, status } } });
const serverFailure = problem(500, 'internal_error', 'Internal Server Error');

/** The API calls of the wizard, by endpoint (the busy states' names for them). */
const endpoints: { key: string; method: string; path: RegExp }[] = [
  { key: 'category', method: 'GET', path: /\/catalogue\/categories\/[^/]+$/ },
  { key: 'quote', method: 'POST', path: /\/quotes$/ },
  { key: 'reprice', method: 'POST', path: /\/quotes\/[^/]+\/reprice$/ },
  { key: 'order', method: 'POST', path: /\/orders$/ },
  { key: 'wallet', method: 'GET', path: /\/wallet$/ },
  { key: 'giftCard', method: 'POST', path: /\/wallet\/gift-cards\/check$/ },
  { key: 'payment', method: 'POST', path: /\/orders\/[^/]+\/payments$/ },
  { key: 'challenge', method: 'POST', path: /\/payments\/[^/]+\/challenge$/ },
  { key: 'lookup', method: 'GET', path: /\/orders\/[^/]+$/ },
];

async function answer(route: Route, replay: Replay, key: string) {
  const plan = replay.plans[key]?.shift();
  if (key === 'lookup') {
    // The check before paying reads the order as it is; only the outcome checks are planned.
    if (!replay.checking) return route.continue();
    replay.calls.outcome = (replay.calls.outcome ?? 0) + 1;
    const outcome = replay.plans.outcome?.shift() ?? 'real';
    replay.checking = outcome === 'pending' || outcome === 'lost';
    if (outcome === 'pending') replay.calls.pending = (replay.calls.pending ?? 0) + 1;
    if (outcome === 'lost') return route.abort('internetdisconnected');
    if (outcome === 'pending') {
      const response = await route.fetch();
      const order = (await response.json()) as { latestPayment: object | null; breakdown: { dueMinor: number }; createdAt: string };
      const latest = order.latestPayment ?? { paymentId: 'pay-pending', walletMinor: 0, giftCardMinor: 0, cardMinor: order.breakdown.dueMinor, cardLast4: '4242', createdAt: order.createdAt };
      const { declineReason: _reason, ...undecided } = latest as { declineReason?: string };
      return route.fulfill({ response, json: { ...order, status: 'awaiting_payment', policy: null, latestPayment: { ...undecided, status: 'pending' } } });
    }
    return route.continue();
  }
  if (!plan || ['real', 'category', 'renewal', 'offers', 'done', 'succeeded', 'declined', 'challenge_required', 'gift_card_unusable'].includes(plan)) return route.continue();
  if (plan === 'internal_error') return route.fulfill(serverFailure);
  if (plan === 'quote_expired') return route.fulfill(problem(409, 'quote_expired', 'This quote has expired. Get a new price to continue.'));
  if (plan === 'noOffers') {
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...((await response.json()) as object), offers: [] } });
  }
  if (plan === 'pending') {
    // The gateway has not decided yet: the real (paid) answer, as a pending one.
    const response = await route.fetch();
    const payment = (await response.json()) as { order: object };
    replay.checking = true;
    replay.calls.pending = (replay.calls.pending ?? 0) + 1;
    return route.fulfill({ response, json: { ...payment, status: 'pending', policy: null, order: { ...payment.order, status: 'awaiting_payment', policy: null } } });
  }
  if (plan === 'lost' || plan === 'dropped') {
    // The answer is lost on the way back (the server did the work), or the request never left.
    if (plan === 'lost') await route.fetch();
    replay.checking = true;
    return route.abort('internetdisconnected');
  }
  return route.continue();
}

/** Plans every call's answers from the path's result events. */
function planOf(path: TestPath): Record<string, string[]> {
  const plans: Record<string, string[]> = {
    category: resultsOf(path, 'loadCategory'),
    quote: resultsOf(path, 'requestQuote'),
    reprice: resultsOf(path, 'repriceQuote'),
    order: resultsOf(path, 'placeOrder'),
    wallet: resultsOf(path, 'fetchWallet'),
    outcome: resultsOf(path, 'fetchOutcome').map((result) => (result === 'pending' || result === 'lost' ? result : 'real')),
    payment: [],
    challenge: [],
  };
  path.steps.forEach((step, index) => {
    const outcome = outcomeOf(step.event);
    for (const src of ['submitPayment', 'submitChallenge'] as const) {
      if (name(step.event) !== `onDone ${src}` && name(step.event) !== `onError ${src}`) continue;
      const plan = outcome === 'lost' ? (afterLoss(path, index) === 'unpaid' ? 'dropped' : 'lost') : outcome;
      plans[src === 'submitPayment' ? 'payment' : 'challenge']!.push(plan);
    }
  });
  return plans;
}


/** A motor policy bought through the API and moved into its renewal window (for a renewal path): its number. */
async function buyPolicy(page: Page): Promise<string> {
  const category = await api<{ brokers: { brokerId: string }[] }>(page, 'GET', '/catalogue/categories/motor');
  const risk = { categoryId: 'motor', vehicleMake: 'Toyota', vehicleModel: 'Camry', vehicleYear: 2022, vehicleValueMinor: 8_000_000, driverAge: 35, noClaimsYears: 3, plateNumber: '1234 ABD', vin: 'JTDBR32E720123456' };
  const quote = await api<{ quoteId: string; offers: { offerId: string }[] }>(page, 'POST', '/quotes', { categoryId: 'motor', brokerId: category.brokers[0]!.brokerId, risk });
  const key = `model-path-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const holder = { firstName: 'Sara', lastName: 'Al-Harbi', dateOfBirth: '1990-04-01', gender: 'female', mobileNumber: SEEDED_CUSTOMER.mobile, emailAddress: SEEDED_CUSTOMER.emailAddress, nationalId: '1234567890' };
  const order = await api<{ orderNumber: string }>(
    page,
    'POST',
    '/orders',
    { quoteId: quote.quoteId, offerId: quote.offers[0]!.offerId, addOnIds: [], policyholder: holder, insuredPersons: [{ firstName: 'Sara', lastName: 'Al-Harbi', dateOfBirth: '1990-04-01', gender: 'female', relation: 'self' }], startDate: isoDate(1), acceptTerms: true },
    `${key}-order`,
  );
  const payment = await api<{ policy: { policyNumber: string } | null }>(
    page,
    'POST',
    `/orders/${order.orderNumber}/payments`,
    { card: { number: CARD_OK, expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Sara Al-Harbi' } },
    `${key}-pay`,
  );
  const policyNumber = payment.policy!.policyNumber;
  // Renewal opens 30 days before the new cover would start: slide the new policy to end in 10 days.
  await api(page, 'POST', `/dev/policies/${policyNumber}/period`, { endsOn: isoDate(10) });
  return policyNumber;
}

const w = (context: StepContext) => words[context.lang];
const click = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' }).click();
const text: Record<Lang, Record<string, string | RegExp>> = {
  en: {
    back: 'Back',
    retry: 'Try again',
    changeDetails: 'Change my details',
    otherPlans: 'Compare other plans',
    changeBroker: 'Choose another broker',
    backToReview: 'Back to the review',
    payAgain: 'Pay again',
    checkAgain: 'Check again',
    changePayment: 'Change how I pay',
    removeGiftCard: 'Remove',
    editPeople: 'Edit Policyholder and insured',
    editBroker: 'Edit Broker',
    risk: 'Your broker and what you insure',
    quotes: 'Compare the quotes',
    plan: 'Your plan and add-ons',
    people: 'Policyholder and insured people',
    review: 'Review your purchase',
    payment: 'Payment',
    loadFailed: 'We could not load this insurance category.',
    noOffers: 'No plan covers these details. Change your details or choose another broker.',
    quoteFailed: 'We could not get prices for these details.',
    repriceFailed: 'We could not get a new price.',
    orderFailed: 'Your order could not be placed.',
    outcomeUnknown: /We lost the connection and cannot confirm your payment yet/,
    interrupted: 'Your payment did not go through and nothing was charged.',
    failed: 'The payment could not be made. Nothing was charged.',
    unusable: 'This gift card has expired and can no longer be used.',
    wrongCode: 'The bank did not accept that code.',
    another: 'Buy another policy',
  },
  ar: {
    back: 'رجوع',
    retry: 'حاول مرة أخرى',
    changeDetails: 'تعديل بياناتي',
    otherPlans: 'قارن خططًا أخرى',
    changeBroker: 'اختر وسيطًا آخر',
    backToReview: 'العودة إلى المراجعة',
    payAgain: 'ادفع مرة أخرى',
    checkAgain: 'تحقّق مرة أخرى',
    changePayment: 'تغيير طريقة الدفع',
    removeGiftCard: 'إزالة',
    editPeople: 'تعديل حامل الوثيقة والمؤمَّن عليهم',
    editBroker: 'تعديل الوسيط',
    risk: 'وسيطك وما تريد تأمينه',
    quotes: 'قارن العروض',
    plan: 'خطتك والإضافات',
    people: 'حامل الوثيقة والأشخاص المؤمَّن عليهم',
    review: 'راجع عملية الشراء',
    payment: 'الدفع',
    loadFailed: 'تعذّر تحميل فئة التأمين هذه.',
    noOffers: 'لا توجد خطة تغطي هذه البيانات. غيّر بياناتك أو اختر وسيطًا آخر.',
    quoteFailed: 'تعذّر الحصول على أسعار لهذه البيانات.',
    repriceFailed: 'تعذّر الحصول على سعر جديد.',
    orderFailed: 'تعذّر تقديم طلبك.',
    outcomeUnknown: /انقطع الاتصال ولا يمكننا تأكيد دفعتك بعد/,
    interrupted: 'لم تكتمل دفعتك ولم يُخصم أي مبلغ.',
    failed: 'تعذّر إتمام الدفع. لم يُخصم أي مبلغ.',
    unusable: 'انتهت صلاحية بطاقة الهدية هذه ولم يعد بالإمكان استخدامها.',
    wrongCode: 'لم يقبل البنك هذا الرمز.',
    another: 'شراء وثيقة أخرى',
  },
};
const say = (context: StepContext, key: string) => text[context.lang][key] ?? text.en[key]!;

const heading = (page: Page, context: StepContext, key: string) =>
  expect(page.getByRole('heading', { name: say(context, key), exact: true })).toBeVisible();
const shows = (page: Page, context: StepContext, key: string) => expect(page.getByText(say(context, key)).first()).toBeVisible();
/** A busy state: the customer's action sent its call (the spinner may be gone by the time we look). */
const called = (key: string, state: string) => async (page: Page, context: StepContext) => {
  const replay = replayOf(page);
  // Each entry into the state makes one call: as many calls as entries so far.
  const entries = (state === '"loading"' ? 1 : 0) + context.path.steps.slice(0, context.index + 1).filter((step) => step.state === state).length;
  await expect.poll(() => replay.calls[key] ?? 0, { message: `${entries} ${key} call(s)` }).toBeGreaterThanOrEqual(entries);
};

export const purchaseUi: UiModel = {
  // The catalogue's failed load retried, a refused gift card, then the 3-D Secure challenge, to the issued policy: also replayed in Arabic.
  arabic: ['purchase-502bvo'],
  allowedConsoleErrors: [/status of 500/, /status of 409/, /net::ERR_INTERNET_DISCONNECTED/, /Failed to load resource/],
  async setUp(page, path, lang) {
    const replay: Replay = { plans: planOf(path), calls: {}, live: false, checking: false };
    replays.set(page, replay);
    await page.route(
      (url) => url.pathname.startsWith(API),
      async (route) => {
        const request = route.request();
        const pathname = new URL(request.url()).pathname.slice(API.length);
        const endpoint = endpoints.find((candidate) => candidate.method === request.method() && candidate.path.test(pathname));
        if (!endpoint || !replay.live) return route.continue();
        replay.calls[endpoint.key] = (replay.calls[endpoint.key] ?? 0) + 1;
        return answer(route, replay, endpoint.key);
      },
    );
    await page.clock.install();
    // A customer of its own: the server keeps one open bank-code step per customer, and the shared seeded
    // customer paying in another test meanwhile ended this path's (a flake of the full suite).
    await newCustomer(page, lang);
    const renewal = resultsOf(path, 'loadCategory').includes('renewal') ? await buyPolicy(page) : null;
    replay.live = true;
    await page.goto(`/services/our-products/motor/buy-insurance${renewal ? `?renew=${renewal}` : ''}`);
    await waitForApp(page);
  },
  act: {
    'onDone loadCategory': async () => {},
    'onError loadCategory': async () => {},
    'onDone requestQuote': async () => {},
    'onError requestQuote': async () => {},
    'onDone repriceQuote': async () => {},
    'onError repriceQuote': async () => {},
    'onDone placeOrder': async () => {},
    'onError placeOrder': async () => {},
    'onDone fetchWallet': async () => {},
    'onError fetchWallet': async () => {},
    'onDone checkGiftCard': async () => {},
    'onError checkGiftCard': async () => {},
    'onDone submitPayment': async () => {},
    'onError submitPayment': async () => {},
    'onDone submitChallenge': async () => {},
    'onError submitChallenge': async () => {},
    'onDone fetchOutcome': async () => {},
    'onError fetchOutcome': async () => {},
    'purchase.retry': async (page, context) => {
      const labels: Record<string, string> = { '{"payment":"interrupted"}': 'payAgain', '{"payment":"outcomeUnknown"}': 'checkAgain' };
      await click(page, say(context, labels[context.from] ?? 'retry'));
    },
    'purchase.back': async (page, context) => {
      const labels: Record<string, string> = {
        '"noOffers"': 'changeDetails',
        '"quoteFailed"': 'changeDetails',
        '"repriceFailed"': 'changeDetails',
        '{"offer":"quotes"}': 'changeDetails',
        '{"offer":"plan"}': 'otherPlans',
        '"orderFailed"': 'backToReview',
        '{"payment":"editing"}': 'backToReview',
        '{"payment":"declined"}': 'backToReview',
        '{"payment":"interrupted"}': 'changePayment',
        '{"payment":"failed"}': 'changePayment',
      };
      await click(page, say(context, labels[context.from] ?? 'back'));
    },
    'purchase.chooseBroker': async (page) => page.getByRole('radio').nth(1).check(),
    'purchase.next': async (page, context) => click(page, w(context).continue),
    'purchase.submitRisk': async (page, context) => {
      // The details screen asks for a broker beside the risk (the customer's own is kept when it sells the category).
      if (!(await page.getByRole('radio', { checked: true }).count())) await page.getByRole('radio').first().check();
      await fillRisk(page, context.lang, 'motor');
      await click(page, w(context).getQuotes);
    },
    'purchase.selectOffer': async (page, context) => page.getByRole('button', { name: w(context).choose }).first().click(),
    'purchase.toggleAddOn': async (page) => page.getByRole('checkbox').first().click(),
    'purchase.submitPeople': async (page, context) => {
      await fillPeople(page, context.lang, 'motor');
      await click(page, w(context).toReview);
    },
    'purchase.edit': async (page, context) => {
      const section = (context.path.steps[context.index]!.event as unknown as { section: string }).section;
      // "Choose another broker" when no plan covers the details; else the review's Edit buttons.
      await click(page, say(context, context.from === '"noOffers"' ? 'changeBroker' : section === 'broker' ? 'editBroker' : 'editPeople'));
    },
    'purchase.placeOrder': async (page, context) => {
      await page.getByRole('checkbox', { name: w(context).terms }).check();
      await click(page, w(context).placeOrder);
    },
    'after quoteExpiry': async (page) => page.clock.fastForward('15:01'),
    'purchase.reprice': async (page, context) => click(page, w(context).reprice),
    'purchase.applyGiftCard': async (page, context) => {
      const usable = nextResult(context.path, context.index, 'checkGiftCard') === 'done';
      // A gift card already applied is removed first (the field shows again).
      const remove = page.getByRole('button', { name: say(context, 'removeGiftCard'), exact: true });
      if (await remove.isVisible()) await remove.click();
      await page.getByLabel(w(context).giftSerial, { exact: true }).fill(usable ? giftCardOf(context.path, context.lang) : 'GIFT-EXPIRED-TEST');
      await click(page, w(context).giftApply);
    },
    'purchase.pay': async (page, context) => {
      await fillCard(page, context.lang, cardFor(context.path, context.index));
      await page.getByRole('button', { name: w(context).pay }).click();
    },
    'purchase.submitChallenge': async (page, context) => {
      const result = nextResult(context.path, context.index, 'submitChallenge');
      const right = result === 'succeeded' || (result === 'lost' && afterLoss(context.path, context.index + 1) === 'paid');
      await page.getByLabel(w(context).challengeCode, { exact: true }).fill(right ? '123456' : '000000');
      await click(page, w(context).challengeSubmit);
    },
    'after outcomePoll': async (page) => page.clock.fastForward(3_000),
    'purchase.startAnother': async (page, context) => click(page, say(context, 'another')),
  },
  see: {
    '"loading"': called('category', '"loading"'),
    '"loadFailed"': (page, context) => shows(page, context, 'loadFailed'),
    '"risk"': (page, context) => heading(page, context, 'risk'),
    '"quoting"': called('quote', '"quoting"'),
    '"noOffers"': (page, context) => shows(page, context, 'noOffers'),
    '"quoteFailed"': (page, context) => shows(page, context, 'quoteFailed'),
    '{"offer":"quotes"}': (page, context) => heading(page, context, 'quotes'),
    '{"offer":"plan"}': (page, context) => heading(page, context, 'plan'),
    '{"offer":"people"}': (page, context) => heading(page, context, 'people'),
    '{"offer":"review"}': (page, context) => heading(page, context, 'review'),
    '"quoteExpired"': async (page, context) => expect(page.getByText(w(context).expired)).toBeVisible(),
    '"repricing"': called('reprice', '"repricing"'),
    '"repriceFailed"': (page, context) => shows(page, context, 'repriceFailed'),
    '"placingOrder"': called('order', '"placingOrder"'),
    '"orderFailed"': (page, context) => shows(page, context, 'orderFailed'),
    '{"payment":"loadingWallet"}': called('wallet', '{"payment":"loadingWallet"}'),
    '{"payment":"editing"}': async (page, context) => {
      await heading(page, context, 'payment');
      await expect(page.getByRole('button', { name: w(context).pay })).toBeEnabled();
      const last = context.path.steps[context.index];
      if (last && name(last.event) === 'onError checkGiftCard') await shows(page, context, 'unusable');
      if (last && name(last.event) === 'onDone checkGiftCard') await expect(page.getByText(giftCardOf(context.path, context.lang))).toBeVisible();
    },
    '{"payment":"checkingGiftCard"}': called('giftCard', '{"payment":"checkingGiftCard"}'),
    '{"payment":"paying"}': called('payment', '{"payment":"paying"}'),
    '{"payment":"declined"}': async (page, context) => expect(page.getByText(w(context).declined)).toBeVisible(),
    '{"payment":"challenge"}': async (page, context) => expect(page.getByLabel(w(context).challengeCode, { exact: true })).toBeEditable(),
    '{"payment":"verifyingChallenge"}': called('challenge', '{"payment":"verifyingChallenge"}'),
    '{"payment":"checkingOutcome"}': called('outcome', '{"payment":"checkingOutcome"}'),
    // "Checking what happened to your payment…", as in checkingOutcome; the pending answer was given
    // (the 3 s poll runs on the page's clock, which also moves in real time, so it may already be over).
    '{"payment":"awaitingOutcome"}': called('pending', '{"payment":"awaitingOutcome"}'),
    '{"payment":"outcomeUnknown"}': (page, context) => shows(page, context, 'outcomeUnknown'),
    '{"payment":"interrupted"}': (page, context) => shows(page, context, 'interrupted'),
    '{"payment":"failed"}': (page, context) => shows(page, context, 'failed'),
    '"confirmation"': async (page, context) => expect(page.getByRole('heading', { level: 2, name: w(context).issued })).toBeVisible({ timeout: 15_000 }),
    // The flow ended: the router adapter opened the category again (the flow definition's exit).
    '"finished"': async (page) => expect(page).toHaveURL(/\/services\/our-products\/motor$/),
  },
};

