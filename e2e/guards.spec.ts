import { SEEDED_CUSTOMER, expect, readStorage, seedStorage, signInViaApi, test } from './support/fixtures.ts';

test.describe('route guards', () => {
  test('a backend user is sent to /login from any other page', async ({ page }) => {
    await seedStorage(page, { username: 'staff@example.com', backendUser: 'true' });
    for (const path of ['/', '/services', '/about-us', '/my-account', '/services/our-products/motor', '/unknown']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/login');
    }
  });

  test('/services/our-products without a username goes to /login, and the wanted path is honoured after login', async ({ page, context }) => {
    await seedStorage(page, {});
    await page.goto('/services/our-products/travel/buy-insurance?plan=gold');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');

    // The customer signs in for real (here in a second tab, which the first one follows): a username
    // written into storage without a session made the purchase page's profile calls answer 401.
    const other = await context.newPage();
    await signInViaApi(other, SEEDED_CUSTOMER);
    await expect(page).toHaveURL('/services/our-products/travel/buy-insurance?plan=gold');
    await other.close();
  });

  test('/services/our-products and below stay open to a signed-in customer', async ({ page }) => {
    await seedStorage(page, { username: 'sara@example.com' });
    await page.goto('/services/our-products/home');
    await expect(page).toHaveURL('/services/our-products/home');
  });

  test('/services with a pending registration step goes to /sign-up', async ({ page }) => {
    await seedStorage(page, { registrationStep: 'activation' });
    await page.goto('/services');
    await expect(page).toHaveURL('/sign-up');
    // This browser's sign-up is unknown to the server (its session is new): the stale step is
    // dropped and the form starts empty, so /services lets the customer in again.
    await expect(page.getByRole('textbox', { name: /first name/i })).toBeVisible();
    await expect.poll(async () => (await readStorage(page)).registrationStep).toBeUndefined();
    await page.goto('/services');
    await expect(page).toHaveURL('/services');
  });

  test('/ with a stored username goes to /services, without one stays home', async ({ page }) => {
    await seedStorage(page, {});
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Insurance made simple');
    await seedStorage(page, { username: 'sara@example.com' });
    await page.goto('/');
    await expect(page).toHaveURL('/services');
  });

  test('a guard replaces the refused page in history instead of adding one', async ({ page }) => {
    await seedStorage(page, { username: 'sara@example.com' });
    await page.goto('/about-us');
    await page.goto('/');
    await expect(page).toHaveURL('/services');
    await page.goBack();
    await expect(page).toHaveURL('/about-us');
  });
});
