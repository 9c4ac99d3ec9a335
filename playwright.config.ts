import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findTestBrowser } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4310);
// CHROMIUM_PATH, else the headless shell, else the full browser (scripts/chromium.mjs).
const chromium = findTestBrowser() ?? findChromium();

/** Specs that change global feature flags (they would leak into tests running beside them). */
const FLAG_SPECS = '**/*.flags.spec.ts';
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // long scenarios (a learner and a staff member, several screens) on two busy cores
  timeout: 45_000,
  expect: { timeout: 7_000 },
  // Screenshot baselines beside their spec, one per project; no platform suffix: CI runs on the
  // same Linux machine kind as the developers (e2e/visual/README.md).
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{-projectName}{ext}',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // a trace records every frame and snapshot, a cost on a two-core box: only a retry records one
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: FLAG_SPECS,
      // @phone tests run in the phone project (they would only repeat here).
      grepInvert: /@phone/,
      use: DESKTOP,
    },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        hasTouch: true,
      },
      testIgnore: FLAG_SPECS,
      grep: /@phone/,
    },
    {
      // Specs that switch global feature flags run alone, after the others, one at a time.
      name: 'flags',
      testMatch: FLAG_SPECS,
      dependencies: ['desktop', 'phone'],
      fullyParallel: false,
      workers: 1,
      use: DESKTOP,
    },
  ],
  webServer: {
    command: 'node apps/server/dist/server.js',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: 'localhost',
      APP_ENV: 'development',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      CONTACT_MESSAGES_PER_HOUR: '1000',
    },
  },
});
