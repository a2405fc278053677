import { expect, seedStorage, test, waitForApp } from './fixtures.ts';

test.describe('build-update reload', () => {
  test('reloads when the manifest names a new build after the hourly check', async ({ page }) => {
    await seedStorage(page, {});
    await page.clock.install();
    await page.goto('/about-us');
    await waitForApp(page);
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));

    // Deploy a new build: the manifest now names another id.
    await page.route('**/build-manifest.json', (route) =>
      route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } }),
    );
    const reloaded = page.waitForEvent('load');
    await page.clock.fastForward('01:00:00');
    await reloaded;
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    await expect(page).toHaveURL('/about-us');
  });

  test('does not reload before the hour, nor while the build is the same', async ({ page }) => {
    await seedStorage(page, {});
    await page.clock.install();
    await page.goto('/faq');
    await waitForApp(page);
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    let manifestChecks = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/build-manifest.json')) manifestChecks += 1;
    });
    await page.clock.fastForward('59:00');
    expect(manifestChecks).toBe(0);
    await page.clock.fastForward('01:05');
    await expect.poll(() => manifestChecks).toBe(1);
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
  });

  test('a second new build within 10 s of a reload does not reload again (loop guard)', async ({ page }) => {
    await seedStorage(page, {});
    await page.clock.install();
    await page.route('**/build-manifest.json', (route) => route.fulfill({ json: { buildId: 'newer', builtAt: '' } }));
    await page.goto('/blogs');
    await waitForApp(page);
    // This tab reloaded for a new build a moment ago (a stale index.html came back).
    await page.evaluate(() => sessionStorage.setItem('buildUpdate.lastReloadAt', String(Date.now() + 3_600_000 - 5_000)));
    await page.reload();
    await waitForApp(page);
    await page.evaluate(() => Object.assign(window, { guarded: true }));
    await page.clock.fastForward('01:00:00');
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => 'guarded' in window)).toBe(true);
  });
});
