import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, ROLES } from '../support/accounts';
import { expect, signInAs, test } from '../support/fixtures';
import { expectScreen, menuTriggers, openMenu, standInForLegacyPages } from './nav';

/** Opens the user menu from the toolbar and returns it. */
async function openUserMenu(page: Page) {
  await menuTriggers(page).user.click();
  return openMenu(page);
}

test.describe('user menu at desktop width', () => {
  test('[USER-01] signed in, the icon is the user initials in a circle', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    const trigger = page.getByRole('button', { name: 'Account menu of Alex Rivera' });
    const badge = trigger.getByTestId('user-initials');
    await expect(badge).toHaveText('AR');
    const shape = await badge.evaluate((el) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return { radius: Number.parseFloat(style.borderTopLeftRadius), w: box.width, h: box.height };
    });
    expect(shape.w).toBe(shape.h);
    expect(shape.radius).toBeGreaterThanOrEqual(shape.w / 2);
  });

  test('[USER-05] the header goes to the account page', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: /Alex Rivera/ }).click();
    await expectScreen(page, '/account', 'My Account');
    await expect(openMenu(page)).toHaveCount(0);
  });

  test('[USER-06] [USER-07] Admin goes to /ngadmin; Preview Q&A to ngadmin/cms/preview-qna', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard');
    await (await openUserMenu(page)).getByRole('menuitem', { name: 'Admin', exact: true }).click();
    await expectScreen(page, '/ngadmin', 'Admin');
    await (await openUserMenu(page)).getByRole('menuitem', { name: 'Preview Q&A' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/ngadmin/cms/preview-qna');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('[USER-08] Submit/Review Q&As opens the legacy /admin#cms/qa as a full page load', async ({
    page,
  }) => {
    const documents = await standInForLegacyPages(page, ['/admin']);
    await signInAs(page, 'admin');
    await page.goto('/dashboard');
    const item = (await openUserMenu(page)).getByRole('menuitem', { name: 'Submit/Review Q&As' });
    await expect(item).toHaveAttribute('href', '/admin#cms/qa');
    await item.click();
    await expect(page).toHaveURL(/\/admin#cms\/qa$/);
    await expect(page.getByRole('heading', { name: 'Legacy /admin' })).toBeVisible();
    expect(documents).toEqual(['/dashboard', '/admin']);
  });

  test('[USER-09] [USER-11] favorite admin links are listed by their text and open their url as a full page load', async ({
    page,
  }) => {
    const documents = await standInForLegacyPages(page, ['/admin']);
    await signInAs(page, 'admin');
    const links = (await (
      await page.request.get('/api/2.0/account/favoriteadminlinks')
    ).json()) as { text: string; url: string; hidden: boolean }[];
    const shown = links.filter((l) => !l.hidden);
    expect(shown.length).toBeGreaterThan(1);
    await page.goto('/dashboard');
    const menu = await openUserMenu(page);
    // They sit between My Organizations and Preferences (spec §2 order), by their text.
    await expect(menu.getByRole('menuitem')).toHaveText([
      /Ada Stone/,
      'Admin',
      'Preview Q&A',
      'Submit/Review Q&As',
      'My Organizations',
      ...shown.map((l) => l.text),
      'Preferences',
      'Products Overview',
      'Sign Out',
    ]);
    for (const link of shown) {
      await expect(menu.getByRole('menuitem', { name: link.text, exact: true })).toHaveAttribute(
        'href',
        link.url,
      );
    }
    const first = shown[0]!;
    await menu.getByRole('menuitem', { name: first.text, exact: true }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === first.url);
    expect(documents).toEqual(['/dashboard', new URL(first.url, page.url()).pathname]);
  });

  test('[USER-14] [USER-15] Preferences goes to account/preferences; Products Overview to products', async ({
    page,
  }) => {
    await signInAs(page, 'combo');
    await page.goto('/dashboard');
    await (await openUserMenu(page)).getByRole('menuitem', { name: 'Preferences' }).click();
    await expectScreen(page, '/account/preferences', 'Preferences');
    await (await openUserMenu(page)).getByRole('menuitem', { name: 'Products Overview' }).click();
    await expectScreen(page, '/products', 'My Products');
  });

  test('[USER-16] Sign Out while assuming a user ends the impersonation before going to /login', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Staff assume a learner (the assume-user screen is later work): the session the SPA reads
    // says so, while the server session is the admin's own. The server side of the stop is
    // covered by apps/server/src/modules/auth/sign-out-assume.test.ts.
    const other = await playwright.request.newContext({ baseURL });
    const learner = (await (
      await other.post('/api/2.0/authentication/login', {
        data: { email: ROLES.learner.email, password: DEMO_PASSWORD },
      })
    ).json()) as { account: unknown };
    await other.dispose();
    await signInAs(page, 'admin');
    const admin = (await (await page.request.get('/api/2.0/account/current')).json()) as {
      account: unknown;
    };
    // The SPA adds a requestId query to every call (spec §7), hence patterns, not exact paths.
    const CURRENT = /\/api\/2\.0\/account\/current\b/;
    const LOGOUT = /\/api\/2\.0\/authentication\/logout\b/;
    await page.route(CURRENT, (route) =>
      route.fulfill({
        json: { isLoggedIn: true, account: learner.account, assumedBy: admin.account },
      }),
    );
    let releaseLogout = () => {};
    const held = new Promise<void>((resolve) => {
      releaseLogout = resolve;
    });
    await page.route(LOGOUT, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    const logout = page.waitForRequest(LOGOUT);
    await (await openUserMenu(page)).getByRole('menuitem', { name: 'Sign Out' }).click();
    await logout;
    // The stop has not answered yet: the user is still where they were.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.unroute(CURRENT);
    releaseLogout();
    await expect(page).toHaveURL(/\/login$/);
    const current = await page.request.get('/api/2.0/account/current');
    expect(await current.json()).toEqual({
      isLoggedIn: false,
      account: null,
      assumedBy: null,
      api3Authenticated: false,
    });
    await expect(menuTriggers(page).user).toHaveAccessibleName('Account menu');
  });
});
