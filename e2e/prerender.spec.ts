import { expect, test } from './support/fixtures.ts';

test.describe('public pages arrive as HTML before any JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home in English by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance made simple, through brokers you trust');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('in Arabic when the language cookie says so', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('من نحن');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('every other page arrives as HTML too', () => {
  test.use({ javaScriptEnabled: false });

  test('forms as their form, pages of the customer as their frame and a skeleton (en)', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
    await expect(page.locator('main input:not([type=hidden])')).not.toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await page.goto('/my-policy/POL-20260101-ABC123/cancel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel policy');
    await expect(page.locator('main [role=status][aria-busy=true]')).toBeVisible();
    // A URL asking for another view than the form's first one gets the skeleton.
    await page.goto('/my-account?section=wallet');
    await expect(page.locator('main [role=status][aria-busy=true]')).toBeVisible();
  });

  test('in Arabic', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إنشاء حساب');
    await expect(page.locator('main input:not([type=hidden])')).not.toHaveCount(0);
    // A category the build did not know (added since) gets the pattern's frame and skeleton.
    await page.goto('/services/our-products/pets');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main [role=status][aria-busy=true]')).toBeVisible();
  });
});

test('the catalogue arrives as HTML with its real text and data, shown before the app starts to a signed-in visitor only', async ({ page, request }) => {
  const texts = {
    en: ['Motor', 'Comprehensive and third-party cover for your car.', 'Najd Motor', 'Najd Mutual Insurance', 'Amanah Insurance Brokers'],
    ar: ['تأمين المركبات', 'تغطية شاملة وضد الغير لسيارتك.', 'نجد للمركبات', 'نجد للتأمين التعاوني', 'أمانة لوساطة التأمين'],
  };
  const wizard = { en: ['Buy Motor insurance', 'Your broker and what you insure'], ar: ['وسيطك وما تريد تأمينه'] };
  for (const lang of ['en', 'ar'] as const) {
    const htmlOf = async (path: string) => (await request.get(`${path}?lang=${lang}`)).text();
    const category = await htmlOf('/services/our-products/motor');
    const root = category.slice(category.indexOf('<div id="root"'));
    for (const text of texts[lang]) expect(root, `${lang}: ${text}`).toContain(text);
    // The data the page renders from is in the HTML, pictures included: no request before it paints.
    expect(category).toContain('<script type="application/json" id="route-data">');
    expect(root).not.toContain('src="/images/');
    expect(await htmlOf('/services/our-products')).toContain(texts[lang][1]);
    const firstScreen = await htmlOf('/services/our-products/motor/buy-insurance');
    for (const text of wizard[lang]) expect(firstScreen, `${lang}: ${text}`).toContain(text);
  }
  // The app's scripts are empty: what shows is the HTML and its head script (which reads storage).
  await page.route('**/assets/**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto('/services/our-products/motor');
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await page.evaluate(() => localStorage.setItem('username', 'customer@example.com'));
  await page.goto('/services/our-products/motor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motor');
  await expect(page.getByRole('heading', { name: 'Najd Motor' })).toBeVisible();
});

test('a page of the customer\'s own data shows an anonymous visitor the sign-in prompt, a signed-in one not, before the app starts', async ({ page }) => {
  // The app's scripts are empty: what shows is the HTML and its head script (which reads storage).
  await page.route('**/assets/**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  const prompt = page.getByText('Sign in to see this page.');
  for (const path of ['/my-policy', '/notifications', '/my-policy/POL-20260101-ABC123']) {
    await page.goto(path);
    await expect(prompt).toBeVisible();
  }
  await page.evaluate(() => localStorage.setItem('username', 'customer@example.com'));
  for (const [path, title] of [['/my-policy', 'My Policies'], ['/notifications', 'Notifications'], ['/my-policy/POL-20260101-ABC123', 'Policy details']]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expect(prompt).toBeHidden();
  }
  await page.goto('/email-verification');
  await expect(page.getByText('This link is not valid.')).toBeVisible();
  await expect(page.getByRole('link', { name: /log in, then ask/i })).toBeHidden();
});

test('the server sends security headers with a CSP that allows no inline script but its own', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
});

test('a prerendered form hydrates and works; a skeleton page becomes the page', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/enter your email or mobile/i).first()).toBeVisible();
  await page.goto('/services/our-products/motor');
  // No username: the guard, applied once the app starts, takes the visitor to log in.
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
});

test('a prerendered page hydrates without errors and keeps working', async ({ page }) => {
  await page.goto('/our-team');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.getByRole('link', { name: 'FAQ' }).or(page.getByRole('link', { name: 'Frequently Asked Questions' })).first().click();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
});
