import type { EndpointName, endpoints } from '../../../contract/endpoints.ts';

/**
 * The client's side of the one contract, one area at a time. Building zod schemas is the client's
 * start-up cost (every endpoint of every area: 50–90 ms at Lighthouse's 4x CPU, one long task), and a
 * page calls two to four endpoints: each area's module (`contract/*-endpoints.ts`, the very objects
 * `contract/endpoints.ts` spreads into the table) is loaded on its first call instead. This file is in
 * the first page's code, so an area is fetched beside the client's code rather than after it.
 */
const areaModules = {
  accounts: () => import('../../../contract/account-endpoints.ts').then((m) => m.accountEndpoints),
  catalogue: () => import('../../../contract/catalogue-endpoints.ts').then((m) => m.catalogueEndpoints),
  purchase: () => import('../../../contract/purchase-endpoints.ts').then((m) => m.purchaseEndpoints),
  wallet: () => import('../../../contract/wallet-endpoints.ts').then((m) => m.walletEndpoints),
  accountArea: () => import('../../../contract/account-area-endpoints.ts').then((m) => m.accountAreaEndpoints),
  content: () => import('../../../contract/content-endpoints.ts').then((m) => m.contentEndpoints),
  policies: () => import('../../../contract/policy-endpoints.ts').then((m) => m.policyEndpoints),
  policyRequests: () => import('../../../contract/policy-request-endpoints.ts').then((m) => m.policyRequestEndpoints),
  guestPolicies: () => import('../../../contract/guest-policy-endpoints.ts').then((m) => m.guestPolicyEndpoints),
  claims: () => import('../../../contract/claims-endpoints.ts').then((m) => m.claimEndpoints),
  documents: () => import('../../../contract/document-endpoints.ts').then((m) => m.documentEndpoints),
  wording: () => import('../../../contract/wording-endpoints.ts').then((m) => m.wordingEndpoints),
  policyAccess: () => import('../../../contract/policy-access-endpoints.ts').then((m) => m.policyAccessEndpoints),
};

export type EndpointArea = keyof typeof areaModules;
type AreaEndpoints<A extends EndpointArea> = Awaited<ReturnType<(typeof areaModules)[A]>>;
/** The area whose module defines endpoint N: a name listed under the wrong area does not compile. */
type AreaOf<N extends EndpointName> = { [A in EndpointArea]: N extends keyof AreaEndpoints<A> ? A : never }[EndpointArea];

/** Every endpoint's area (a unit test checks it against the table, object for object). */
export const endpointAreas: { [N in EndpointName]: AreaOf<N> } = {
  // account-endpoints.ts
  securityToken: 'accounts', endSession: 'accounts', geo: 'accounts', login: 'accounts', guestLogin: 'accounts', guestMobileSend: 'accounts',
  guestMobileVerify: 'accounts', currentUser: 'accounts', register: 'accounts', currentRegistration: 'accounts', updateRegistrationMobile: 'accounts',
  updateRegistrationEmail: 'accounts', resendRegistrationCode: 'accounts', activateRegistration: 'accounts', sendEmailVerification: 'accounts',
  verifyEmail: 'accounts', forgotPassword: 'accounts', resetPassword: 'accounts', changePassword: 'accounts', googleStart: 'accounts',
  googleCallback: 'accounts', applyBroker: 'accounts', brokerApplication: 'accounts', devOutboxLatest: 'accounts',
  // catalogue-endpoints.ts
  catalogueCategories: 'catalogue', catalogueCategory: 'catalogue', catalogueBrokers: 'catalogue',
  // purchase-endpoints.ts
  createQuote: 'purchase', getQuote: 'purchase', repriceQuote: 'purchase', createOrder: 'purchase', getOrder: 'purchase', createPayment: 'purchase',
  answerPaymentChallenge: 'purchase', getPayment: 'purchase', policies: 'purchase', policy: 'purchase', policyRenewal: 'purchase', wallet: 'purchase',
  notifications: 'purchase', markNotificationRead: 'purchase', devWalletCredit: 'purchase',
  // wallet-endpoints.ts
  walletTransactions: 'wallet', checkGiftCard: 'wallet', redeemGiftCard: 'wallet',
  // account-area-endpoints.ts
  profile: 'accountArea', updateProfile: 'accountArea', changeEmail: 'accountArea', changeMobile: 'accountArea', confirmMobileChange: 'accountArea',
  addresses: 'accountArea', addAddress: 'accountArea', updateAddress: 'accountArea', makeDefaultAddress: 'accountArea', deleteAddress: 'accountArea',
  groupMembers: 'accountArea', addGroupMember: 'accountArea', updateGroupMember: 'accountArea', deleteGroupMember: 'accountArea',
  // content-endpoints.ts
  contentPage: 'content', contentTeam: 'content', contentPartners: 'content', blogPosts: 'content', blogPost: 'content', faq: 'content',
  contactOptions: 'content', sendContactMessage: 'content', sendSupportRequest: 'content',
  // policy-endpoints.ts
  notificationFeed: 'policies', markAllNotificationsRead: 'policies', devRunRenewalReminders: 'policies', devMovePolicyPeriod: 'policies',
  // policy-request-endpoints.ts
  policyRequests: 'policyRequests', cancellationEstimate: 'policyRequests', requestCancellation: 'policyRequests', brokerChangeOptions: 'policyRequests',
  requestBrokerChange: 'policyRequests', policyRequest: 'policyRequests', withdrawPolicyRequest: 'policyRequests', backofficeRequests: 'policyRequests',
  backofficeApprove: 'policyRequests', backofficeReject: 'policyRequests',
  // guest-policy-endpoints.ts
  guestPolicies: 'guestPolicies', mergeGuestPolicies: 'guestPolicies',
  // document-endpoints.ts
  policyCertificatePdf: 'documents', policyInvoicePdf: 'documents',
  // claims-endpoints.ts
  claims: 'claims', createClaim: 'claims', claim: 'claims', updateClaim: 'claims', deleteClaim: 'claims', uploadClaimDocument: 'claims',
  claimDocument: 'claims', deleteClaimDocument: 'claims', submitClaim: 'claims', answerClaim: 'claims', withdrawClaim: 'claims',
  backofficeClaims: 'claims', backofficeClaim: 'claims', backofficeClaimDocument: 'claims', backofficeReviewClaim: 'claims',
  backofficeRequestClaimInformation: 'claims', backofficeApproveClaim: 'claims', backofficeRejectClaim: 'claims', backofficeMarkClaimPaid: 'claims',
  // wording-endpoints.ts
  productWording: 'wording',
  // policy-access-endpoints.ts
  requestPolicyAccess: 'policyAccess', verifyPolicyAccess: 'policyAccess',
};

const loaded = new Map<EndpointArea, Promise<Record<string, unknown>>>();

/** An area's endpoints, its module loaded (and its schemas built) once. */
export function loadArea<A extends EndpointArea>(area: A): Promise<AreaEndpoints<A>> {
  let load = loaded.get(area);
  if (!load) {
    load = areaModules[area]();
    // A failed load (a lost connection) is tried again on the next call.
    load.catch(() => loaded.delete(area));
    loaded.set(area, load);
  }
  return load as Promise<AreaEndpoints<A>>;
}

/** Endpoint N's definition, from its area's module (the same object as in the full table). */
export async function loadEndpoint<N extends EndpointName>(name: N): Promise<(typeof endpoints)[N]> {
  const area = await loadArea(endpointAreas[name]);
  return (area as unknown as Record<N, (typeof endpoints)[N]>)[name];
}
