import { expect, expectAccessible, signInAs, test } from '../support/fixtures';

test.describe('screens inside the shell', () => {
  test('[ROUTE-45] [ROUTE-47] [HDR-01] a product screen shows what the learner owns, under the product header, and passes axe', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    const { products } = (await (
      await page.request.get('/api/2.0/product/userproducts')
    ).json()) as {
      products: {
        route: string;
        shortName: string;
        fullName: string;
        isUsable: boolean;
        applicationType: string;
      }[];
    };
    for (const product of products.filter((p) => p.isUsable).slice(0, 3)) {
      await page.goto(product.route);
      await expect(page.getByTestId('product-header')).toHaveText(product.shortName);
      if (product.applicationType === 'onlineBookCore') {
        // ROUTE-45: a book opens in the reader at its first section (e2e/books has the rest).
        await expect(page.getByRole('heading', { level: 1, name: 'Heart failure' })).toBeVisible();
        await expect(page).toHaveTitle(`BoardReady - ${product.shortName}: Heart failure`);
        continue;
      }
      await expect(page.getByRole('heading', { level: 1, name: product.fullName })).toBeVisible();
      await expect(page).toHaveTitle(`BoardReady - ${product.shortName}`);
    }
    await expectAccessible(page);
  });

  test('an expired product says why it cannot be used', async ({ page }) => {
    await signInAs(page, 'learner');
    const { products } = (await (
      await page.request.get('/api/2.0/product/userproducts')
    ).json()) as {
      products: { route: string; isUsable: boolean }[];
    };
    const expired = products.find((p) => !p.isUsable)!;
    await page.goto(expired.route);
    await expect(page.getByText('Your access to this product has expired.')).toBeVisible();
  });

  test('[ROUTE-16] [ROUTE-19] the pages without a guard open signed out, and the routed screens pass axe', async ({
    page,
  }) => {
    // A dozen page loads in one test: on a busy 2-core machine they overran 30 s.
    test.slow();
    for (const path of ['/personaltrainer', '/contact']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await signInAs(page, 'learner');
    for (const path of ['/products', '/cme', '/helpfulstuff', '/account', '/dashboard/timeline']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
  });
});
