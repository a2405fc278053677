import { expect, seedStorage, test, waitForApp } from './support/fixtures.ts';

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
    const running = ((await (await page.request.get('/build-manifest.json')).json()) as { buildId: string }).buildId;
    let answer = 'newer';
    await page.route('**/build-manifest.json', (route) => route.fulfill({ json: { buildId: answer, builtAt: '' } }));
    await page.goto('/blogs');
    await waitForApp(page);
    // This tab reloaded for a new build a moment ago (a stale index.html came back): 5 s before the
    // check, by the page's date, which stands still from here (timers still run), so a slow reload
    // cannot stretch the 5 s past the 10 s guard.
    const now = await page.evaluate(() => Date.now());
    await page.clock.setFixedTime(now);
    await page.evaluate((at) => sessionStorage.setItem('buildUpdate.lastReloadAt', String(at)), now - 5_000);
    await page.reload();
    await waitForApp(page);
    await page.evaluate(() => Object.assign(window, { guarded: true }));
    let manifestChecks = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/build-manifest.json')) manifestChecks += 1;
    });
    const newerSeen = page.waitForResponse('**/build-manifest.json');
    await page.clock.fastForward('01:00:00');
    await newerSeen;
    // Settled: hour after hour passes until the next check comes (answered with the running build)
    // from this same window, which a reload for 'newer' would have replaced.
    answer = running;
    await expect
      .poll(async () => {
        await page.clock.fastForward('01:00:00');
        return manifestChecks;
      })
      .toBeGreaterThan(1);
    expect(await page.evaluate(() => 'guarded' in window)).toBe(true);
  });
});
