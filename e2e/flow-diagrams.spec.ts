import { expect, seedStorage, test, waitForApp } from './support/fixtures.ts';

test('the diagram page draws every machine and lights the running states as they change', async ({ page, context }) => {
  await seedStorage(page, {});
  await page.goto('/dev/flows');
  await waitForApp(page);
  for (const title of ['Session', 'Language switch', 'Build-update reload']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  const session = page.locator('section', { has: page.getByRole('heading', { name: 'Session' }) });
  await expect(session.locator('svg')).toBeVisible();
  await expect(page.getByTestId('current-session')).toHaveText('Current state: ready.anonymous');
  await expect(session.locator('g.lit[id*="-state-session_ready_anonymous-"]')).toHaveCount(1);
  await expect(page.getByTestId('current-build-update')).toHaveText('Current state: waiting');

  // The customer signs in elsewhere: the session moves, and so does the light.
  const other = await context.newPage();
  await other.goto('/build-manifest.json');
  await other.evaluate(() => localStorage.setItem('username', 'sara@example.com'));
  await expect(page.getByTestId('current-session')).toHaveText('Current state: ready.authenticated');
  await expect(session.locator('g.lit[id*="-state-session_ready_authenticated-"]')).toHaveCount(1);
  await expect(session.locator('g.lit[id*="-state-session_ready_anonymous-"]')).toHaveCount(0);
});
