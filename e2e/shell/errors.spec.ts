import { expect, signInAs, takeExpected, test } from '../support/fixtures';
import { productsOf } from '../support/products';

/** Takes the console errors a test provokes on purpose out of the fixture's check. */
test.describe('error catalogue of the shell (spec §8)', () => {
  test('[ERR-01] products that fail to load show the failure snackbar, and the error is logged', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/api\/2\.0\/product\/userproducts(\?|$)/, (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal_error', message: 'Something went wrong on our side.' } },
      }),
    );
    await signInAs(page, 'learner');
    // A screen the app draws in the browser: a drawn /dashboard brings the products with it
    // (decision 0415), so the browser would not ask for them.
    await page.goto('/cme');
    // The query client asks twice more before it gives up (about 3 s).
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Oops, products failed to load. Please reload the page.' }),
    ).toBeVisible({ timeout: 10_000 });
    // A failure is not "no products": the drop-down does not claim the learner owns none.
    await page.getByRole('button', { name: 'Open the My Products menu' }).click();
    await expect(page.getByText("Hmm, you don't have any products to display.")).toHaveCount(0);

    const logged = takeExpected(consoleErrors, /My products failed to load\./);
    expect(logged).toHaveLength(1);
    takeExpected(consoleErrors, /status of 500/);
  });

  test('[ERR-01] on a product screen the failure is said in the page too, not "not yours"', async ({
    page,
    consoleErrors,
  }) => {
    await signInAs(page, 'learner');
    const products = await productsOf(page);
    await page.route(/\/api\/2\.0\/product\/userproducts(\?|$)/, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } }),
    );
    // A generic product screen (the Q&A overview is its own screen).
    const product = products.find((p) => !p.route.startsWith('/questions/'));
    await page.goto(product!.route);
    await expect(
      page.getByText('Your products could not be loaded just now. Reload the page to try again.'),
    ).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('This product is not one of yours.')).toHaveCount(0);
    await expect(
      page.getByText('Oops, products failed to load. Please reload the page.'),
    ).toBeVisible();
    takeExpected(consoleErrors, /My products failed to load\.|status of 500/);
  });

  test('[ERR-03] My Organizations with no organization found shows the failure snackbar', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await signInAs(page, 'orgadmin');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu of Omar Haddad' }).click();
    await expect(page.getByRole('menuitem', { name: 'My Organizations' })).toBeVisible();
    // Meanwhile Omar stops being license admin of his program: the server lists none any more.
    await page.route(/\/api\/2\.0\/organizations\/mine(\?|$)/, (route) =>
      route.fulfill({ json: [] }),
    );
    await page.getByRole('menuitem', { name: 'My Organizations' }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'Oops, no organization was found.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(warnings).toContain('My Organizations: no organization was found for this account.');
  });
});
