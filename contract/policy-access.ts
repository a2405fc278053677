import type { EndpointName } from './endpoints.ts';

/**
 * What a "Find my policy" session (loginTypeEnumId POLICY: a guest back with the policy number, the
 * mobile and an SMS code) may call. Anything not listed answers 403 `forbidden` to such a session, so a
 * new endpoint is closed to it until it is listed here.
 * - `open`: reads nothing of the guest's (public pages, the session itself, signing in anew, forms a
 *   visitor may send);
 * - `policy`: its `:policyNumber` is the session's policy, else 404 `not_found` (as for an unknown one);
 * - `checked`: the handler keeps to the session's policy itself (the list shows only it, a request is
 *   found only on it, the notification feed and marking read keep to its notifications, Continue as
 *   Guest makes a new guest).
 */
export type PolicyScopeRule = 'open' | 'policy' | 'checked';

export const policyScopeRules: Partial<Record<EndpointName, PolicyScopeRule>> = {
  securityToken: 'open',
  endSession: 'open',
  geo: 'open',
  currentUser: 'open',
  login: 'open',
  guestLogin: 'checked',
  register: 'open',
  currentRegistration: 'open',
  updateRegistrationMobile: 'open',
  updateRegistrationEmail: 'open',
  resendRegistrationCode: 'open',
  activateRegistration: 'open',
  verifyEmail: 'open',
  forgotPassword: 'open',
  resetPassword: 'open',
  googleStart: 'open',
  googleCallback: 'open',
  applyBroker: 'open',
  brokerApplication: 'open',
  devOutboxLatest: 'open',
  catalogueCategories: 'open',
  catalogueCategory: 'open',
  catalogueBrokers: 'open',
  contentPage: 'open',
  contentTeam: 'open',
  contentPartners: 'open',
  blogPosts: 'open',
  blogPost: 'open',
  faq: 'open',
  contactOptions: 'open',
  productWording: 'open',
  sendContactMessage: 'open',
  sendSupportRequest: 'open',
  requestPolicyAccess: 'open',
  verifyPolicyAccess: 'open',
  policies: 'checked',
  policy: 'policy',
  policyCertificatePdf: 'policy',
  policyInvoicePdf: 'policy',
  policyRequests: 'policy',
  cancellationEstimate: 'policy',
  requestCancellation: 'policy',
  brokerChangeOptions: 'policy',
  requestBrokerChange: 'policy',
  policyRequest: 'checked',
  withdrawPolicyRequest: 'checked',
  notificationFeed: 'checked',
  markNotificationRead: 'checked',
  markAllNotificationsRead: 'checked',
};
