import type { EndpointDefinition } from './endpoint-definition.ts';
import * as policies from './policies.ts';
import * as purchase from './purchase.ts';

/**
 * My Policies and Notifications beyond the purchase's own calls (GET /policies, GET /policies/:n,
 * GET /notifications, POST /notifications/:id/read live in purchase-endpoints.ts): marking every notification
 * read, and the development switches for renewal reminders (mounted only with DEV_OUTBOX on).
 */
export const policyEndpoints = {
  notificationFeed: {
    method: 'GET',
    path: '/notifications/feed',
    summary:
      "The caller's notifications and unread count, as GET /notifications, for the app's background polling: a visitor who is not signed in (no session, or a session without a customer) gets an empty list, not 401.",
    response: purchase.notificationsResponseSchema,
    needsSession: false,
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/notifications/read-all',
    summary: "Mark every notification of the caller read (idempotent); answers the caller's notifications as GET /notifications does.",
    body: purchase.emptyBodySchema,
    response: purchase.notificationsResponseSchema,
    needsSession: true,
  },
  devRunRenewalReminders: {
    method: 'POST',
    path: '/dev/renewal-reminders/run',
    summary:
      'Development only (DEV_OUTBOX): run the renewal reminder job now, or as if the clock showed `at`. Sends each due reminder (30, 7, 1 days before a policy ends) once.',
    body: policies.runRemindersRequestSchema,
    response: policies.runRemindersResponseSchema,
    needsSession: true,
  },
  devMovePolicyPeriod: {
    method: 'POST',
    path: '/dev/policies/:policyNumber/period',
    summary: "Development only (DEV_OUTBOX): move the caller's policy so that it ends on `endsOn`, keeping its length (to test renewal).",
    params: purchase.policyParamsSchema,
    body: policies.movePolicyPeriodRequestSchema,
    response: policies.movePolicyPeriodResponseSchema,
    needsSession: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
