import type { Page } from '@playwright/test';
import { flowModels } from '../machines/flow-models.ts';
import { eventName, initialStateOf, uiPathsOf } from '../machines/tooling/test-paths.ts';
import { expect, readStorage, seedStorage, test, waitForApp } from './support/fixtures.ts';
import { claimPageUi } from './support/model-paths-claim-page.ts';
import { claimReportFromHelpUi, claimReportUi } from './support/model-paths-claims.ts';
import { purchaseUi } from './support/model-paths-purchase.ts';
import { registrationUi } from './support/model-paths-registration.ts';
import { brokerChangeUi, cancellationUi } from './support/model-paths-requests.ts';
import type { StepContext, UiModel } from './support/ui-model.ts';

/**
 * Model-based paths replayed through the real UI, server and database: one test per path, named by
 * the path's id and description (`npm run paths` lists them; `npm run paths:replay -- <id>` runs one).
 * Each flow's test model maps the machine's events to what a person (or the clock) does, and its
 * states to what the person sees (e2e/support/ui-model.ts).
 */

/** Build manifest requests seen by each page (the UI trace of the build-update check). */
const manifestChecks = new WeakMap<Page, number>();

const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __beforeSteps: true }));
const windowKept = (page: Page) => page.evaluate(() => '__beforeSteps' in window);

const simpleUiModels: Record<string, UiModel> = {
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
        const answered = page.waitForResponse('**/build-manifest.json');
        await page.clock.fastForward('01:00:00');
        await answered;
      },
      'onDone fetchBuildManifest': async () => {},
      'onError fetchBuildManifest': async () => {},
    },
    see: {
      '"waiting"': async (page, context) => {
        if (context.index >= 0) {
          // Settled back in waiting after a check: hour after hour passes until the next check comes
          // (the manifest answers as before); a reload would have replaced this window meanwhile.
          const before = manifestChecks.get(page) ?? 0;
          await expect
            .poll(async () => {
              await page.clock.fastForward('01:00:00');
              return manifestChecks.get(page) ?? 0;
            })
            .toBeGreaterThan(before);
        }
        expect(await windowKept(page)).toBe(true);
      },
      '"checking"': async (page, context) => {
        // The hourly check asked for the manifest, and (where the path ends here) nothing reloaded.
        await expect.poll(() => manifestChecks.get(page) ?? 0).toBeGreaterThan(0);
        if (context.index === context.path.steps.length - 1) expect(await windowKept(page)).toBe(true);
      },
      '"reloading"': async (page) => {
        await page.waitForFunction(() => !('__beforeSteps' in window));
        await waitForApp(page);
      },
    },
  },
};

const uiModels: Record<string, UiModel> = {
  ...simpleUiModels,
  purchase: purchaseUi,
  registration: registrationUi,
  cancellation: cancellationUi,
  brokerChange: brokerChangeUi,
  claimReport: claimReportUi,
  claimReportFromHelp: claimReportFromHelpUi,
  claimPage: claimPageUi,
};

for (const { ui } of flowModels) {
  if (!ui) continue;
  const model = uiModels[ui.id];
  if (!model) throw new Error(`No UI test model for ${ui.id}`);
  test.describe(`model paths: ${ui.id}`, () => {
    // The build-update paths with a failing manifest make Chromium log the 503. One pattern: Playwright
    // would read an array of two or more objects as a [value, options] fixture tuple.
    const allowed = [/status of 503/, ...(model.allowedConsoleErrors ?? [])].map((pattern) => pattern.source).join('|');
    test.use({ allowedConsoleErrors: [new RegExp(allowed)], actionTimeout: 10_000 });
    const paths = uiPathsOf(ui);
    // A path named for an Arabic replay must exist (path ids change with the machine).
    for (const id of model.arabic ?? []) if (!paths.some((path) => path.id === id)) throw new Error(`${ui.id}: no path ${id} to replay in Arabic`);
    const initial = initialStateOf(ui);
    for (const path of paths) {
      for (const lang of ['en', ...(model.arabic?.includes(path.id) ? ['ar' as const] : [])] as const) {
        test(`${path.id} ${path.description}${lang === 'ar' ? ' (ar)' : ''}`, async ({ page }) => {
          // Long covering paths walk the whole wizard several times.
          test.setTimeout(30_000 + 4_000 * path.steps.length);
          await model.setUp(page, path, lang);
          const seeState = async (state: string, context: StepContext) => {
            const see = model.see[state];
            if (!see) throw new Error(`No UI assertion for ${state}`);
            await test.step(`see ${state}`, () => see(page, context));
          };
          await seeState(initial, { path, index: -1, from: initial, lang });
          let from = initial;
          for (const [index, step] of path.steps.entries()) {
            const name = eventName(step.event, ui.machine);
            const act = model.act[name] ?? model.act[step.event.type];
            if (!act) throw new Error(`No UI action for ${name}`);
            const context = { path, index, from, lang };
            await test.step(`${index + 1}. ${name}`, () => act(page, context));
            await seeState(step.state, context);
            from = step.state;
          }
        });
      }
    }
  });
}

