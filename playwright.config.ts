import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findTestBrowser } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4310);
/**
 * Specs that change global feature flags run on a server of their own (they would leak into tests
 * running beside them), so that they run beside the others instead of after them.
 */
const FLAGS_PORT = PORT + 1;
const DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';
const FLAGS_DATA_DIR = `${DATA_DIR}-flags`;
/** a copy of the build (scripts/run-e2e.mjs): a flags spec swaps in a new version of the app */
const FLAGS_WEB_ROOT = process.env.E2E_FLAGS_WEB_ROOT;
// CHROMIUM_PATH, else the headless shell, else the full browser (scripts/chromium.mjs).
const chromium = findTestBrowser() ?? findChromium();

/** Specs that change global feature flags. */
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
      // Specs that switch global feature flags: on their own server, one at a time. First in
      // the list, so that they start at once on one worker beside the other projects' tests
      // (Playwright hands out the tests in the projects' order).
      name: 'flags',
      testMatch: FLAG_SPECS,
      fullyParallel: false,
      workers: 1,
      use: { ...DESKTOP, baseURL: `http://localhost:${FLAGS_PORT}` },
      metadata: { dataDir: FLAGS_DATA_DIR, webRoot: FLAGS_WEB_ROOT },
    },
    {
      name: 'desktop',
      testIgnore: FLAG_SPECS,
      // @phone tests run in the phone project (they would only repeat here).
      grepInvert: /@phone/,
      use: DESKTOP,
      metadata: { dataDir: DATA_DIR },
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
      metadata: { dataDir: DATA_DIR },
    },
  ],
  webServer: [server(PORT, DATA_DIR), server(FLAGS_PORT, FLAGS_DATA_DIR, FLAGS_WEB_ROOT)],
});

/** The built app (apps/web/dist, or `webRoot`) on a fresh embedded database in `dataDir`. */
function server(port: number, dataDir: string, webRoot?: string) {
  return {
    command: 'node apps/server/dist/server.js',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: 'localhost',
      APP_ENV: 'development',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      CONTACT_MESSAGES_PER_HOUR: '1000',
      ...(webRoot ? { WEB_ROOT: webRoot } : {}),
    },
  };
}
