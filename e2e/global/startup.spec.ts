import { expect, expectAccessible, signInAs, test } from '../support/fixtures';

const STARTUP_FAILURE =
  'Oops, something went wrong. Please update your browser and OS to the latest versions and try again. If you need assistance, please contact BoardReady support at 1-800-555-0199.';

test.describe('start-up', () => {
  test('[ERR-05] [ERR-07] a failure during start replaces the page with the message, the source and the details', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/api\/2\.0\/account\/current\b/, (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal', message: 'Something failed on our side.' } },
      }),
    );
    await page.goto('/products');
    const failure = page.getByRole('alert');
    await expect(failure.getByText(STARTUP_FAILURE, { exact: true })).toBeVisible();
    await expect(failure.locator('pre')).toHaveText(
      'Source: app start\nApiError: Something failed on our side.',
    );
    // the whole page: no toolbar, no app
    await expect(page.locator('body > *')).toHaveCount(1);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectAccessible(page);
    // the browser logs the 500s it was made to answer (the session load is retried)
    const served = consoleErrors.filter((text) => text.includes('status of 500'));
    expect(served.length).toBeGreaterThan(0);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((t) => !served.includes(t)),
    );
  });

  test('[STATE-15] the server environment is loaded on start and shown in the kitchensink', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const isProd = page.waitForResponse(/\/api\/2\.0\/environment\/isProd\b/);
    await page.goto('/kitchensink');
    expect(await (await isProd).json()).toBe(false);
    const environment = page.getByRole('region', { name: 'Server environment' });
    await expect(environment.getByRole('definition')).toHaveText(['false', 'false']);
    await expect(environment.getByRole('term')).toHaveText(['isLoading', 'isProduction']);
  });
});
