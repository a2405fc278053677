import { SEEDED_CUSTOMER, SEEDED_STAFF, expect, readStorage, seedStorage, signInViaApi, test, waitForApp } from './support/fixtures.ts';
import { langs, logInWithForm, storageFor, ui } from './support/accounts-ui.ts';
import { axeViolations } from './support/axe.ts';

/** Login, logout, guest, wrong password, rate limit, wanted path, back-office hold, two tabs: phone-sized, en and ar. */
test.use({ viewport: { width: 390, height: 844 } });


for (const lang of langs) {
  const text = ui[lang];

  test(`${lang}: log in with email and password, land on /services, sign out wipes the account (Back shows none)`, async ({ page }) => {
    await seedStorage(page, storageFor(lang));
    await page.goto('/login');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: text.loginHeading })).toBeVisible();
    // Show / hide keeps what was typed.
    await page.getByLabel(text.password).fill(SEEDED_CUSTOMER.password);
    await page.getByRole('button', { name: text.showPassword }).click();
    await expect(page.getByLabel(text.password)).toHaveAttribute('type', 'text');
    await expect(page.getByLabel(text.password)).toHaveValue(SEEDED_CUSTOMER.password);
    await page.getByRole('button', { name: text.hidePassword }).click();
    await expect(page.getByLabel(text.password)).toHaveAttribute('type', 'password');

    const login = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
    await logInWithForm(page, lang, SEEDED_CUSTOMER.identifier, SEEDED_CUSTOMER.password);
    const rotated = (await login).headers()['session-token'];
    await expect(page).toHaveURL(/\/services$/);
    const stored = await readStorage(page);
    expect(stored).toMatchObject({
      username: SEEDED_CUSTOMER.identifier,
      userFullName: SEEDED_CUSTOMER.fullName,
      emailAddress: SEEDED_CUSTOMER.emailAddress,
      countryCode: SEEDED_CUSTOMER.countryCode,
      loginTypeEnumId: 'EMAIL',
      backendUser: 'false',
      sessionToken: rotated,
      lang,
    });
    expect(stored.apiKey).toBeTruthy();
    expect(stored.sessionId).toBeTruthy();
    expect(stored.geoId).toBeTruthy();

    await page.goto('/my-account');
    await waitForApp(page);
    await expect(page.getByRole('main').getByText(SEEDED_CUSTOMER.fullName, { exact: false })).toBeVisible();
    const endSession = page.waitForResponse((response) => response.url().endsWith('/security/token') && response.request().method() === 'DELETE');
    await page.getByRole('button', { name: text.signOut }).click();
    expect((await endSession).status()).toBe(204);
    await expect(page.getByText(text.signedOut)).toBeVisible();
    await expect(page.getByRole('main').getByText(SEEDED_CUSTOMER.fullName, { exact: false })).toHaveCount(0);
    await expect.poll(async () => Object.keys(await readStorage(page)).filter((key) => !['lang', 'dir', 'isMobile', 'sessionToken'].includes(key))).toEqual([]);
    expect((await readStorage(page)).sessionToken).not.toBe(rotated);
    // The old token no longer works on the server.
    const old = await page.request.get('/rest/s1/insurance/auth/me', { headers: { 'session-token': rotated!, 'x-csrf-token': rotated! } });
    expect([401, 403]).toContain(old.status());
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByText(SEEDED_CUSTOMER.fullName, { exact: false })).toHaveCount(0);
  });

  test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 401/] });
  test(`${lang}: a wrong password says so and keeps what was typed; axe on /login`, async ({ page }) => {
    await seedStorage(page, storageFor(lang));
    await page.goto('/login');
    await waitForApp(page);
    expect(await axeViolations(page)).toEqual([]);
    await logInWithForm(page, lang, `nobody-${lang}@example.com`, 'Wrong-Pass-2026');
    await expect(page.getByRole('alert').filter({ hasText: text.wrongCredentials })).toBeVisible();
    await expect(page.getByLabel(text.identifier, { exact: true })).toHaveValue(`nobody-${lang}@example.com`);
    await expect(page).toHaveURL(/\/login$/);
    expect(await axeViolations(page)).toEqual([]);
  });
  });
}

test.describe('allowing the 401 of a wrong password', () => {
  test.use({ allowedConsoleErrors: [/status of (401|429)/] });

  test('ar: too many wrong passwords show the rate limit with its retry-after', async ({ page }) => {
    await seedStorage(page, storageFor('ar'));
    await page.goto('/login');
    await waitForApp(page);
    const who = `limited-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
      await logInWithForm(page, 'ar', who, `Wrong-Pass-${i}`);
      expect((await answered).status()).toBe(401);
    }
    const limited = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
    await page.getByRole('button', { name: ui.ar.login, exact: true }).click();
    expect((await limited).status()).toBe(429);
    await expect(page.getByRole('alert').filter({ hasText: ui.ar.rateLimited })).toBeVisible();
  });
});

test('en: logs in with the mobile number too', async ({ page }) => {
  await seedStorage(page, storageFor('en'));
  await page.goto('/login');
  await waitForApp(page);
  await logInWithForm(page, 'en', SEEDED_CUSTOMER.mobile, SEEDED_CUSTOMER.password);
  await expect(page).toHaveURL(/\/services$/);
  expect((await readStorage(page)).loginTypeEnumId).toBe('MOBILE');
});

test('ar: the wanted path is honoured after login', async ({ page }) => {
  await seedStorage(page, storageFor('ar'));
  await page.goto('/services/our-products/motor?from=test');
  await expect(page).toHaveURL(/\/login$/);
  await waitForApp(page);
  await logInWithForm(page, 'ar', SEEDED_CUSTOMER.identifier, SEEDED_CUSTOMER.password);
  await expect(page).toHaveURL(/\/services\/our-products\/motor\?from=test$/);
});

test('en: Continue as Guest signs in a guest who can open the products', async ({ page }) => {
  await seedStorage(page, storageFor('en'));
  await page.goto('/login');
  await waitForApp(page);
  await page.getByRole('button', { name: ui.en.guest }).click();
  await expect(page).toHaveURL(/\/services$/);
  const stored = await readStorage(page);
  expect(stored.loginTypeEnumId).toBe('GUEST');
  expect(stored.username).toMatch(/^guest-/);
  await page.goto('/services/our-products');
  await expect(page).toHaveURL(/\/services\/our-products$/);
});

test('ar: a back-office user is held on /login with a message and can sign out', async ({ page }) => {
  await seedStorage(page, storageFor('ar'));
  await page.goto('/login');
  await waitForApp(page);
  await logInWithForm(page, 'ar', SEEDED_STAFF.identifier, SEEDED_STAFF.password);
  await expect(page.getByText(ui.ar.backOffice)).toBeVisible();
  expect((await readStorage(page)).backendUser).toBe('true');
  await page.goto('/services');
  await expect(page).toHaveURL(/\/login$/);
  await waitForApp(page);
  await expect(page.getByText(ui.ar.backOffice)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: ui.ar.signOut }).click();
  await expect(page.getByLabel(ui.ar.identifier, { exact: true })).toBeVisible();
  expect((await readStorage(page)).backendUser).toBeUndefined();
});

test('en: signing out in one tab signs out the other within a second', async ({ page, context }) => {
  await seedStorage(page, storageFor('en'));
  await signInViaApi(page, SEEDED_CUSTOMER);
  await page.goto('/my-account');
  await waitForApp(page);
  const other = await context.newPage();
  await other.goto('/my-account');
  await waitForApp(other);
  await expect(other.getByRole('main').getByText(SEEDED_CUSTOMER.fullName, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: ui.en.signOut }).click();
  await expect(other.getByText(SEEDED_CUSTOMER.fullName, { exact: false })).toHaveCount(0, { timeout: 1_000 });
  await expect(other.getByText(ui.en.signedOutElsewhere)).toBeVisible();
});

test.describe('on a 403', () => {
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('ar: a signed-in customer whose session the server no longer knows is signed out with a message', async ({ page }) => {
    await seedStorage(page, { ...storageFor('ar'), username: SEEDED_CUSTOMER.identifier, userFullName: SEEDED_CUSTOMER.fullName, sessionToken: 'unknown-token-unknown-token-unknown' });
    await page.goto('/my-account');
    await expect(page.getByText(ui.ar.forbidden).first()).toBeVisible();
    await expect(page.getByText(SEEDED_CUSTOMER.fullName, { exact: false })).toHaveCount(0);
  });
});
