import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { WalletTransaction } from '../../contract/purchase.ts';
import { type GiftCardChecked, type WalletPage, walletMachine } from '../../machines/wallet/wallet.machine.ts';

const entry = (id: string, amountMinor: number, balanceAfterMinor: number): WalletTransaction => ({
  transactionId: id,
  kind: amountMinor >= 0 ? 'refund' : 'payment',
  amountMinor,
  balanceAfterMinor,
  description: id,
  orderNumber: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});

const card: GiftCardChecked = { serial: 'GIFT-1', availableMinor: 10_000, currency: 'SAR', expiresOn: null, redeemKey: 'key-1' };

/** The machine with scripted effects: each call takes the next answer of its script (a value, or an Error to throw). */
function run(script: { pages?: (WalletPage | Error)[]; checks?: (GiftCardChecked | object)[]; redeems?: (object | Error)[] }) {
  const calls: unknown[] = [];
  const next = <T,>(list: T[] | undefined, name: string): T => {
    const answer = list?.shift();
    if (answer === undefined) throw new Error(`no scripted ${name}`);
    return answer;
  };
  const thrown = (answer: unknown) => answer instanceof Error || (typeof answer === 'object' && answer !== null && 'reason' in answer);
  const actor = createActor(
    walletMachine.provide({
      actors: {
        loadTransactions: fromPromise(async ({ input }) => {
          calls.push(['load', input.before]);
          const answer = next(script.pages, 'page');
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        checkGiftCard: fromPromise(async ({ input }) => {
          calls.push(['check', input.serial]);
          const answer = next(script.checks, 'check');
          if (thrown(answer)) throw answer;
          return answer as GiftCardChecked;
        }),
        redeemGiftCard: fromPromise(async ({ input }) => {
          calls.push(['redeem', input]);
          const answer = next(script.redeems, 'redeem');
          if (thrown(answer)) throw answer;
          return answer as { creditedMinor: number; balanceMinor: number };
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('wallet machine: the ledger', () => {
  it('loads, fails with a retry, pages back, keeps what it has when an older page fails', async () => {
    const { actor, calls } = run({
      pages: [
        Object.assign(new Error('down'), { kind: 'network' }),
        { balanceMinor: 500, currency: 'SAR', transactions: [entry('b', 200, 500)], nextBefore: 'b' },
        new Error('older page failed'),
        { balanceMinor: 500, currency: 'SAR', transactions: [entry('a', 300, 300)], nextBefore: null },
      ],
    });
    await waitFor(actor, (s) => s.matches({ ledger: 'failed' }));
    expect(actor.getSnapshot().hasTag('ledgerFailed')).toBe(true);
    expect(actor.getSnapshot().context.ledgerError?.reason).toBe('offline');
    actor.send({ type: 'wallet.retry' });
    await waitFor(actor, (s) => s.matches({ ledger: { ready: 'idle' } }));
    expect(actor.getSnapshot().context).toMatchObject({ balanceMinor: 500, nextBefore: 'b', ledgerError: null });
    actor.send({ type: 'wallet.more' });
    await waitFor(actor, (s) => s.matches({ ledger: { ready: 'moreFailed' } }));
    expect(actor.getSnapshot().context.transactions.map((t) => t.transactionId)).toEqual(['b']);
    actor.send({ type: 'wallet.more' });
    await waitFor(actor, (s) => s.matches({ ledger: { ready: 'idle' } }));
    expect(actor.getSnapshot().context.transactions.map((t) => t.transactionId)).toEqual(['b', 'a']);
    expect(actor.getSnapshot().context.nextBefore).toBeNull();
    // The last page: "more" does nothing.
    actor.send({ type: 'wallet.more' });
    expect(actor.getSnapshot().matches({ ledger: { ready: 'idle' } })).toBe(true);
    expect(calls).toEqual([['load', null], ['load', null], ['load', 'b'], ['load', 'b']]);
  });
});

describe('wallet machine: redeeming a gift card', () => {
  const page = (balanceMinor: number): WalletPage => ({ balanceMinor, currency: 'SAR', transactions: [], nextBefore: null });

  it('check -> confirm -> redeem -> done, then the ledger reloads; "another" starts afresh', async () => {
    const { actor, calls } = run({ pages: [page(0), page(10_000)], checks: [card], redeems: [{ creditedMinor: 10_000, balanceMinor: 10_000 }] });
    await waitFor(actor, (s) => s.matches({ ledger: 'ready' }));
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    actor.send({ type: 'wallet.giftCard.check', serial: 'GIFT-1' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ voucher: 'checked' }));
    expect(actor.getSnapshot().context.checked).toEqual(card);
    actor.send({ type: 'wallet.giftCard.redeem' });
    await waitFor(actor, (s) => s.hasTag('done') && s.matches({ ledger: { ready: 'idle' } }));
    expect(actor.getSnapshot().context).toMatchObject({ creditedMinor: 10_000, balanceMinor: 10_000 });
    expect(calls).toEqual([['load', null], ['check', 'GIFT-1'], ['redeem', { serial: 'GIFT-1', redeemKey: 'key-1' }], ['load', null]]);
    actor.send({ type: 'wallet.giftCard.another' });
    expect(actor.getSnapshot().matches({ voucher: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ serial: '', checked: null, creditedMinor: 0, error: null });
  });

  it('a refused check goes back to the form with the serial and the reason; cancel leaves a checked card', async () => {
    const { actor } = run({ pages: [page(0)], checks: [{ reason: 'notFound', code: 'gift_card_unknown', message: 'x' }, card] });
    actor.send({ type: 'wallet.giftCard.check', serial: 'NOPE-1' });
    await waitFor(actor, (s) => s.matches({ voucher: 'editing' }) && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ serial: 'NOPE-1', error: { code: 'gift_card_unknown' } });
    actor.send({ type: 'wallet.giftCard.check', serial: 'GIFT-1' });
    await waitFor(actor, (s) => s.matches({ voucher: 'checked' }));
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'wallet.giftCard.cancel' });
    expect(actor.getSnapshot().matches({ voucher: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.checked).toBeNull();
  });

  it('a failed redemption stays on the card with the message; the retry sends the same key', async () => {
    const { actor, calls } = run({
      pages: [page(0), page(10_000)],
      checks: [card],
      redeems: [Object.assign(new Error('lost'), { kind: 'network' }), { creditedMinor: 10_000, balanceMinor: 10_000 }],
    });
    actor.send({ type: 'wallet.giftCard.check', serial: 'GIFT-1' });
    await waitFor(actor, (s) => s.matches({ voucher: 'checked' }));
    actor.send({ type: 'wallet.giftCard.redeem' });
    await waitFor(actor, (s) => s.matches({ voucher: 'checked' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error?.reason).toBe('offline');
    actor.send({ type: 'wallet.giftCard.redeem' });
    await waitFor(actor, (s) => s.hasTag('done'));
    const redeems = calls.filter((c) => (c as unknown[])[0] === 'redeem');
    expect(redeems).toEqual([
      ['redeem', { serial: 'GIFT-1', redeemKey: 'key-1' }],
      ['redeem', { serial: 'GIFT-1', redeemKey: 'key-1' }],
    ]);
  });
});
