/** Every path the product spec lists (docs/product-spec.md, "Screens and routes") and its link builder. Views import paths from here, never strings. */
export const paths = {
  home: '/',
  aboutUs: '/about-us',
  googleCallback: '/auth/google-callback',
  blogs: '/blogs',
  /** Older blog posts: page 2 onwards (page 1 is /blogs). */
  blogPage: '/blogs/page/:page',
  /** One blog post (prerendered per post and language). */
  blogPost: '/blogs/:slug',
  contactUs: '/contact-us',
  emailVerification: '/email-verification',
  faq: '/faq',
  forgotPassword: '/forgot-password',
  /** A guest's way back: a policy opened with its number, the mobile and an SMS code. */
  findPolicy: '/find-my-policy',
  getHelp: '/get-help',
  login: '/login',
  myAccount: '/my-account',
  myPolicy: '/my-policy',
  policyDetail: '/my-policy/:policyNumber',
  cancelPolicy: '/my-policy/:policyNumber/cancel',
  changeBroker: '/my-policy/:policyNumber/change-broker',
  reportClaim: '/my-policy/:policyNumber/claim',
  myClaims: '/my-claims',
  newClaim: '/my-claims/new',
  claimDetail: '/my-claims/:claimId',
  notifications: '/notifications',
  ourPartners: '/our-partners',
  ourTeam: '/our-team',
  privacyPolicy: '/privacy-policy',
  services: '/services',
  ourProducts: '/services/our-products',
  category: '/services/our-products/:categoryId',
  buyInsurance: '/services/our-products/:categoryId/buy-insurance',
  signUpBroker: '/sign-up-broker',
  signUp: '/sign-up',
  termsAndCondition: '/terms-and-condition',
  /** Not a customer page: support loads a customer's support code here (dev/staging builds only). */
  support: '/support',
  /** Not a customer page: every machine drawn, current states lit (dev/staging builds only). */
  flowDiagrams: '/dev/flows',
  /** Not a customer page: the phone input and country select demo (dev/staging builds only). */
  devComponents: '/dev/components',
} as const;

export type PathName = keyof typeof paths;

export const linkTo = {
  blogPage: (page: number) => (page <= 1 ? '/blogs' : `/blogs/page/${page}`),
  blogPost: (slug: string) => `/blogs/${encodeURIComponent(slug)}`,
  category: (categoryId: string) => `/services/our-products/${encodeURIComponent(categoryId)}`,
  buyInsurance: (categoryId: string) => `/services/our-products/${encodeURIComponent(categoryId)}/buy-insurance`,
  /** The purchase wizard started from an existing policy (renewal): its details come prefilled. */
  renewPolicy: (categoryId: string, policyNumber: string) =>
    `/services/our-products/${encodeURIComponent(categoryId)}/buy-insurance?renew=${encodeURIComponent(policyNumber)}`,
  /** One policy of the signed-in customer (or guest). */
  policyDetail: (policyNumber: string) => `/my-policy/${encodeURIComponent(policyNumber)}`,
  /** The cancellation request flow of one policy. */
  cancelPolicy: (policyNumber: string) => `/my-policy/${encodeURIComponent(policyNumber)}/cancel`,
  /** The broker-change request flow of one policy. */
  changeBroker: (policyNumber: string) => `/my-policy/${encodeURIComponent(policyNumber)}/change-broker`,
  /** Reporting a claim on one policy. */
  reportClaim: (policyNumber: string) => `/my-policy/${encodeURIComponent(policyNumber)}/claim`,
  /** One claim of the customer (its status, history, what the back office asked). */
  claim: (claimId: string) => `/my-claims/${encodeURIComponent(claimId)}`,
  /** An account sub-section (Profile, Addresses, My Groups, Wallet) lives in the query string. */
  accountSection: (section: AccountSection) => `${paths.myAccount}?section=${section}`,
};

export const accountSections = ['profile', 'addresses', 'my-groups', 'wallet'] as const;
export type AccountSection = (typeof accountSections)[number];
