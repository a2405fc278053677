import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/** The spec's paths, written out here rather than imported, so the tests check the app independently. */
export const publicPaths = [
  '/', '/about-us', '/auth/google-callback', '/blogs', '/contact-us', '/email-verification', '/faq', '/forgot-password',
  '/get-help', '/login', '/my-account', '/my-policy', '/notifications', '/our-partners', '/our-team', '/privacy-policy',
  '/services', '/sign-up-broker', '/sign-up', '/terms-and-condition',
];
export const productPaths = ['/services/our-products', '/services/our-products/motor', '/services/our-products/motor/buy-insurance'];

type Fixtures = {
  /** Console errors a test expects (a 403 it provokes, say); anything else fails the test. */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
};

/**
 * Each test is one customer at an address of its own, as in life: the e2e server trusts
 * X-Forwarded-For (TRUST_PROXY in playwright.config.ts), so the server's per-address rate limits
 * count one test's attempts, not the whole suite's from 127.0.0.1.
 */
function clientAddressOf(testId: string, repeat: number): string {
  let hash = 0x811c9dc5;
  for (const char of `${testId}#${repeat}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `10.${(hash >>> 16) & 0xff}.${(hash >>> 8) & 0xff}.${hash & 0xff}`;
}

export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddressOf(testInfo.testId, testInfo.repeatEachIndex + testInfo.retry * 1000) });
  },
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      // A page opened at an unknown address answers 404 (the server's 404 page): the browser logs that
      // document's status, which is the answer asked for, not an error of the app.
      // (The request, not the response: the browser may log before the response event arrives.)
      const documents = new Set<string>();
      page.on('request', (request) => {
        if (request.isNavigationRequest()) documents.add(request.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (text.includes('status of 404') && documents.has(message.location().url)) return;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(`${text} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Puts values in the app's local storage before the app loads, without any init script that
 * would run again on a reload: the origin is opened on a static file first.
 */
export async function seedStorage(page: Page, values: Record<string, string>) {
  await page.goto('/build-manifest.json');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

export const readStorage = (page: Page) => page.evaluate(() => ({ ...localStorage }) as Record<string, string>);

export async function expectPageLanguage(page: Page, lang: 'en' | 'ar') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** The app is interactive: hydrated or rendered, its effects running (AppRoot marks <html>). */
export async function waitForApp(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

// --- Accounts: seeded accounts and API shortcuts -------------------------------------------
const API_ROOT = '/rest/s1/insurance';

/** Seeded by the server on every start (docs/configuration.md: "Seeded accounts"). */
export const SEEDED_CUSTOMER = {
  identifier: 'sara@example.com',
  emailAddress: 'sara@example.com',
  mobile: '+966501234567',
  password: 'Sara-Pass-2026',
  fullName: 'Sara Al-Harbi',
  countryCode: 'SA',
} as const;
/** A back-office staff user: signs in with backendUser true (held on /login). */
export const SEEDED_STAFF = { identifier: 'staff@amanah.example', password: 'Staff-Pass-2026' } as const;
/** An approved broker user (backend user too), licence code of the catalogue's Amanah Insurance Brokers. */
export const SEEDED_BROKER = { identifier: 'broker@amanah.example', password: 'Broker-Pass-2026', brokerCode: 'IA-BR-2019-0101' } as const;

/**
 * Signs in through the real API from the page's origin (GET the session token, POST /auth/login with
 * the headers the product spec names under "The calls it makes") and stores what the app stores after a login, so the next navigation
 * starts signed in. Returns the login answer. The page must be on the app's origin (it opens one).
 */
export async function signInViaApi(page: Page, credentials: { identifier: string; password: string }) {
  if (!page.url().startsWith('http')) await page.goto('/build-manifest.json');
  return page.evaluate(
    async ({ api, identifier, password }) => {
      const lang = localStorage.getItem('lang') ?? 'en';
      const base = { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': lang };
      const stored = localStorage.getItem('sessionToken');
      const tokenResponse = await fetch(`${api}/security/token`, {
        credentials: 'include',
        headers: stored ? { ...base, 'session-token': stored, 'x-csrf-token': stored } : base,
      });
      // A stale stored token answers 403: start a fresh session then.
      const tokenBody = tokenResponse.ok
        ? ((await tokenResponse.json()) as { sessionToken: string })
        : ((await (await fetch(`${api}/security/token`, { credentials: 'include', headers: base })).json()) as { sessionToken: string });
      const token = tokenBody.sessionToken;
      const response = await fetch(`${api}/auth/login`, {
        method: 'POST',
        credentials: 'include',
        headers: { ...base, 'session-token': token, 'x-csrf-token': token },
        body: JSON.stringify({ identifier, password }),
      });
      if (!response.ok) throw new Error(`signInViaApi: login answered ${response.status} ${await response.text()}`);
      const login = (await response.json()) as Record<string, string | boolean | null>;
      const keys = ['username', 'userFullName', 'emailAddress', 'countryCode', 'geoId', 'loginTypeEnumId', 'apiKey', 'sessionId', 'sessionToken'];
      for (const key of keys) {
        const value = login[key];
        if (typeof value === 'string') localStorage.setItem(key, value);
        else localStorage.removeItem(key);
      }
      localStorage.setItem('backendUser', String(login.backendUser === true));
      localStorage.removeItem('registrationStep');
      return login;
    },
    { api: API_ROOT, ...credentials },
  );
}

/** The latest SMS/email the server "sent" to a mobile number or address (the dev outbox), and its code. */
export async function readLatestCode(request: APIRequestContext, to: string): Promise<{ code: string | null; body: string; channel: string; createdAt: string }> {
  const response = await request.get(`${API_ROOT}/dev/outbox/latest`, { params: { to } });
  if (!response.ok()) throw new Error(`readLatestCode(${to}): ${response.status()} ${await response.text()}`);
  return (await response.json()) as { code: string | null; body: string; channel: string; createdAt: string };
}
