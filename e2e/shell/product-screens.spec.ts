import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { PRODUCT_TYPE_HEADINGS } from '../support/products';

const header = (page: Page) => page.getByTestId('product-header');

test.describe('product screens (spec §2 route table)', () => {
  test('[ROUTE-46] media: the user picks a media product and its screen opens under the product header', async ({
    page,
  }) => {
    await signInAs(page, 'peds');
    await page.goto('/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - Media');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Peds Audio Review' }).click();
    await expect(page).toHaveURL(/\/media\/\d+$/);
    await expect(header(page)).toHaveText('Peds Audio Review');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pediatrics Audio Review' }),
    ).toBeVisible();
    // the library's own screen (issue 29; e2e/media plays its lectures)
    await expect(page.getByRole('heading', { level: 2, name: 'Lectures' })).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - Peds Audio Review');
  });

  test('[ROUTE-46] an expired media product is listed but cannot be opened, and says why', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/media');
    await expect(page.getByText('IM Audio Review')).toBeVisible();
    await expect(page.getByRole('link', { name: 'IM Audio Review' })).toHaveCount(0);
    await expect(page.getByText('Your access to this product has expired.')).toBeVisible();
  });

  test('[ROUTE-48] live: the live-stream product screen', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/live');
    await expect(page.getByRole('heading', { level: 1, name: 'Live Streams' })).toBeVisible();
    await page.getByRole('link', { name: 'IM Live Review' }).click();
    await expect(page).toHaveURL(/\/live\/\d+$/);
    await expect(header(page)).toHaveText('IM Live Review');
    // the schedule's own screen (issue 29; e2e/live joins, asks and watches)
    await expect(page.getByRole('heading', { level: 2, name: 'Live now' })).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - IM Live Review');
    await expectAccessible(page);
  });

  test('[ROUTE-49] productselection: every product of the user, grouped by type in the fixed order', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/productselection');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a Product' })).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - Choose a Product');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(PRODUCT_TYPE_HEADINGS);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'IM Flash Cards' }).click();
    await expect(page).toHaveURL(/\/flashcards\/\d+$/);
    await expect(header(page)).toHaveText('IM Flash Cards');
  });

  test('[ROUTE-49] with no products, the selection says so', async ({ page }) => {
    await signInAs(page, 'newbie');
    await page.goto('/productselection');
    await expect(
      page.getByText(
        "Hmm, you don't have any products to display. Visit boardready.example to get started!",
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'boardready.example' })).toHaveAttribute(
      'href',
      'https://boardready.example',
    );
    await page.goto('/live');
    await expect(
      page.getByText(
        "Hmm, you don't have any live streams to display. Visit boardready.example to get started!",
      ),
    ).toBeVisible();
  });
});
