import { matchPath } from 'react-router';
import type { ComponentType } from 'react';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import type { GuardName } from './guards.ts';
import { paths } from '../../lib/paths.ts';

/**
 * The one route table: path, layout, bottom navigation rule, guards, and whether the page is
 * prerendered at build time. The router, the guards, the bottom navigation, the prerender script and
 * the tests all read it.
 *
 * Layouts: `default` is the full site frame (header, footer, bottom navigation on mobile) for
 * browsing; `other` is a focused frame (brand, language, back) for sign-in, sign-up and the purchase
 * wizard, where navigation away would cost the customer what they typed.
 */
export type LayoutName = 'default' | 'other';

/** Spec section 2: shown on /get-help, /my-policy, /services; on /my-account only with no sub-section. */
export type BottomNavigationRule = 'shown' | 'shownWithoutSubSection' | 'hidden';

export type PageModule = { default: ComponentType };

export interface RouteEntry {
  id: string;
  path: string;
  layout: LayoutName;
  titleKey: MessageKey;
  bottomNavigation: BottomNavigationRule;
  guards: readonly GuardName[];
  /** Public pages that arrive as HTML before any JavaScript runs. */
  prerender: boolean;
  /** Tools for testers and support: routed only in development and staging builds (dev tools on). */
  devOnly?: boolean;
  page: () => Promise<PageModule>;
}

const content = () => import('@/features/content/content-page.tsx');
const blogList = () => import('@/features/content/blog-list-page.tsx');

export const routeTable = [
  { id: 'home', path: paths.home, layout: 'default', titleKey: 'screen.home', bottomNavigation: 'hidden', guards: ['homeWhenSignedIn'], prerender: true, page: () => import('@/features/home/home-page.tsx') },
  { id: 'aboutUs', path: paths.aboutUs, layout: 'default', titleKey: 'screen.aboutUs', bottomNavigation: 'hidden', guards: [], prerender: true, page: content },
  { id: 'googleCallback', path: paths.googleCallback, layout: 'other', titleKey: 'screen.googleCallback', bottomNavigation: 'hidden', guards: ['leaveLoginWhenSignedIn'], prerender: false, page: () => import('@/features/auth/google-callback-page.tsx') },
  { id: 'blogs', path: paths.blogs, layout: 'default', titleKey: 'screen.blogs', bottomNavigation: 'hidden', guards: [], prerender: true, page: blogList },
  { id: 'blogPage', path: paths.blogPage, layout: 'default', titleKey: 'screen.blogs', bottomNavigation: 'hidden', guards: [], prerender: true, page: blogList },
  { id: 'blogPost', path: paths.blogPost, layout: 'default', titleKey: 'screen.blogs', bottomNavigation: 'hidden', guards: [], prerender: true, page: () => import('@/features/content/blog-post-page.tsx') },
  { id: 'contactUs', path: paths.contactUs, layout: 'default', titleKey: 'screen.contactUs', bottomNavigation: 'hidden', guards: [], prerender: true, page: () => import('@/features/content/contact-page.tsx') },
  { id: 'emailVerification', path: paths.emailVerification, layout: 'other', titleKey: 'screen.emailVerification', bottomNavigation: 'hidden', guards: [], prerender: false, page: () => import('@/features/auth/email-verification-page.tsx') },
  { id: 'faq', path: paths.faq, layout: 'default', titleKey: 'screen.faq', bottomNavigation: 'hidden', guards: [], prerender: true, page: () => import('@/features/content/faq-page.tsx') },
  { id: 'forgotPassword', path: paths.forgotPassword, layout: 'other', titleKey: 'screen.forgotPassword', bottomNavigation: 'hidden', guards: [], prerender: false, page: () => import('@/features/auth/forgot-password-page.tsx') },
  { id: 'findPolicy', path: paths.findPolicy, layout: 'other', titleKey: 'screen.findPolicy', bottomNavigation: 'hidden', guards: [], prerender: false, page: () => import('@/features/auth/find-policy-page.tsx') },
  { id: 'getHelp', path: paths.getHelp, layout: 'default', titleKey: 'screen.getHelp', bottomNavigation: 'shown', guards: [], prerender: true, page: () => import('@/features/help/get-help-page.tsx') },
  { id: 'login', path: paths.login, layout: 'other', titleKey: 'screen.login', bottomNavigation: 'hidden', guards: ['leaveLoginWhenSignedIn'], prerender: false, page: () => import('@/features/auth/login-page.tsx') },
  { id: 'myAccount', path: paths.myAccount, layout: 'default', titleKey: 'screen.myAccount', bottomNavigation: 'shownWithoutSubSection', guards: [], prerender: false, page: () => import('@/features/account/my-account-page.tsx') },
  { id: 'myPolicy', path: paths.myPolicy, layout: 'default', titleKey: 'screen.myPolicies', bottomNavigation: 'shown', guards: [], prerender: false, page: () => import('@/features/policies/my-policy-page.tsx') },
  { id: 'reportClaim', path: paths.reportClaim, layout: 'default', titleKey: 'screen.reportClaim', bottomNavigation: 'hidden', guards: ['needsUsername', 'notPolicyScoped'], prerender: false, page: () => import('@/features/claims/report-claim-page.tsx') },
  { id: 'myClaims', path: paths.myClaims, layout: 'default', titleKey: 'screen.myClaims', bottomNavigation: 'hidden', guards: ['needsUsername', 'notPolicyScoped'], prerender: false, page: () => import('@/features/claims/my-claims-page.tsx') },
  { id: 'newClaim', path: paths.newClaim, layout: 'default', titleKey: 'screen.reportClaim', bottomNavigation: 'hidden', guards: ['needsUsername', 'notPolicyScoped'], prerender: false, page: () => import('@/features/claims/report-claim-page.tsx') },
  { id: 'claimDetail', path: paths.claimDetail, layout: 'default', titleKey: 'screen.claim', bottomNavigation: 'hidden', guards: ['needsUsername', 'notPolicyScoped'], prerender: false, page: () => import('@/features/claims/claim-page.tsx') },
  { id: 'cancelPolicy', path: paths.cancelPolicy, layout: 'default', titleKey: 'screen.cancelPolicy', bottomNavigation: 'hidden', guards: ['needsUsername'], prerender: false, page: () => import('@/features/policies/cancellation/cancel-policy-page.tsx') },
  { id: 'changeBroker', path: paths.changeBroker, layout: 'default', titleKey: 'screen.changeBroker', bottomNavigation: 'hidden', guards: ['needsUsername'], prerender: false, page: () => import('@/features/policies/broker-change/change-broker-page.tsx') },
  { id: 'policyDetail', path: paths.policyDetail, layout: 'default', titleKey: 'screen.policyDetail', bottomNavigation: 'hidden', guards: [], prerender: false, page: () => import('@/features/policies/policy-detail-page.tsx') },
  { id: 'notifications', path: paths.notifications, layout: 'default', titleKey: 'screen.notifications', bottomNavigation: 'hidden', guards: [], prerender: false, page: () => import('@/features/notifications/notifications-page.tsx') },
  { id: 'ourPartners', path: paths.ourPartners, layout: 'default', titleKey: 'screen.ourPartners', bottomNavigation: 'hidden', guards: [], prerender: true, page: () => import('@/features/content/partners-page.tsx') },
  { id: 'ourTeam', path: paths.ourTeam, layout: 'default', titleKey: 'screen.ourTeam', bottomNavigation: 'hidden', guards: [], prerender: true, page: () => import('@/features/content/team-page.tsx') },
  { id: 'privacyPolicy', path: paths.privacyPolicy, layout: 'default', titleKey: 'screen.privacyPolicy', bottomNavigation: 'hidden', guards: [], prerender: true, page: content },
  { id: 'services', path: paths.services, layout: 'default', titleKey: 'screen.services', bottomNavigation: 'shown', guards: ['pendingRegistration'], prerender: true, page: () => import('@/features/services/services-page.tsx') },
  { id: 'ourProducts', path: paths.ourProducts, layout: 'default', titleKey: 'screen.ourProducts', bottomNavigation: 'hidden', guards: ['needsUsername', 'notPolicyScoped'], prerender: false, page: () => import('@/features/purchase/our-products-page.tsx') },
  { id: 'category', path: paths.category, layout: 'default', titleKey: 'screen.category', bottomNavigation: 'hidden', guards: ['needsUsername', 'notPolicyScoped'], prerender: false, page: () => import('@/features/purchase/category-page.tsx') },
  { id: 'buyInsurance', path: paths.buyInsurance, layout: 'other', titleKey: 'screen.buyInsurance', bottomNavigation: 'hidden', guards: ['needsUsername', 'notPolicyScoped'], prerender: false, page: () => import('@/features/purchase/buy-insurance-page.tsx') },
  { id: 'signUpBroker', path: paths.signUpBroker, layout: 'other', titleKey: 'screen.signUpBroker', bottomNavigation: 'hidden', guards: [], prerender: false, page: () => import('@/features/auth/sign-up-broker-page.tsx') },
  { id: 'signUp', path: paths.signUp, layout: 'other', titleKey: 'screen.signUp', bottomNavigation: 'hidden', guards: [], prerender: false, page: () => import('@/features/auth/sign-up-page.tsx') },
  { id: 'flowDiagrams', path: paths.flowDiagrams, layout: 'default', titleKey: 'screen.flowDiagrams', bottomNavigation: 'hidden', guards: [], prerender: false, devOnly: true, page: () => import('@/features/dev/flow-diagrams-page.tsx') },
  { id: 'devComponents', path: paths.devComponents, layout: 'other', titleKey: 'screen.devComponents', bottomNavigation: 'hidden', guards: [], prerender: false, devOnly: true, page: () => import('@/features/dev/components-page.tsx') },
  { id: 'support', path: paths.support, layout: 'other', titleKey: 'screen.support', bottomNavigation: 'hidden', guards: [], prerender: false, devOnly: true, page: () => import('@/features/support/support-page.tsx') },
  { id: 'termsAndCondition', path: paths.termsAndCondition, layout: 'default', titleKey: 'screen.termsAndCondition', bottomNavigation: 'hidden', guards: [], prerender: true, page: content },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof routeTable)[number]['id'];

/**
 * Whether this build routes the entry: tools for testers only in development and staging builds.
 * Vite defines `__DEV_TOOLS__`; the Node scripts that read this table (bench:lighthouse,
 * long-tasks, trace-tasks) run it undefined, as a production build.
 */
export const isRouted = (entry: RouteEntry): boolean => !entry.devOnly || (typeof __DEV_TOOLS__ !== 'undefined' && __DEV_TOOLS__);

/**
 * The path patterns this build's router serves: the build writes them into prerendered/manifest.json
 * (`routes`), so the server answers 404 for any other path without a copy of this table.
 */
export const routedPaths: string[] = routeTable.filter(isRouted).map((entry) => entry.path);

/**
 * The path the 404 page is prerendered for (prerendered/{lang}/404.html): the server puts the
 * visitor's own path in its place. Not a path any route matches.
 */
export const NOT_FOUND_SAMPLE_PATH = '/__page-not-found__';

/** The table entry for a pathname, or undefined (the 404 page). */
export function findRoute(pathname: string): RouteEntry | undefined {
  return routeTable.find((entry) => matchPath({ path: entry.path, end: true }, pathname) !== null);
}

export const prerenderedPaths: string[] = routeTable.filter((entry) => entry.prerender).map((entry) => entry.path);
