import { expect, signInAs, test } from '../support/fixtures';
import {
  drawer,
  expectScreen,
  menuTriggers,
  openDrawer,
  openMenu,
  section,
  setFeatureFlag,
  standInForLegacyPages,
} from './nav';

// These switch global feature flags, so they run alone in the 'flags' project, and put each flag
// back to its default afterwards.

test.describe('with the ideas portal on', () => {
  test.beforeEach(async ({ request }) => {
    await setFeatureFlag(request, 'ideasPortal', true);
  });
  test.afterEach(async ({ request }) => {
    await setFeatureFlag(request, 'ideasPortal', null);
  });

  test('[PROD-08] [PROD-09] the My Products footer offers Bright Ideas, going to /helpfulstuff/ideas', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await menuTriggers(page).products.click();
    const footer = openMenu(page).getByRole('menuitem').filter({ hasNotText: /^IM / });
    await expect(footer).toHaveText(['Products Overview', 'Bright Ideas']);
    await openMenu(page).getByRole('menuitem', { name: 'Bright Ideas' }).click();
    await expectScreen(page, '/helpfulstuff/ideas', 'Bright Ideas');
    await expect(openMenu(page)).toHaveCount(0);
  });

  test.describe('in the drawer', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('[DRAWER-13] [DRAWER-14] with products, Bright Ideas follows Overview and goes to /helpfulstuff/ideas', async ({
      page,
    }) => {
      await signInAs(page, 'combo');
      await page.goto('/dashboard');
      await openDrawer(page);
      const products = section(page, 'MY PRODUCTS');
      await expect(products.getByRole('listitem').last()).toHaveText('Bright Ideas');
      await expect(products.getByRole('listitem').nth(-2)).toHaveText('Overview');
      await products.getByRole('link', { name: 'Bright Ideas' }).click();
      await expectScreen(page, '/helpfulstuff/ideas', 'Bright Ideas');
      await expect(drawer(page)).toHaveCount(0);
    });

    test('[DRAWER-14] without products there is no Bright Ideas, even with the flag on', async ({
      page,
    }) => {
      await signInAs(page, 'newbie');
      await page.goto('/products');
      await openDrawer(page);
      const products = section(page, 'MY PRODUCTS');
      await expect(products.getByRole('listitem')).toHaveText(['Overview']);
    });
  });
});

test.describe('with favorite admin links opening as routes', () => {
  test.beforeEach(async ({ request }) => {
    await setFeatureFlag(request, 'adminLinksAsRoutes', true);
  });
  test.afterEach(async ({ request }) => {
    await setFeatureFlag(request, 'adminLinksAsRoutes', null);
  });

  test('[USER-12] a favorite admin link opens its route inside the app instead of its url', async ({
    page,
  }) => {
    const documents = await standInForLegacyPages(page, ['/admin']);
    await signInAs(page, 'admin');
    const links = (await (
      await page.request.get('/api/2.0/account/favoriteadminlinks')
    ).json()) as { text: string; route: string; hidden: boolean }[];
    const link = links.find((l) => !l.hidden)!;
    await page.goto('/dashboard');
    await menuTriggers(page).user.click();
    const item = openMenu(page).getByRole('menuitem', { name: link.text, exact: true });
    await expect(item).toHaveAttribute('href', link.route);
    await item.click();
    await expectScreen(page, link.route, 'Admin');
    // An in-app navigation: the only document loaded is the first one.
    expect(documents).toEqual(['/dashboard']);
  });
});
