import { expect, readStorage, seedStorage, test, waitForApp } from './support/fixtures.ts';

/** Support reproduces a customer's state from the code the customer copies in Get Help (staging build). */
test.describe('support code', () => {
  test('a capsule taken by a customer opens elsewhere on the same route and state, without secrets', async ({ page, browser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await seedStorage(page, { lang: 'ar', dir: 'rtl', username: 'sara@example.com', userFullName: 'Sara Ahmed', categoryId: 'motor' });
    // The customer was sent to log in from a product page earlier: the wanted path is remembered.
    await page.goto('/services/our-products/motor');
    await page.goto('/get-help');
    await waitForApp(page);
    await page.getByRole('button', { name: 'إنشاء رمز دعم' }).click();
    const codeBox = page.getByRole('textbox', { name: 'رمز الدعم الخاص بك' });
    await expect(codeBox).toHaveValue(/^AMANAH1\./);
    await page.getByRole('button', { name: 'نسخ' }).click();
    await expect(page.getByText('تم نسخ رمز الدعم.')).toBeVisible();
    const code = await page.evaluate(() => navigator.clipboard.readText());
    expect(code).toBe(await codeBox.inputValue());
    for (const secret of ['sara@example.com', 'Sara Ahmed']) expect(code).not.toContain(secret);

    // Support, in another browser with nothing stored.
    const supportContext = await browser.newContext();
    const support = await supportContext.newPage();
    await support.goto('/support');
    await waitForApp(support);
    await support.getByRole('textbox', { name: 'Support code' }).fill(code);
    await support.getByRole('button', { name: 'Open this state' }).click();
    await expect(support).toHaveURL('/get-help');
    await waitForApp(support);
    await expect(support.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(support.getByRole('heading', { level: 1 })).toHaveText('المساعدة');
    const stored = await readStorage(support);
    expect(stored).toMatchObject({ lang: 'ar', dir: 'rtl', categoryId: 'motor' });
    expect(stored.username).toBeUndefined();
    expect(stored.sessionToken).toBeUndefined();
    // Signed in as the customer was (the name itself stays hidden), with no login link.
    await expect(support.getByRole('link', { name: 'تسجيل الدخول' })).toHaveCount(0);
    await supportContext.close();
  });

  test('a code that is not one is refused with a clear message, and nothing changes', async ({ page }) => {
    await seedStorage(page, { lang: 'en' });
    await page.goto('/support');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open this state' }).click();
    await expect(page.getByRole('alert')).toHaveText('Paste a support code first.');
    await page.getByRole('textbox', { name: 'Support code' }).fill('AMANAH1.not-a-real-code');
    await page.getByRole('button', { name: 'Open this state' }).click();
    await expect(page.getByRole('alert')).toHaveText('This is not a support code, or it is incomplete. Ask the customer to copy it again.');
    await expect(page).toHaveURL('/support');
  });
});
