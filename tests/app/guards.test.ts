import { describe, expect, it } from 'vitest';
import { decideFor } from '../../src/app/router-adapter.tsx';
import type { GuardSession } from '../../src/app/routes/guards.ts';

const anonymous: GuardSession = { username: null, backendUser: false, registrationStep: null, temporaryPath: null };
const signedIn: GuardSession = { ...anonymous, username: 'sara@example.com' };
const at = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'http://app.test');
  return { pathname, search, hash };
};

describe('route guards', () => {
  it('a backend user is sent to /login from any other page, known or not', () => {
    const backend = { ...signedIn, backendUser: true };
    for (const path of ['/', '/services', '/my-account', '/about-us', '/services/our-products/motor/buy-insurance', '/no-such-page']) {
      expect(decideFor(at(path), backend), path).toEqual({ kind: 'redirect', to: '/login' });
    }
    expect(decideFor(at('/login'), backend)).toEqual({ kind: 'allow' });
  });

  it('/services/our-products and below need a stored username, and remember the wanted path', () => {
    expect(decideFor(at('/services/our-products'), anonymous)).toEqual({ kind: 'redirect', to: '/login', remember: '/services/our-products' });
    expect(decideFor(at('/services/our-products/motor/buy-insurance?plan=gold#pay'), anonymous)).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/services/our-products/motor/buy-insurance?plan=gold#pay',
    });
    expect(decideFor(at('/services/our-products/motor'), signedIn)).toEqual({ kind: 'allow' });
  });

  it('a Find my policy session reaches its policy and requests, not buying or claims: /login first, which it may use', () => {
    const scoped = { ...signedIn, username: 'guest-0a1b2c3d', loginTypeEnumId: 'POLICY' };
    for (const path of ['/my-policy/POL-2026-4HX9TQ2A', '/my-policy/POL-2026-4HX9TQ2A/cancel', '/my-policy/POL-2026-4HX9TQ2A/change-broker', '/my-policy', '/my-account', '/login']) {
      expect(decideFor(at(path), scoped), path).toEqual({ kind: 'allow' });
    }
    for (const path of ['/services/our-products/motor/buy-insurance', '/my-policy/POL-2026-4HX9TQ2A/claim', '/my-claims']) {
      expect(decideFor(at(path), scoped), path).toEqual({ kind: 'redirect', to: '/login', remember: path });
    }
    // A guest of a checkout keeps buying and claiming.
    expect(decideFor(at('/my-claims'), { ...scoped, loginTypeEnumId: 'GUEST' })).toEqual({ kind: 'allow' });
  });

  it('/services with a pending registration step goes to /sign-up', () => {
    expect(decideFor(at('/services'), { ...anonymous, registrationStep: 'activation' })).toEqual({ kind: 'redirect', to: '/sign-up' });
    expect(decideFor(at('/services'), anonymous)).toEqual({ kind: 'allow' });
  });

  it('/ with a stored username goes to /services', () => {
    expect(decideFor(at('/'), signedIn)).toEqual({ kind: 'redirect', to: '/services' });
    expect(decideFor(at('/'), anonymous)).toEqual({ kind: 'allow' });
  });

  it('after login, /login honours the remembered path, else goes to /services', () => {
    expect(decideFor(at('/login'), { ...signedIn, temporaryPath: '/services/our-products/travel' })).toEqual({
      kind: 'redirect',
      to: '/services/our-products/travel',
    });
    expect(decideFor(at('/login'), signedIn)).toEqual({ kind: 'redirect', to: '/services' });
    expect(decideFor(at('/login'), anonymous)).toEqual({ kind: 'allow' });
  });

  it('the other pages are open to everyone', () => {
    for (const path of ['/about-us', '/get-help', '/my-policy', '/my-account', '/sign-up', '/faq', '/unknown']) {
      expect(decideFor(at(path), anonymous), path).toEqual({ kind: 'allow' });
    }
  });
});
