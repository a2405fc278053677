import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the tests and tools drive: PLAYWRIGHT_CHROMIUM_EXECUTABLE if set, else Playwright's
 * own browser when installed, else Debian's /usr/bin/chromium (scripts/ensure-chromium.sh installs it).
 * `undefined` means Playwright's own.
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE) return process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright has no browser of its own here.
  }
  return '/usr/bin/chromium';
}
