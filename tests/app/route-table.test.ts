import { describe, expect, it } from 'vitest';
import { activeBottomNavigationIndexFor } from '../../src/components/layout/bottom-navigation-items.ts';
import { paths } from '../../src/lib/paths.ts';
import { findRoute, prerenderedPaths, routeTable } from '../../src/app/routes/route-table.ts';
import { expandRoutePath } from '../../src/lib/content/content-routes.ts';

const specPaths = [
  '/', '/about-us', '/auth/google-callback', '/blogs', '/contact-us', '/email-verification', '/faq', '/forgot-password',
  '/get-help', '/login', '/my-account', '/my-policy', '/notifications', '/our-partners', '/our-team', '/privacy-policy',
  '/services', '/services/our-products', '/services/our-products/:categoryId',
  '/services/our-products/:categoryId/buy-insurance', '/sign-up-broker', '/sign-up', '/terms-and-condition',
];

describe('route table', () => {
  it('has every path the product spec lists, once, and otherwise only pages of one policy, Find my policy and dev-only tool pages', () => {
    const customerRoutes = routeTable.filter((entry) => !('devOnly' in entry && entry.devOnly)).map((entry) => entry.path);
    // The spec lists /my-policy only; a policy's own pages (detail, requests) live beneath it.
    // Likewise /blogs: each post and each older page of posts has its own address beneath it.
    // Claims (issue 23) came after the spec: /my-claims and its pages, and a policy's claim beneath it.
    // And a guest's way back to a policy (issue 26): /find-my-policy.
    const beyondSpec = (path: string) => path.startsWith('/my-policy/') || path.startsWith('/blogs/') || path.startsWith('/my-claims') || path === '/find-my-policy';
    const policyPages = customerRoutes.filter(beyondSpec);
    expect(customerRoutes.filter((path) => !policyPages.includes(path)).sort()).toEqual([...specPaths].sort());
    expect(new Set(customerRoutes).size).toBe(customerRoutes.length);
    const toolPaths = routeTable.filter((entry) => 'devOnly' in entry && entry.devOnly).map((entry) => entry.path);
    const declared = Object.values(paths) as string[];
    for (const path of [...customerRoutes, ...toolPaths]) expect(declared).toContain(path);
    expect(declared.filter((path) => !beyondSpec(path)).sort()).toEqual([...specPaths, ...toolPaths].sort());
    expect(toolPaths).toContain('/support');
  });

  it('finds the entry for concrete URLs and nothing for unknown ones', () => {
    expect(findRoute('/services/our-products/motor')?.id).toBe('category');
    expect(findRoute('/services/our-products/motor/buy-insurance')?.id).toBe('buyInsurance');
    expect(findRoute('/nope')).toBeUndefined();
    expect(findRoute('/services/our-products/a/b/c')).toBeUndefined();
  });

  it('shows the bottom navigation exactly where the spec does', () => {
    const rules = Object.fromEntries(routeTable.filter((e) => e.bottomNavigation !== 'hidden').map((e) => [e.path, e.bottomNavigation]));
    expect(rules).toEqual({
      '/get-help': 'shown',
      '/my-policy': 'shown',
      '/services': 'shown',
      '/my-account': 'shownWithoutSubSection',
    });
  });

  it('guards the product pages and the pages the spec names', () => {
    const guarded = Object.fromEntries(routeTable.filter((e) => e.guards.length > 0).map((e) => [e.path, [...e.guards]]));
    expect(guarded).toEqual({
      '/': ['homeWhenSignedIn'],
      '/login': ['leaveLoginWhenSignedIn'],
      // Back from Google and signed in: the guard, not the page, takes the customer on.
      '/auth/google-callback': ['leaveLoginWhenSignedIn'],
      '/services': ['pendingRegistration'],
      '/services/our-products': ['needsUsername', 'notPolicyScoped'],
      '/services/our-products/:categoryId': ['needsUsername', 'notPolicyScoped'],
      '/services/our-products/:categoryId/buy-insurance': ['needsUsername', 'notPolicyScoped'],
      // A request on a policy needs the customer signed in (login remembers the way back).
      '/my-policy/:policyNumber/cancel': ['needsUsername'],
      '/my-policy/:policyNumber/change-broker': ['needsUsername'],
      // Buying and claims: not through a Find my policy session (one policy only): /login first.
      // Claims: the customer's own, signed in.
      '/my-policy/:policyNumber/claim': ['needsUsername', 'notPolicyScoped'],
      '/my-claims': ['needsUsername', 'notPolicyScoped'],
      '/my-claims/new': ['needsUsername', 'notPolicyScoped'],
      '/my-claims/:claimId': ['needsUsername', 'notPolicyScoped'],
    });
  });

  it('prerenders only public pages without personal data; parameters only where the content lists the pages (the blog)', () => {
    for (const path of prerenderedPaths) {
      if (path.includes(':')) expect(Object.keys(expandRoutePath)).toContain(path);
      expect(findRoute(path)?.guards.filter((g) => g === 'needsUsername')).toEqual([]);
    }
    expect(prerenderedPaths).toContain('/');
    expect(prerenderedPaths).toContain('/services');
  });

  it('counts the active bottom navigation item', () => {
    expect(activeBottomNavigationIndexFor('/services')).toBe(0);
    expect(activeBottomNavigationIndexFor('/my-policy')).toBe(1);
    expect(activeBottomNavigationIndexFor('/my-account')).toBe(2);
    expect(activeBottomNavigationIndexFor('/get-help')).toBe(3);
    expect(activeBottomNavigationIndexFor('/faq')).toBe(-1);
  });
});
