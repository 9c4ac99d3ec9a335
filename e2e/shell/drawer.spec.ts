import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { drawer, followFromDrawer, hamburger, openDrawer, SAFARI_USER_AGENT, section } from './nav';

const PHONE = { width: 375, height: 812 };

test.describe('mobile drawer @phone', () => {
  test.use({ viewport: PHONE });

  test('[BAR-02] [BAR-03] [DRAWER-01] [DRAWER-03] [DRAWER-04] [DRAWER-10] [DRAWER-29] the hamburger opens the drawer with its sections; a click closes it', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(375);
    await expect(drawer.getByRole('link', { name: /Alex Rivera/ })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(drawer.getByRole('heading')).toHaveText([
      'Menu',
      'PERSONAL TRAINER',
      'MY PRODUCTS',
      'USER ACCOUNT',
    ]);
    await expect(drawer.getByText('IM Audio Review')).toHaveAttribute('aria-disabled', 'true');
    await expect(drawer.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'My Progress' }).click();
    await expect(page).toHaveURL(/\/dashboard\/timeline$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('[DRAWER-02] [DRAWER-17] [DRAWER-18] [HELP-19] Helpful Stuff opens a 343px second drawer with chevrons', async ({
    page,
  }) => {
    await signInAs(page, 'peds');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('button', { name: 'Helpful Stuff' }).click();
    const sub = page.getByRole('dialog', { name: 'Helpful Stuff' });
    expect((await sub.boundingBox())?.width).toBe(343);
    // The wider menu beneath shows none of its own items at the edge (issue 22: its clipped close).
    await expect(page.locator('button[aria-label="Close navigation menu"]')).toBeHidden();
    await expect(sub.getByRole('heading', { name: 'PEDIATRICS' })).toBeVisible();
    await expect(
      sub.getByRole('link', { name: 'PEDS Normal Lab Values' }).locator('svg'),
    ).toHaveCount(1);
    await sub.getByRole('link', { name: 'PEDS Normal Lab Values' }).click();
    await expect(page).toHaveURL(/\/labvalues\/peds$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('[DRAWER-21] [DRAWER-23] staff see Admin and Submit/Review Q&As', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'href',
      '/ngadmin',
    );
    await expect(drawer.getByRole('link', { name: 'Submit/Review Q&As' })).toHaveAttribute(
      'href',
      '/admin#cms/qa',
    );
  });

  test('[DRAWER-30] [DRAWER-28] signed out, the drawer offers only Sign In', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link')).toHaveText(['Sign In']);
  });

  test('[DRAWER-05] [DRAWER-06] [DRAWER-07] with dashboard access: PERSONAL TRAINER with Study Board and My Progress', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/cme');
    await openDrawer(page);
    const trainer = section(page, 'PERSONAL TRAINER');
    await expect(trainer.getByRole('link')).toHaveText(['Study Board', 'My Progress']);
    await trainer.getByRole('link', { name: 'Study Board' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(drawer(page)).toHaveCount(0);
    await openDrawer(page);
    await followFromDrawer(page, 'My Progress', '/dashboard/timeline', 'My Progress');
  });

  test('[DRAWER-05] [DRAWER-08] [DRAWER-14] without products: no PERSONAL TRAINER; MY PRODUCTS with Overview only', async ({
    page,
  }) => {
    await signInAs(page, 'newbie');
    await page.goto('/products');
    await openDrawer(page);
    await expect(section(page, 'PERSONAL TRAINER')).toHaveCount(0);
    await expect(section(page, 'MY PRODUCTS').getByRole('listitem')).toHaveText(['Overview']);
  });

  test('[DRAWER-08] [DRAWER-09] [DRAWER-11] [DRAWER-12] [DRAWER-14] MY PRODUCTS: an entry per product by shortName; usable ones open it; Overview', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await openDrawer(page);
    const products = section(page, 'MY PRODUCTS');
    // Bright Ideas stays hidden while the ideas portal flag is off (its default).
    await expect(products.getByRole('listitem')).toHaveText([
      'IM Q&A',
      'IM Self-Assessment',
      'IM Study Guide',
      'IM Flash Cards',
      'IM Review Course',
      /^IM Audio Review\s*expired$/,
      'IM Live Review',
      'Overview',
    ]);
    await products.getByRole('link', { name: 'IM Study Guide' }).click();
    await expect(page).toHaveURL(/\/book\/\d+\/heart-failure$/);
    await expect(page.getByTestId('product-header')).toHaveText('IM Study Guide');
    await expect(drawer(page)).toHaveCount(0);
    await openDrawer(page);
    await followFromDrawer(page, 'Overview', '/products', 'My Products');
  });

  test('[DRAWER-15] [DRAWER-16] [DRAWER-20] [DRAWER-25] [DRAWER-26] signed in: CME/MOC, Helpful Stuff, Free Trials, My Account, Preferences', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    const menu = await openDrawer(page);
    await expect(menu.getByRole('button', { name: 'Helpful Stuff' })).toBeVisible();
    for (const [label, path, heading] of [
      ['CME/MOC', '/cme', 'CME/MOC'],
      ['Free Trials', '/products/freetrials', 'Free Trials'],
      ['My Account', '/account', 'My Account'],
      ['Preferences', '/account/preferences', 'Preferences'],
    ] as const) {
      const item = drawer(page).getByRole('link', { name: label, exact: true });
      await expect(item).toHaveAttribute('href', path);
      await followFromDrawer(page, label, path, heading);
      await openDrawer(page);
    }
  });

  test('[DRAWER-15] [DRAWER-16] [DRAWER-20] [DRAWER-25] [DRAWER-26] signed out: none of the signed-in items', async ({
    page,
  }) => {
    await page.goto('/login');
    const menu = await openDrawer(page);
    for (const label of ['CME/MOC', 'Free Trials', 'My Account', 'Preferences']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    }
    await expect(menu.getByRole('button', { name: 'Helpful Stuff' })).toHaveCount(0);
    await expect(menu.getByRole('region', { name: 'MY PRODUCTS' })).toHaveCount(0);
  });

  test('[DRAWER-19] MedCentral only with MedCentral access', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await openDrawer(page);
    await expect(drawer(page).getByRole('link', { name: 'MedCentral' })).toHaveCount(0);
    await page.context().clearCookies();
    await signInAs(page, 'resident');
    await page.goto('/dashboard');
    await openDrawer(page);
    const item = drawer(page).getByRole('link', { name: 'MedCentral' });
    await expect(item).toHaveAttribute('href', '/medcentral');
    await followFromDrawer(page, 'MedCentral', '/medcentral', 'MedCentral');
  });

  test('[DRAWER-27] signed in, the last item is Sign Out, which goes to /login', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await openDrawer(page);
    const items = drawer(page).getByRole('navigation', { name: 'Mobile' }).getByRole('listitem');
    await expect(items.last()).toHaveText('Sign Out');
    await items.last().getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(drawer(page)).toHaveCount(0);
    expect(await (await page.request.get('/api/2.0/account/current')).json()).toMatchObject({
      isLoggedIn: false,
    });
    await openDrawer(page);
    await expect(drawer(page).getByRole('link')).toHaveText(['Sign In']);
  });

  test('[DRAWER-31] [DRAWER-32] [DRAWER-33] [DRAWER-34] closed at start; the hamburger opens it; closing closes it', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await expect(drawer(page)).toHaveCount(0);
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await hamburger(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true');
    await drawer(page).getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(drawer(page)).toHaveCount(0);
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    // By keyboard: Enter opens, Escape closes and gives the focus back to the hamburger.
    await hamburger(page).focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
    await expect(hamburger(page)).toBeFocused();
    // A new start is closed again, whatever it was before.
    await hamburger(page).click();
    await page.reload();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer(page)).toHaveCount(0);
  });

  test('by keyboard: Tab walks the drawer; Escape closes the sub-drawer, then the drawer, giving focus back', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await hamburger(page).focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    const helpful = drawer(page).getByRole('button', { name: 'Helpful Stuff' });
    for (let i = 0; i < 30 && !(await helpful.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(helpful).toBeFocused();
    await page.keyboard.press('Enter');
    const sub = page.getByRole('dialog', { name: 'Helpful Stuff' });
    await expect(sub).toBeVisible();
    // the sub-drawer has taken the focus (and the keyboard) before the learner presses Escape
    await expect(sub.getByRole('button', { name: 'Back to the menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sub).toHaveCount(0);
    await expect(drawer(page)).toBeVisible();
    await expect(helpful).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
    await expect(hamburger(page)).toBeFocused();
  });

  test('[DRAWER-35] an orientation change closes the drawer; a mere resize does not', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await openDrawer(page);
    await page.evaluate(() => dispatchEvent(new Event('resize')));
    await expect(drawer(page)).toBeVisible();
    await page.evaluate(() => screen.orientation.dispatchEvent(new Event('change')));
    await expect(drawer(page)).toHaveCount(0);
  });

  test('the drawer closes when the window widens to the desktop toolbar', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    await openDrawer(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(drawer(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe('mobile drawer without orientation events @phone', () => {
  test.use({ viewport: PHONE });

  test('[DRAWER-36] a resize closes the drawer', async ({ page }) => {
    await page.addInitScript(() => {
      // A browser without orientation events: no screen.orientation, no 'orientationchange'.
      Object.defineProperty(Screen.prototype, 'orientation', {
        configurable: true,
        get: () => undefined,
      });
      for (let o: object | null = window; o; o = Object.getPrototypeOf(o)) {
        if (Object.hasOwn(o, 'onorientationchange'))
          delete (o as { onorientationchange?: unknown }).onorientationchange;
      }
    });
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    expect(await page.evaluate(() => screen.orientation ?? null)).toBeNull();
    await openDrawer(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(drawer(page)).toHaveCount(0);
  });
});

test.describe('mobile drawer on Safari @phone', () => {
  test.use({ viewport: PHONE, userAgent: SAFARI_USER_AGENT });

  test('[DRAWER-22] [DRAWER-24] Admin and Submit/Review Q&As are hidden on Safari; the desktop user menu keeps them', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard');
    await openDrawer(page);
    await expect(section(page, 'USER ACCOUNT').getByRole('listitem')).toHaveText([
      'My Account',
      'Preferences',
      'Sign Out',
    ]);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Account menu of Ada Stone' }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin', exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Submit/Review Q&As' })).toBeVisible();
  });
});
