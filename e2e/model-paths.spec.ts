import type { Page } from '@playwright/test';
import { flowModels } from '../machines/flow-models.ts';
import { type TestPath, eventName, pathsOf } from '../machines/tooling/test-paths.ts';
import { expect, readStorage, seedStorage, test, waitForApp } from './fixtures.ts';

/**
 * Model-based paths replayed through the real UI, server and database: one test per path, named by
 * the path's id and description (`npm run paths` lists them; `npm run paths:replay -- <id>` runs one).
 * Each flow's test model maps the machine's events to what a person (or the clock) does, and its
 * states to what the person sees.
 */
interface UiModel {
  /** Open the app where the flow starts. */
  setUp(page: Page, path: TestPath): Promise<void>;
  act: Record<string, (page: Page) => Promise<void>>;
  see: Record<string, (page: Page) => Promise<void>>;
}

/** Build manifest requests seen by each page (the UI trace of the build-update check). */
const manifestChecks = new WeakMap<Page, number>();

const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __beforeSteps: true }));
const windowKept = (page: Page) => page.evaluate(() => '__beforeSteps' in window);

const uiModels: Record<string, UiModel> = {
  language: {
    async setUp(page) {
      await seedStorage(page, { lang: 'en', dir: 'ltr' });
      await page.goto('/services');
      await waitForApp(page);
      await markWindow(page);
    },
    act: {
      'language.change': async (page) => {
        const reloaded = page.waitForEvent('load');
        await page.getByRole('button', { name: 'العربية' }).click();
        await reloaded;
        await waitForApp(page);
      },
    },
    see: {
      '"active"': async (page) => {
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        expect(await windowKept(page)).toBe(true);
      },
      '"reloading"': async (page) => {
        // The machine stored the language and reloaded the page fully.
        expect(await windowKept(page)).toBe(false);
        await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
        expect(await readStorage(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
      },
    },
  },
  'build-update': {
    async setUp(page, path) {
      const current = (await (await page.request.get('/build-manifest.json')).json()) as { buildId: string };
      // The manifest answers as the path says: the same build, a new one, or a failure.
      const outcome = path.steps.map((step) => eventName(step.event, flowModels[1]!.machine.machine)).find((name) => name.startsWith('on'));
      const newBuild = path.steps.some((step) => (step.event.output as { buildId?: string } | undefined)?.buildId === 'build-2');
      await page.route('**/build-manifest.json', (route) =>
        outcome?.startsWith('onError')
          ? route.fulfill({ status: 503, json: { error: { code: 'internal_error', message: 'Unavailable', status: 503 } } })
          : route.fulfill({ json: { buildId: newBuild ? 'a-newer-build' : current.buildId, builtAt: '' } }),
      );
      page.on('request', (request) => {
        if (request.url().endsWith('/build-manifest.json')) manifestChecks.set(page, (manifestChecks.get(page) ?? 0) + 1);
      });
      await seedStorage(page, {});
      manifestChecks.set(page, 0);
      await page.clock.install();
      await page.goto('/about-us');
      await waitForApp(page);
      await markWindow(page);
    },
    act: {
      'after checkInterval': async (page) => {
        await page.clock.fastForward('01:00:00');
        await page.waitForTimeout(150);
      },
      'onDone fetchBuildManifest': async () => {},
      'onError fetchBuildManifest': async () => {},
    },
    see: {
      '"waiting"': async (page) => expect(await windowKept(page)).toBe(true),
      '"checking"': async (page) => {
        // The hourly check asked for the manifest, and nothing reloaded.
        await expect.poll(() => manifestChecks.get(page) ?? 0).toBeGreaterThan(0);
        expect(await windowKept(page)).toBe(true);
      },
      '"reloading"': async (page) => {
        await page.waitForFunction(() => !('__beforeSteps' in window));
        await waitForApp(page);
      },
    },
  },
};

for (const { ui } of flowModels) {
  if (!ui) continue;
  const model = uiModels[ui.id];
  if (!model) throw new Error(`No UI test model for ${ui.id}`);
  test.describe(`model paths: ${ui.id}`, () => {
    // The build-update paths with a failing manifest make Chromium log the 503.
    test.use({ allowedConsoleErrors: [/status of 503/] });
    for (const path of pathsOf(ui)) {
      test(`${path.id} ${path.description}`, async ({ page }) => {
        await model.setUp(page, path);
        await model.see[pathsOf(ui)[0]!.target]!(page);
        for (const step of path.steps) {
          const name = eventName(step.event, ui.machine);
          const act = model.act[name] ?? model.act[step.event.type];
          if (!act) throw new Error(`No UI action for ${name}`);
          await act(page);
        }
        const see = model.see[path.target];
        if (!see) throw new Error(`No UI assertion for ${path.target}`);
        await see(page);
      });
    }
  });
}
