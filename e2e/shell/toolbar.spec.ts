import { expect, signInAs, test } from '../support/fixtures';
import { expectScreen, mainNav as main, menuTriggers, openMenu, sectionNav } from './nav';

/** The secondary tab marked as the current page. */
async function expectCurrentSectionTab(page: import('@playwright/test').Page, name: string) {
  await expect(sectionNav(page).getByRole('button', { name })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

/** No visible main tab is marked as the current page. */
async function expectNoActiveTab(page: import('@playwright/test').Page) {
  await expect(main(page).locator('[aria-current="page"]')).toHaveCount(0);
}

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
      page
        .getByRole('menu')
        .getByText(
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
    await expect(page).toHaveURL(/\/book\/\d+\/heart-failure$/);
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
      'Item statistics',
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

  test('[BAR-12] no due badge when nothing is due now', async ({ page }) => {
    await signInAs(page, 'combo');
    const due = await page.request.get('/api/2.0/personaltrainer/due');
    expect((await due.json()).dueNow).toEqual([]);
    await page.goto('/dashboard');
    const trainer = main(page).getByRole('link', { name: 'Personal Trainer' });
    await expect(trainer).toHaveAttribute('aria-current', 'page');
    await expect(trainer).toHaveText('Personal Trainer');
    await expect(page.getByTestId('due-badge')).toHaveCount(0);
  });

  test('[BAR-13] [BAR-14] the My Products label goes to /products; its separate expand icon opens the drop-down', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    const label = main(page).getByRole('link', { name: 'My Products' });
    const expand = menuTriggers(page).products;
    await expect(label).not.toHaveAttribute('aria-haspopup');
    await label.click();
    await expectScreen(page, '/products', 'My Products');
    await expect(openMenu(page)).toHaveCount(0);
    await expect(expand).toHaveAttribute('aria-haspopup', 'menu');
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.click();
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await expect(openMenu(page).getByRole('menuitem', { name: 'Products Overview' })).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('[BAR-15] the CME/MOC tab goes to /cme', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await main(page).getByRole('link', { name: 'CME/MOC' }).click();
    await expectScreen(page, '/cme', 'CME/MOC');
    await expect(main(page).getByRole('link', { name: 'CME/MOC' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('[BAR-16] clicking the Helpful Stuff tab opens the Helpful Stuff menu, where the user is', async ({
    page,
  }) => {
    await signInAs(page, 'peds');
    await page.goto('/cme');
    await menuTriggers(page).helpful.click();
    await expect(openMenu(page).getByRole('group', { name: 'Pediatrics' })).toBeVisible();
    await expect(menuTriggers(page).helpful).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/cme$/);
  });

  test('[BAR-17] /helpfulstuff is the Helpful Stuff tab route: the tab is current there and under it', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/helpfulstuff');
    await expectScreen(page, '/helpfulstuff', 'Helpful Stuff');
    await expect(menuTriggers(page).helpful).toHaveAttribute('aria-current', 'page');
    await sectionNav(page).getByRole('button', { name: 'Antibiotics' }).click();
    await expectScreen(page, '/helpfulstuff/antibiotics', 'Antibiotics');
    await expect(menuTriggers(page).helpful).toHaveAttribute('aria-current', 'page');
    await main(page).getByRole('link', { name: 'CME/MOC' }).click();
    await expect(page).toHaveURL(/\/cme$/);
    await expect(menuTriggers(page).helpful).not.toHaveAttribute('aria-current');
  });

  test('[BAR-20] /products/freetrials is the Free Trials tab route', async ({ page }) => {
    await page.goto('/login');
    const freeTrials = main(page).getByRole('link', { name: 'Free Trials' });
    await expect(freeTrials).toHaveAttribute('href', '/products/freetrials');
    // Signed out, the route asks for a sign-in first and comes back to it (decision 0202).
    await freeTrials.click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/login' && url.searchParams.get('returnUrl') === '/products/freetrials',
    );
    await signInAs(page, 'learner');
    await page.goto('/products/freetrials');
    await expectScreen(page, '/products/freetrials', 'Free Trials');
    await expectCurrentSectionTab(page, 'Free Trials');
  });

  test('[BAR-22] /account is the My Account tab route: its own tab set, no visible main tab current', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/account');
    await expectScreen(page, '/account', 'My Account');
    await expectNoActiveTab(page);
    await expect(sectionNav(page).getByRole('button')).toHaveText(['My Account', 'Preferences']);
    await expectCurrentSectionTab(page, 'My Account');
  });

  test('[BAR-23] /ngadmin is the Admin tab route: no other main tab claims it', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/ngadmin');
    await expectScreen(page, '/ngadmin', 'Admin');
    await expectNoActiveTab(page);
    await expect(main(page).getByRole('link', { name: 'My Products' })).toBeVisible();
  });

  test('[BAR-24] /personaltrainer is a tab route: open signed out, reached from Helpful Stuff signed in', async ({
    page,
  }) => {
    await page.goto('/personaltrainer');
    await expectScreen(page, '/personaltrainer', 'Personal Trainer (Classic)');
    await expectNoActiveTab(page);
    await signInAs(page, 'learner');
    await page.goto('/cme');
    await menuTriggers(page).helpful.click();
    await openMenu(page).getByRole('menuitem', { name: 'Personal Trainer (Classic)' }).click();
    await expectScreen(page, '/personaltrainer', 'Personal Trainer (Classic)');
    // /dashboard is not a prefix of /personaltrainer: the Personal Trainer tab stays unmarked.
    await expectNoActiveTab(page);
  });
});
