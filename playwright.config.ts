import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const executablePath = findChromium();

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs about 15% of the suite's time and nobody reads the traces of a CI run:
    // E2E_TRACE=1 keeps the trace of each failing test, for a local look with `npx playwright show-trace`.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The site honours reduced motion, which stops the hero's endlessly floating icons: in software-rendered
    // headless Chromium they cost a third of the suite's CPU. Tests about motion ask for 'no-preference'.
    reducedMotion: 'reduce',
    // One renderer process for the pages of a pooled context (tests/e2e/support/context-pool.ts says why).
    launchOptions: { executablePath, args: [...CHROMIUM_ARGS, '--renderer-process-limit=1'] },
  },
  projects: [
    // Tests tagged @phone-only or @desktop-only run in that project alone (a phone has no hover, a
    // desktop no menu button; crawler-facing markup is checked once).
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      // Pixel 7's screen, run in the desktop Chromium we have (Playwright's device presets name their own browsers).
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
    },
  ],
  webServer: {
    // The built site, served exactly as `npm start` serves it (the e2e script builds it first when stale).
    command: `node scripts/serve.mjs`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 45_000,
  },
});
