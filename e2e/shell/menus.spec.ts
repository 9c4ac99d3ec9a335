import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { gotoWithShellData, mainNav, menuTriggers, openMenu, sectionNav } from './nav';

type MenuName = 'products' | 'helpful' | 'user';
const MENUS: MenuName[] = ['products', 'helpful', 'user'];

/** Which toolbar menus say they are open, checked on their triggers and on the page. */
async function expectOpenMenus(page: Page, open: MenuName[]) {
  const triggers = menuTriggers(page);
  for (const name of MENUS) {
    await expect(triggers[name], `${name} menu`).toHaveAttribute(
      'aria-expanded',
      String(open.includes(name)),
    );
  }
  await expect(openMenu(page)).toHaveCount(open.length);
}

/** The element that has the keyboard focus. */
const focused = (page: Page) => page.locator(':focus');

test.describe('toolbar menus: open, closed, and what closes them', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/dashboard');
  });

  test('[BAR-32] each menu is either open or closed, one at a time', async ({ page }) => {
    await expectOpenMenus(page, []);
    for (const name of MENUS) {
      await menuTriggers(page)[name].click();
      await expectOpenMenus(page, [name]);
    }
    // Its own trigger closes an open menu again.
    await menuTriggers(page).user.click();
    await expectOpenMenus(page, []);
  });

  test('[BAR-33] all menus are closed when the toolbar starts', async ({ page }) => {
    await expectOpenMenus(page, []);
    await menuTriggers(page).helpful.click();
    await expectOpenMenus(page, ['helpful']);
    await page.reload();
    await expect(mainNav(page)).toBeVisible();
    await expectOpenMenus(page, []);
    await expect(page.locator('body')).not.toHaveClass(/menu-open/);
  });

  test('[BAR-34] all menus close when any tab is clicked', async ({ page }) => {
    // A main tab: the menu closes and the same click goes to the tab.
    await menuTriggers(page).products.click();
    await mainNav(page).getByRole('link', { name: 'CME/MOC' }).click();
    await expect(page).toHaveURL(/\/cme$/);
    await expectOpenMenus(page, []);
    // The My Products label, with the Helpful Stuff menu open.
    await menuTriggers(page).helpful.click();
    await mainNav(page).getByRole('link', { name: 'My Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expectOpenMenus(page, []);
    // A secondary tab, with the user menu open.
    await menuTriggers(page).user.click();
    await sectionNav(page).getByRole('button', { name: 'Free Trials' }).click();
    await expect(page).toHaveURL(/\/products\/freetrials$/);
    await expectOpenMenus(page, []);
    // The Helpful Stuff tab is itself a menu: clicking it leaves only its own menu open.
    await menuTriggers(page).user.click();
    await menuTriggers(page).helpful.click();
    await expectOpenMenus(page, ['helpful']);
  });

  test('[BAR-35] all menus close when a navigation starts, before it ends', async ({ page }) => {
    const { products } = (await (
      await page.request.get('/api/2.0/product/userproducts')
    ).json()) as { products: { route: string; isUsable: boolean }[] };
    // A generic product screen (the Q&A overview has its own chunk), whose code is held back so
    // the navigation stays underway.
    const target = products.find((p) => p.isUsable && !p.route.startsWith('/questions/'))!.route;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/product-screen-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await menuTriggers(page).user.click();
    await expectOpenMenus(page, ['user']);
    // Not a click: the browser's history moves (as its back and forward buttons do).
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, target);
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    await expectOpenMenus(page, []);
    await expect(page.getByTestId('product-header')).toHaveCount(0);
    release();
    await expect(page.getByTestId('product-header')).toBeVisible();
  });

  test('[BAR-35] the browser back button closes an open menu', async ({ page }) => {
    await mainNav(page).getByRole('link', { name: 'CME/MOC' }).click();
    await expect(page).toHaveURL(/\/cme$/);
    await menuTriggers(page).products.click();
    await expectOpenMenus(page, ['products']);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectOpenMenus(page, []);
  });

  test('[BAR-36] all menus close when the user clicks outside an open menu', async ({ page }) => {
    for (const name of MENUS) {
      await menuTriggers(page)[name].click();
      await expectOpenMenus(page, [name]);
      await page.mouse.click(700, 700);
      await expectOpenMenus(page, []);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });
});

test.describe('toolbar menus by keyboard', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'combo');
    await gotoWithShellData(page, '/dashboard');
  });

  /**
   * Opens the menu with each of Enter, Space and ArrowDown from its focused trigger; the first
   * item takes the focus, arrows move it, Escape closes and gives the focus back to the trigger.
   */
  async function checkKeyboard(page: Page, trigger: Locator, first: RegExp, second: RegExp) {
    for (const key of ['Enter', 'Space', 'ArrowDown']) {
      await trigger.focus();
      await page.keyboard.press(key);
      await expect(openMenu(page), `opened with ${key}`).toBeVisible();
      await expect(focused(page)).toHaveAccessibleName(first);
      await page.keyboard.press('ArrowDown');
      await expect(focused(page)).toHaveAccessibleName(second);
      await page.keyboard.press('ArrowUp');
      await expect(focused(page)).toHaveAccessibleName(first);
      await page.keyboard.press('Escape');
      await expect(openMenu(page)).toHaveCount(0);
      await expect(trigger).toBeFocused();
    }
  }

  test('the My Products menu', async ({ page }) => {
    const trigger = menuTriggers(page).products;
    await checkKeyboard(page, trigger, /^IM Q&A$/, /^MedStudent Q&A$/);
    // Enter on an entry opens the product.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('product-header')).toHaveText('IM Q&A');
  });

  test('the Helpful Stuff menu', async ({ page }) => {
    const trigger = menuTriggers(page).helpful;
    await checkKeyboard(page, trigger, /IM App$/, /^IM Study Guide$/);
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await expect(focused(page)).toHaveAccessibleName('Antibiotics');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/helpfulstuff\/antibiotics$/);
    await expect(openMenu(page)).toHaveCount(0);
  });

  test('the user menu', async ({ page }) => {
    const trigger = menuTriggers(page).user;
    await checkKeyboard(page, trigger, /^Casey Morgan/, /^Preferences$/);
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await expect(focused(page)).toHaveAccessibleName('Sign Out');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Tab reaches every toolbar control in order, and the open menus pass axe', async ({
    page,
  }) => {
    const names: string[] = [];
    await page.locator('body').focus();
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      names.push(
        await focused(page).evaluate(
          (el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
        ),
      );
    }
    expect(names).toEqual([
      'Skip to content',
      'BoardReady home',
      'Personal Trainer',
      'My Products',
      'Open the My Products menu',
      'CME/MOC',
      'Helpful Stuff',
      'Account menu of Casey Morgan',
      'Study Board',
    ]);
    for (const name of MENUS) {
      await menuTriggers(page)[name].click();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
    }
  });
});
