import type { Notification } from '../../contract/purchase.ts';
import { type FlowModel, afterEvent, invokeDone, invokeError } from '../tooling/test-paths.ts';
import { notificationsMachine as m } from './notifications.machine.ts';

const note: Notification = {
  notificationId: '00000000-0000-4000-8000-000000000001',
  kind: 'renewal_reminder',
  title: 'Your policy ends in 30 days',
  body: 'Renew it to stay covered.',
  policyNumber: 'POL-2026-ABCDEFGH',
  orderNumber: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  readAt: null,
};
const failure = { reason: 'offline', message: 'offline' };

/** The notifications actor's model paths: the watchers' events, each effect's answers, the timers. */
export const notificationsModel: FlowModel = {
  id: 'notifications',
  machine: m,
  events: [
    { type: 'notifications.signedIn' },
    { type: 'notifications.signedOut' },
    { type: 'notifications.hidden' },
    { type: 'notifications.visible' },
    { type: 'notifications.refresh' },
    { type: 'notifications.markRead', notificationId: note.notificationId },
    { type: 'notifications.markAllRead' },
    { type: 'notifications.dismissError' },
    invokeDone(m, 'loadNotifications', { notifications: [note], unreadCount: 1 }),
    invokeError(m, 'loadNotifications', failure),
    invokeDone(m, 'markRead', { ...note, readAt: '2026-03-01T11:00:00.000Z' }),
    invokeError(m, 'markRead', failure),
    invokeDone(m, 'markAllRead', { notifications: [{ ...note, readAt: '2026-03-01T11:00:00.000Z' }], unreadCount: 0 }),
    invokeError(m, 'markAllRead', failure),
    afterEvent(m, 'signedIn.feed.waiting', 'pollInterval'),
    afterEvent(m, 'signedIn.feed.retrying', 'retryDelay'),
  ],
};
