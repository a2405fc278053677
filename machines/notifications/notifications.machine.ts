import { type EventObject, assign, fromCallback, setup } from 'xstate';
import type { Notification, NotificationsResponse } from '../../contract/purchase.ts';
import { type FlowFailure, failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';

/**
 * The customer's notifications while the app is open: a long-lived actor of the app system
 * (systemId `notifications`). Signed in (a stored username), it loads the list and the unread count,
 * then polls; a failed load is retried with a growing back-off; a hidden tab stops polling and a
 * visible one loads at once. Marking one or all read runs beside the polling. Signed out, it forgets
 * everything and asks nothing.
 */

export const POLL_INTERVAL_MS = 30_000;
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 300_000;

/** The back-off after `failures` failed loads in a row: 5 s, 10 s, 20 s, ... at most 5 minutes. */
export const retryDelayFor = (failures: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));

export interface NotificationsContext {
  /** null until the first answer since signing in. */
  notifications: Notification[] | null;
  unreadCount: number;
  /** Failed loads in a row (the back-off grows with it). */
  failures: number;
  error: FlowFailure | null;
  markError: FlowFailure | null;
  /** The notification being marked read (one at a time). */
  markingId: string | null;
  /** The tab is hidden: no polling until it is visible again. */
  hidden: boolean;
}

export type NotificationsEvent =
  | { type: 'notifications.signedIn' }
  | { type: 'notifications.signedOut' }
  | { type: 'notifications.hidden' }
  | { type: 'notifications.visible' }
  | { type: 'notifications.refresh' }
  | { type: 'notifications.markRead'; notificationId: string }
  | { type: 'notifications.markAllRead' }
  | { type: 'notifications.dismissError' };

export type NotificationsTag = 'loading' | 'loadFailed' | 'marking' | 'markFailed';

const empty = { notifications: null, unreadCount: 0, failures: 0, error: null, markError: null, markingId: null } as const;

/**
 * A callback actor the app provides: it reports what it watches by sending the machine events. Until
 * provided it reports nothing (a prerendered page, a test): the actor stays signed out and asks nothing.
 */
const watcher = () => fromCallback<EventObject>(() => undefined);

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    tags: {} as NotificationsTag,
  },
  actors: {
    /** Sends notifications.signedIn / notifications.signedOut now and whenever the stored username comes or goes. */
    watchSession: watcher(),
    /** Sends notifications.hidden / notifications.visible now and whenever the tab's visibility changes. */
    watchVisibility: watcher(),
    /** GET /notifications/feed (an empty list for a visitor who is not signed in). */
    loadNotifications: notProvided<NotificationsResponse>('loadNotifications'),
    /** POST /notifications/:id/read. */
    markRead: notProvided<Notification, { notificationId: string }>('markRead'),
    /** POST /notifications/read-all. */
    markAllRead: notProvided<NotificationsResponse>('markAllRead'),
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
    retryDelay: ({ context }) => retryDelayFor(context.failures),
  },
  guards: {
    isHidden: ({ context }) => context.hidden,
  },
}).createMachine({
  id: 'notifications',
  initial: 'signedOut',
  context: { ...empty, hidden: false },
  invoke: [{ src: 'watchSession' }, { src: 'watchVisibility' }],
  on: {
    'notifications.hidden': { actions: assign({ hidden: true }) },
    'notifications.visible': { actions: assign({ hidden: false }) },
  },
  states: {
    signedOut: {
      entry: assign(empty),
      on: { 'notifications.signedIn': 'signedIn' },
    },
    signedIn: {
      type: 'parallel',
      on: { 'notifications.signedOut': 'signedOut' },
      states: {
        feed: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['loading'],
              invoke: {
                src: 'loadNotifications',
                onDone: {
                  target: 'waiting',
                  actions: assign(({ event }) => ({ notifications: event.output.notifications, unreadCount: event.output.unreadCount, failures: 0, error: null })),
                },
                onError: {
                  target: 'retrying',
                  actions: assign({ failures: ({ context }) => context.failures + 1, error: failureOf }),
                },
              },
            },
            waiting: {
              after: { pollInterval: [{ guard: 'isHidden', target: 'paused' }, { target: 'loading' }] },
              on: { 'notifications.refresh': 'loading', 'notifications.hidden': { target: 'paused', actions: assign({ hidden: true }) } },
            },
            retrying: {
              tags: ['loadFailed'],
              after: { retryDelay: [{ guard: 'isHidden', target: 'paused' }, { target: 'loading' }] },
              on: { 'notifications.refresh': 'loading', 'notifications.hidden': { target: 'paused', actions: assign({ hidden: true }) } },
            },
            paused: {
              on: {
                'notifications.visible': { target: 'loading', actions: assign({ hidden: false }) },
                'notifications.refresh': 'loading',
              },
            },
          },
        },
        marking: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'notifications.markRead': { target: 'markingOne', actions: assign({ markingId: ({ event }) => event.notificationId }) },
                'notifications.markAllRead': 'markingAll',
              },
            },
            markingOne: {
              tags: ['marking'],
              invoke: {
                src: 'markRead',
                input: ({ context }) => ({ notificationId: context.markingId ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const before = context.notifications?.find((n) => n.notificationId === event.output.notificationId);
                    return {
                      notifications: context.notifications?.map((n) => (n.notificationId === event.output.notificationId ? event.output : n)) ?? null,
                      unreadCount: before && before.readAt === null ? Math.max(0, context.unreadCount - 1) : context.unreadCount,
                      markError: null,
                      markingId: null,
                    };
                  }),
                },
                onError: { target: 'failed', actions: assign({ markError: failureOf, markingId: null }) },
              },
            },
            markingAll: {
              tags: ['marking'],
              invoke: {
                src: 'markAllRead',
                onDone: {
                  target: 'idle',
                  actions: assign(({ event }) => ({ notifications: event.output.notifications, unreadCount: event.output.unreadCount, markError: null })),
                },
                onError: { target: 'failed', actions: assign({ markError: failureOf }) },
              },
            },
            failed: {
              tags: ['markFailed'],
              on: {
                'notifications.markRead': { target: 'markingOne', actions: assign({ markingId: ({ event }) => event.notificationId }) },
                'notifications.markAllRead': 'markingAll',
                'notifications.dismissError': { target: 'idle', actions: assign({ markError: null }) },
              },
            },
          },
        },
      },
    },
  },
});

export const selectUnreadCount = (snapshot: { context: NotificationsContext }) => snapshot.context.unreadCount;
