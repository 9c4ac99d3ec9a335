import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../support/fixtures';

// The update test puts a second build in place of the served one: it runs in the 'flags'
// project, whose server serves a copy of the build (playwright.config.ts), and puts the first
// build back afterwards.

const WEB = path.resolve(import.meta.dirname, '../../apps/web');
const DIST = path.join(WEB, 'dist');
const UPDATE =
  'A new version of BoardReady is available! Please refresh now for the best experience.';

// these tests are about the service worker: their browsers keep it (support/fixtures.ts)
test.use({ installableApp: true });

/** Waits until the service worker controls the page (registered once the app is stable). */
async function controlledBySw(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), undefined, {
    timeout: 35_000,
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const buildId = (page: Page) =>
  page.locator('meta[name="build-id"]').getAttribute('content', { timeout: 2_000 });

test.describe('the installable app (production build)', () => {
  test('[GLOBAL-03] [GLOBAL-29] [GLOBAL-28] the page links its manifest and registers the service worker once stable', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/products');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(await manifest.json()).toMatchObject({
      name: 'BoardReady',
      display: 'standalone',
      start_url: '/',
    });
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    expect(new URL(scope.scope).pathname).toBe('/');
    expect(new URL(scope.script!).pathname).toBe('/sw.js');
  });

  test('with nothing kept on the device, the app shell opens offline and says it is offline; back online it reloads by itself', async ({
    page,
    context,
    consoleErrors,
  }) => {
    // A visitor who has not signed in here: the device keeps nothing to study offline (a
    // signed-in learner's offline study is e2e/offline/offline-study.spec.ts).
    await page.goto('/login');
    await controlledBySw(page);
    await context.setOffline(true);
    await page.reload();
    const offline = page.getByRole('status');
    await expect(offline.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(offline).toContainText(
      'BoardReady needs an internet connection to open your account.',
    );
    await context.setOffline(false);
    await expect(page.getByRole('tab', { name: 'Create Account' })).toBeVisible({
      timeout: 15_000,
    });
    // the failed calls while offline
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((text) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(text)),
    );
  });

  test.describe('a new version', () => {
    /** the build the flags project's server serves (a copy), else the shared one */
    let served: string;
    let backup: string;
    let next: string;
    test.beforeAll(() => {
      test.setTimeout(120_000);
      served = String(test.info().project.metadata.webRoot ?? DIST);
      backup = mkdtempSync(path.join(tmpdir(), 'boardready-dist-'));
      cpSync(served, backup, { recursive: true });
      // the second build of the same sources: a new build id, hence a new service worker
      next = mkdtempSync(path.join(tmpdir(), 'boardready-next-'));
      execFileSync('npx', ['vite', 'build', '--outDir', next, '--emptyOutDir'], {
        cwd: WEB,
        env: { ...process.env, VITE_BUILD_ID: 'e2e-next-build' },
        stdio: 'ignore',
      });
    });
    test.afterAll(() => {
      rmSync(served, { recursive: true, force: true });
      cpSync(backup, served, { recursive: true });
      rmSync(backup, { recursive: true, force: true });
      rmSync(next, { recursive: true, force: true });
    });

    test('[GLOBAL-22] [GLOBAL-23] when a new version waits, the snackbar offers Refresh, which reloads on it', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInAs(page, 'learner');
      await page.goto('/products');
      await controlledBySw(page);
      const first = await buildId(page);
      expect(first).not.toBe('e2e-next-build');

      cpSync(next, served, { recursive: true });
      await page.reload();
      const snackbar = page.getByRole('status').filter({ hasText: UPDATE });
      await expect(snackbar).toBeVisible({ timeout: 35_000 });
      await expect(snackbar.getByRole('button', { name: 'Refresh' })).toBeVisible();
      // It can be put away too (issue 22): later is the learner's choice.
      await expect(snackbar.getByRole('button', { name: 'Dismiss' })).toBeVisible();

      await snackbar.getByRole('button', { name: 'Refresh' }).click();
      await expect
        .poll(() => buildId(page).catch(() => null), { timeout: 15_000 })
        .toBe('e2e-next-build');
      await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
      await expect(page.getByText(UPDATE)).toBeHidden();
    });
  });
});
