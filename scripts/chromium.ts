import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's two Chromium builds (scripts/ensure-chromium.sh installs both when missing). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Playwright's own browser, when it was installed on this machine. */
function hasPlaywrightsOwn(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false; // Playwright has no browser of its own here.
  }
}

/**
 * The full Chromium browser, for what measures the browser a customer runs (Lighthouse, long tasks,
 * the purchase benchmark) or draws committed images (the diagrams): PLAYWRIGHT_CHROMIUM_EXECUTABLE if
 * set, else Playwright's own browser when installed (`undefined`), else Debian's /usr/bin/chromium.
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE) return process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  return hasPlaywrightsOwn() ? undefined : DEBIAN_CHROMIUM;
}

/**
 * The Chromium the end-to-end tests and the bundle report drive: the same choice, except that on
 * Debian it is the package's headless shell when installed. The headless shell is the same Chromium
 * (same version, Blink and V8) without the desktop browser's window layer; it is what Playwright
 * itself launches for headless tests from its own download. Here it cost about a third less CPU than
 * /usr/bin/chromium in headless mode for the same tests (docs/speed.md, "The test command"), and the
 * suite is CPU-bound on 2 cores.
 */
export function headlessChromiumExecutable(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE) return process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (hasPlaywrightsOwn()) return undefined;
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
}
