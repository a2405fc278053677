import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type EventObject, SimulatedClock, createActor, fromCallback, fromPromise } from 'xstate';
import type { Notification, NotificationsResponse } from '../../contract/purchase.ts';
import {
  FIRST_RETRY_MS,
  MAX_RETRY_MS,
  POLL_INTERVAL_MS,
  notificationsMachine,
  retryDelayFor,
  selectUnreadCount,
} from '../../machines/notifications/notifications.machine.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const note = (id: string, readAt: string | null = null): Notification => ({
  notificationId: id,
  kind: 'policy_issued',
  title: `Title ${id}`,
  body: 'Body',
  policyNumber: 'POL-2026-ABCDEFGH',
  orderNumber: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  readAt,
});

/** Each effect answers from a queue the test fills; the watchers hand their sendBack to the test. */
function start() {
  const clock = new SimulatedClock();
  const loads: (() => Promise<NotificationsResponse>)[] = [];
  const calls: string[] = [];
  let send: (event: EventObject) => void = () => {};
  let visibility: (event: EventObject) => void = () => {};
  let markResult: () => Promise<Notification> = async () => note('a', '2026-03-01T11:00:00.000Z');
  let markAllResult: () => Promise<NotificationsResponse> = async () => ({ notifications: [note('a', 'x'), note('b', 'x')], unreadCount: 0 });
  const machine = notificationsMachine.provide({
    actors: {
      watchSession: fromCallback(({ sendBack }) => {
        send = sendBack;
      }),
      watchVisibility: fromCallback(({ sendBack }) => {
        visibility = sendBack;
      }),
      loadNotifications: fromPromise(async () => {
        calls.push('load');
        const next = loads.shift();
        if (!next) throw new Error('no answer queued');
        return next();
      }),
      markRead: fromPromise(async ({ input }) => {
        calls.push(`mark:${input.notificationId}`);
        return markResult();
      }),
      markAllRead: fromPromise(async () => {
        calls.push('markAll');
        return markAllResult();
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return {
    actor: actor as AnyActorRef & typeof actor,
    clock,
    calls,
    loads,
    session: (event: EventObject) => send(event),
    tab: (event: EventObject) => visibility(event),
    setMark: (fn: () => Promise<Notification>) => (markResult = fn),
    setMarkAll: (fn: () => Promise<NotificationsResponse>) => (markAllResult = fn),
  };
}

const ok = (list: Notification[], unreadCount = list.filter((n) => !n.readAt).length) => async () => ({ notifications: list, unreadCount });
const fail = async (): Promise<NotificationsResponse> => {
  throw { kind: 'network', message: 'offline' };
};

const feed = (actor: AnyActorRef) => (actor.getSnapshot().value as { signedIn?: { feed: string } }).signedIn?.feed;
const marking = (actor: AnyActorRef) => (actor.getSnapshot().value as { signedIn?: { marking: string } }).signedIn?.marking;

describe('notifications machine', () => {
  it('backs off 5 s, 10 s, 20 s ... up to 5 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayFor)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayFor(30)).toBe(MAX_RETRY_MS);
    expect(FIRST_RETRY_MS).toBe(5_000);
  });

  it('asks nothing while signed out; signed in it loads, then polls every 30 s', async () => {
    const t = start();
    expect(t.actor.getSnapshot().value).toBe('signedOut');
    t.clock.increment(POLL_INTERVAL_MS * 3);
    expect(t.calls).toEqual([]);
    t.loads.push(ok([note('a'), note('b', 'x')]));
    t.session({ type: 'notifications.signedIn' });
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(feed(t.actor)).toBe('waiting');
    expect(selectUnreadCount(t.actor.getSnapshot())).toBe(1);
    t.loads.push(ok([note('c'), note('a'), note('b', 'x')]));
    t.clock.increment(POLL_INTERVAL_MS - 1);
    expect(t.calls).toEqual(['load']);
    t.clock.increment(1);
    await flush();
    expect(t.calls).toEqual(['load', 'load']);
    expect(t.actor.getSnapshot().context.unreadCount).toBe(2);
  });

  it('retries a failed load with a growing back-off, and a refresh retries at once', async () => {
    const t = start();
    t.loads.push(fail);
    t.session({ type: 'notifications.signedIn' });
    await flush();
    expect(feed(t.actor)).toBe('retrying');
    expect(t.actor.getSnapshot().hasTag('loadFailed')).toBe(true);
    expect(t.actor.getSnapshot().context).toMatchObject({ failures: 1, error: { reason: 'offline' } });
    t.loads.push(fail);
    t.clock.increment(5_000);
    await flush();
    expect(t.actor.getSnapshot().context.failures).toBe(2);
    t.loads.push(fail);
    t.clock.increment(9_999);
    expect(t.calls).toHaveLength(2);
    t.clock.increment(1);
    await flush();
    expect(t.calls).toHaveLength(3);
    t.loads.push(ok([note('a')]));
    t.actor.send({ type: 'notifications.refresh' });
    await flush();
    expect(feed(t.actor)).toBe('waiting');
    expect(t.actor.getSnapshot().context).toMatchObject({ failures: 0, error: null, unreadCount: 1 });
    // A refresh while waiting loads at once too.
    t.loads.push(ok([]));
    t.actor.send({ type: 'notifications.refresh' });
    await flush();
    expect(t.calls).toHaveLength(5);
  });

  it('stops polling while the tab is hidden and loads as soon as it is visible', async () => {
    const t = start();
    t.loads.push(ok([]));
    t.session({ type: 'notifications.signedIn' });
    await flush();
    t.tab({ type: 'notifications.hidden' });
    expect(feed(t.actor)).toBe('paused');
    t.clock.increment(POLL_INTERVAL_MS * 10);
    expect(t.calls).toEqual(['load']);
    t.loads.push(ok([note('a')]));
    t.tab({ type: 'notifications.visible' });
    await flush();
    expect(t.calls).toEqual(['load', 'load']);
    expect(feed(t.actor)).toBe('waiting');
    // Hidden while a load is under way: the poll after it pauses instead of loading.
    t.loads.push(async () => ({ notifications: [], unreadCount: 0 }));
    t.actor.send({ type: 'notifications.refresh' });
    t.tab({ type: 'notifications.hidden' });
    await flush();
    expect(feed(t.actor)).toBe('waiting');
    t.clock.increment(POLL_INTERVAL_MS);
    expect(feed(t.actor)).toBe('paused');
    // Retrying while hidden: the back-off ends in a pause; a hidden tab pauses a retry; visible loads.
    t.loads.push(fail);
    t.actor.send({ type: 'notifications.refresh' });
    await flush();
    expect(feed(t.actor)).toBe('retrying');
    t.clock.increment(retryDelayFor(1));
    expect(feed(t.actor)).toBe('paused');
    t.loads.push(fail);
    t.tab({ type: 'notifications.visible' });
    await flush();
    expect(feed(t.actor)).toBe('retrying');
    t.tab({ type: 'notifications.hidden' });
    expect(feed(t.actor)).toBe('paused');
    t.loads.push(ok([]));
    t.tab({ type: 'notifications.visible' });
    await flush();
    expect(feed(t.actor)).toBe('waiting');
  });

  it('marks one read (the count drops once), and all read', async () => {
    const t = start();
    t.loads.push(ok([note('a'), note('b')]));
    t.session({ type: 'notifications.signedIn' });
    await flush();
    t.actor.send({ type: 'notifications.markRead', notificationId: 'a' });
    expect(marking(t.actor)).toBe('markingOne');
    expect(t.actor.getSnapshot().context.markingId).toBe('a');
    expect(t.actor.getSnapshot().hasTag('marking')).toBe(true);
    await flush();
    expect(marking(t.actor)).toBe('idle');
    expect(t.actor.getSnapshot().context).toMatchObject({ unreadCount: 1, markingId: null });
    expect(t.actor.getSnapshot().context.notifications![0]!.readAt).not.toBeNull();
    // Marking an already read one again changes no count.
    t.actor.send({ type: 'notifications.markRead', notificationId: 'a' });
    await flush();
    expect(t.actor.getSnapshot().context.unreadCount).toBe(1);
    t.actor.send({ type: 'notifications.markAllRead' });
    expect(marking(t.actor)).toBe('markingAll');
    await flush();
    expect(t.actor.getSnapshot().context.unreadCount).toBe(0);
    expect(t.calls).toEqual(['load', 'mark:a', 'mark:a', 'markAll']);
  });

  it('keeps a failed mark as a state with its error; retried or dismissed', async () => {
    const t = start();
    t.loads.push(ok([note('a')]));
    t.session({ type: 'notifications.signedIn' });
    await flush();
    t.setMark(async () => {
      throw { kind: 'http', code: 'not_found', message: 'gone' };
    });
    t.actor.send({ type: 'notifications.markRead', notificationId: 'a' });
    await flush();
    expect(marking(t.actor)).toBe('failed');
    expect(t.actor.getSnapshot().hasTag('markFailed')).toBe(true);
    expect(t.actor.getSnapshot().context.markError).toMatchObject({ reason: 'notFound' });
    t.setMark(async () => note('a', 'x'));
    t.actor.send({ type: 'notifications.markRead', notificationId: 'a' });
    await flush();
    expect(marking(t.actor)).toBe('idle');
    t.setMarkAll(async () => {
      throw { kind: 'network', message: 'offline' };
    });
    t.actor.send({ type: 'notifications.markAllRead' });
    await flush();
    expect(marking(t.actor)).toBe('failed');
    t.setMarkAll(ok([note('a', 'x')]));
    t.actor.send({ type: 'notifications.markAllRead' });
    await flush();
    expect(marking(t.actor)).toBe('idle');
    t.setMarkAll(fail);
    t.actor.send({ type: 'notifications.markAllRead' });
    await flush();
    t.actor.send({ type: 'notifications.dismissError' });
    expect(marking(t.actor)).toBe('idle');
    expect(t.actor.getSnapshot().context.markError).toBeNull();
  });

  it('forgets everything and stops polling on sign-out', async () => {
    const t = start();
    t.loads.push(ok([note('a')]));
    t.session({ type: 'notifications.signedIn' });
    await flush();
    t.session({ type: 'notifications.signedOut' });
    expect(t.actor.getSnapshot().value).toBe('signedOut');
    expect(t.actor.getSnapshot().context).toMatchObject({ notifications: null, unreadCount: 0, failures: 0, error: null });
    t.clock.increment(POLL_INTERVAL_MS * 5);
    expect(t.calls).toEqual(['load']);
  });
});
