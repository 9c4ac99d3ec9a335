import { expect, expectAccessible, signInAs, test } from '../support/fixtures';

const main = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' });

test.describe('toolbar at desktop width', () => {
  test('[BAR-01] [BAR-06] [BAR-08] [BAR-11] the learner sees the tabs, the user menu and the due badge', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await expect(main(page).getByRole('link', { name: /Personal Trainer/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(main(page).getByRole('link', { name: /Personal Trainer/ })).toContainText('3');
    await expect(main(page).getByRole('link', { name: 'My Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(main(page).getByRole('link', { name: 'CME/MOC' })).toHaveAttribute('href', '/cme');
    await expect(main(page).getByRole('button', { name: 'Helpful Stuff' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu of Alex Rivera' })).toHaveText(
      'AR',
    );
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
  });

  test('[BAR-09] [BAR-19] [HELP-21] [PROD-10] a learner with no products: no Personal Trainer, no MedCentral, the empty messages', async ({
    page,
  }) => {
    await signInAs(page, 'newbie');
    await page.goto('/products');
    await expect(main(page).getByRole('link', { name: 'My Products' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /Personal Trainer/ })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'MedCentral' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the My Products menu' }).click();
    await expect(
      page.getByText(
        "Hmm, you don't have any products to display. Visit boardready.example to get started!",
      ),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await main(page).getByRole('button', { name: 'Helpful Stuff' }).click();
    await expect(
      page.getByText(
        "Hmm, you haven't purchased IM, Peds, or MedStudent products yet. Visit boardready.example to get started!",
      ),
    ).toBeVisible();
  });

  test('[BAR-26] [USER-02] [USER-18] [BAR-05] signed out: the Free Trials tab, a generic icon with only Sign In, the logo to /login', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(main(page).getByRole('link')).toHaveText(['Free Trials']);
    await expect(page.getByRole('link', { name: 'BoardReady home' })).toHaveAttribute(
      'href',
      '/login',
    );
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Sign In']);
  });

  test('[BAR-04] [BAR-18] [BAR-28] the logo goes home; MedCentral for a resident; /rescentral redirects and keeps the tab active', async ({
    page,
  }) => {
    await signInAs(page, 'resident');
    await page.goto('/rescentral');
    await expect(page).toHaveURL(/\/medcentral$/);
    await expect(main(page).getByRole('link', { name: 'MedCentral' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'BoardReady home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  test('[ROUTE-27] without MedCentral access, /medcentral sends the user to their home page route', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/medcentral');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[ROUTE-01] [ROUTE-55] [BAR-29] empty path → /dashboard; unknown → /products; product screens make My Products active', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/products$/);
    await page.goto('/book/3');
    await expect(main(page).getByRole('link', { name: 'My Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('[PROD-01] [PROD-03] [PROD-04] [PROD-05] [PROD-06] [PROD-07] [PROD-09] the My Products drop-down', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open the My Products menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('group')).toHaveCount(7);
    await expect(menu.getByRole('group').first()).toContainText('Q&A');
    await expect(menu.getByRole('menuitem', { name: /IM Audio Review/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(menu.getByRole('menuitem', { name: 'Bright Ideas' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Products Overview' })).toHaveAttribute(
      'href',
      '/products',
    );
    await menu.getByRole('menuitem', { name: 'IM Study Guide' }).click();
    await expect(page).toHaveURL(/\/book\/\d+$/);
    await expect(page.getByTestId('product-header')).toHaveText('IM Study Guide');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('[HELP-01] [HELP-03] [HELP-04] [HELP-20] [GLOBAL-19] the Helpful Stuff menu: a column per specialty, markup rendered, closes on click', async ({
    page,
  }) => {
    await signInAs(page, 'combo');
    await page.goto('/dashboard');
    await main(page).getByRole('button', { name: 'Helpful Stuff' }).click();
    await expect(page.locator('body')).toHaveClass(/menu-open/);
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('group')).toHaveCount(3);
    await expect(menu.locator('sup').first()).toHaveText('®');
    await menu.getByRole('menuitem', { name: 'IM Normal Lab Values' }).click();
    await expect(page).toHaveURL(/\/labvalues\/im$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/menu-open/);
  });

  test('[USER-03] [USER-04] [USER-10] [PERM-02] [PERM-03] [PERM-04] [PERM-06] the staff user menu lists its items in order', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu of Ada Stone' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      /Ada Stone\s*admin@demo.test/,
      'Admin',
      'Preview Q&A',
      'Submit/Review Q&As',
      'My Organizations',
      'Accounts',
      'Content',
      'Reports',
      'Preferences',
      'Products Overview',
      'Sign Out',
    ]);
  });

  test('[PERM-02] [PERM-03] [PERM-06] a learner sees none of the staff items', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu of Alex Rivera' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      /Alex Rivera/,
      'Preferences',
      'Products Overview',
      'Sign Out',
    ]);
  });

  test('[PERM-09] My Organizations opens the legacy members page of the first organization', async ({
    page,
  }) => {
    // The legacy page lives outside this app: a stand-in answers its full page load.
    await page.route('**/mms', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Legacy</title><h1>Members</h1>' }),
    );
    await signInAs(page, 'orgadmin');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu of Omar Haddad' }).click();
    await page.getByRole('menuitem', { name: 'My Organizations' }).click();
    await expect(page).toHaveURL(/\/mms#account\/\d+\/organization\/edit\/\d+\/members$/);
    await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  });

  test('[USER-17] Sign Out from the user menu goes to /login', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu of Sam Lee' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the menus work by keyboard, and the shell passes axe', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Account menu of Alex Rivera' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account menu of Alex Rivera' })).toBeFocused();
  });
});
