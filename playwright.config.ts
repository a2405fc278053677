import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { headlessChromiumExecutable } from './scripts/chromium.ts';

/**
 * End-to-end tests against the built app, its reference API and a fresh embedded database.
 * Browser: PLAYWRIGHT_CHROMIUM_EXECUTABLE if set, else Playwright's own Chromium when installed,
 * else Debian's headless shell (/usr/bin/chromium-headless-shell, about a third less CPU than
 * /usr/bin/chromium headless), else /usr/bin/chromium (scripts/ensure-chromium.sh installs both).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // At least two: most of a test is waiting on the browser and the server, so two share even one core well.
  workers: Math.max(2, availableParallelism()),
  // One retry, and the trace recorded only then: recording every test's trace cost about a fifth of the
  // suite's time, and a test that fails twice still leaves its trace. A test that passes only on its
  // retry is listed as flaky in the run's summary (and counted by scripts/test-all.ts): a bug to fix.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: headlessChromiumExecutable(), args: ['--disable-gpu', '--disable-quic'] },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    command: 'node server/index.ts',
    url: `${baseURL}/build-manifest.json`,
    reuseExistingServer: false,
    // A loaded machine (the whole suite, other runs beside it) took over 60 s to seed the in-memory database.
    timeout: 180_000,
    // TRUST_PROXY: each test sends its own X-Forwarded-For (e2e/support/fixtures.ts), so per-address limits count per test.
    env: { NODE_ENV: 'development', PORT: String(port), HOST: 'localhost', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', TRUST_PROXY: 'true', PASSWORD_SCRYPT_N: '1024', STATIC_DIR: process.env.BUILD_OUT_DIR ?? 'dist/client' },
  },
});
