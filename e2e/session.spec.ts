import { expect, readStorage, seedStorage, test, waitForApp } from './support/fixtures.ts';

test.describe('session and API client', () => {
  test('the session token is fetched at start and stored', async ({ page }) => {
    await seedStorage(page, { lang: 'ar', dir: 'rtl' });
    const tokenRequest = page.waitForRequest((request) => request.url().endsWith('/rest/s1/insurance/security/token'));
    const tokenResponse = page.waitForResponse((response) => response.url().endsWith('/security/token'));
    await page.goto('/about-us');
    const request = await tokenRequest;
    expect(request.method()).toBe('GET');
    expect(request.headers()['accept-language']).toBe('ar');
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.headers()['accept']).toBe('application/json');
    const response = await tokenResponse;
    const body = (await response.json()) as { sessionToken: string };
    expect(response.headers()['session-token']).toBe(body.sessionToken);
    expect(response.headers()['x-csrf-token']).toBe(body.sessionToken);
    await expect.poll(async () => (await readStorage(page)).sessionToken).toBe(body.sessionToken);
    const cookies = await page.context().cookies();
    // The XSRF-TOKEN cookie holds the session's own random value, never the token.
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    expect(xsrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(xsrf).not.toBe(body.sessionToken);
  });

  test('a stored token is sent as session-token and x-csrf-token, and kept while the server knows it', async ({ page }) => {
    await seedStorage(page, {});
    await page.goto('/faq');
    await expect.poll(async () => (await readStorage(page)).sessionToken ?? '').not.toBe('');
    const token = (await readStorage(page)).sessionToken;
    const again = page.waitForRequest((request) => request.url().endsWith('/security/token'));
    await page.reload();
    const headers = (await again).headers();
    expect(headers['session-token']).toBe(token);
    expect(headers['x-csrf-token']).toBe(token);
    await waitForApp(page);
    expect((await readStorage(page)).sessionToken).toBe(token);
  });

  test.describe('on a 403', () => {
    test.use({ allowedConsoleErrors: [/status of 403/] });

    test('every stored key is wiped and the session emptied', async ({ page }) => {
      // A token the server does not know (expired elsewhere): the start-up call answers 403.
      await seedStorage(page, {
        sessionToken: 'expired-token-expired-token-expired',
        sessionId: 'sid-1',
        apiKey: 'key-1',
        username: 'sara@example.com',
        userFullName: 'Sara Ahmed',
        emailAddress: 'sara@example.com',
        orderNumber: 'ORD-1',
        registrationStep: 'details',
        backendUser: 'false',
        brokerLogo: '/logo.png',
        lang: 'en',
        dir: 'ltr',
      });
      const forbidden = page.waitForResponse((response) => response.url().endsWith('/security/token') && response.status() === 403);
      await page.goto('/my-account');
      await forbidden;
      // Every key is wiped; the page's language is written back at once (requests carry it).
      await expect.poll(async () => readStorage(page)).toEqual({ lang: 'en', dir: 'ltr' });
      // The page no longer treats the visitor as signed in.
      await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    });

    test('an Arabic reader stays in Arabic after the wipe (the language cookie remembers)', async ({ page }) => {
      await seedStorage(page, { sessionToken: 'expired-token-expired-token-expired', username: 'sara@example.com', lang: 'ar', dir: 'rtl' });
      const forbidden = page.waitForResponse((response) => response.url().endsWith('/security/token') && response.status() === 403);
      await page.goto('/faq');
      await forbidden;
      await expect.poll(async () => readStorage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      await page.reload();
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('الأسئلة الشائعة');
    });
  });
});
