import type { Locator, Page } from '@playwright/test';
import { expect, signInAs, test } from '../support/fixtures';

/**
 * Keyboard only: the toolbar, its three menus, the mobile drawer and its Helpful Stuff drawer,
 * driven with Tab, Enter, arrows and Escape alone. Every stop shows where focus is; the modal
 * drawers keep focus inside while open and give it back to what opened them when closed.
 * (The calculator's non-modal panel has its own focus tests in e2e/calculator.)
 */

interface FocusStop {
  name: string;
  /** outline, ring or highlight: something a sighted keyboard user can see */
  indicated: boolean;
  inside: string | null;
}

/** Where focus is now, and whether it is shown. */
async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '(body)', indicated: false, inside: null };
    const style = getComputedStyle(el);
    // The ring may sit on a part of the control (the My Products expand icon rings its icon).
    const outlined = (node: Element) => {
      const s = getComputedStyle(node);
      return s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
    };
    const outline = outlined(el) || Array.from(el.querySelectorAll('*')).some(outlined);
    const ring = style.boxShadow !== 'none';
    const background = style.backgroundColor;
    const highlight =
      el.hasAttribute('data-highlighted') &&
      background !== 'rgba(0, 0, 0, 0)' &&
      background !== 'rgb(255, 255, 255)';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName)
      .trim()
      .replace(/\s+/g, ' ');
    const dialog = el.closest('[role="dialog"]');
    const menu = el.closest('[role="menu"]');
    return {
      name: name.slice(0, 60),
      indicated: outline || ring || highlight,
      inside: dialog
        ? `dialog:${dialog.getAttribute('aria-labelledby') ? document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent : ''}`
        : menu
          ? 'menu'
          : null,
    };
  });
}

/** Presses Tab until `target` has focus (at most `max` times); returns the stops on the way. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focusStop(page));
    if (await target.evaluate((el) => el === document.activeElement)) return stops;
  }
  throw new Error(`Tab never reached the target; stops: ${stops.map((s) => s.name).join(' → ')}`);
}

/** Presses `key` `times` times; the focus stops, one per press. */
async function pressRepeatedly(page: Page, key: string, times: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    stops.push(await focusStop(page));
  }
  return stops;
}

/** Expects every stop to be inside the named dialog and visibly focused. */
function expectTrappedIn(dialog: string, stops: FocusStop[]) {
  expect(
    stops.filter((s) => s.inside !== `dialog:${dialog}`).map((s) => s.name),
    `focus escaped the ${dialog} dialog`,
  ).toEqual([]);
  expectAllIndicated(stops);
}

function expectAllIndicated(stops: FocusStop[]) {
  expect(
    stops.filter((s) => !s.indicated).map((s) => s.name),
    'focus stops with no visible focus',
  ).toEqual([]);
}

test.describe('keyboard only, desktop', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
  });

  test('Tab walks skip link, logo, tabs and the menus in order, each stop visibly focused', async ({
    page,
  }) => {
    const userMenu = page.getByRole('button', { name: 'Account menu of Alex Rivera' });
    const stops = await tabTo(page, userMenu);
    expect(stops[0]!.name).toBe('Skip to content');
    const names = stops.map((s) => s.name);
    for (const expected of ['BoardReady home', 'Open the My Products menu', 'Helpful Stuff']) {
      expect(names).toContain(expected);
    }
    expect(names.indexOf('BoardReady home')).toBeLessThan(names.indexOf('Helpful Stuff'));
    expectAllIndicated(stops);
  });

  test('the skip link jumps over the toolbar to the page', async ({ page }) => {
    // A page with something to focus in it (the sign-out button of the welcome page).
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => !!document.activeElement?.closest('#main'));
    expect(next, 'the Tab after the skip link lands inside the page').toBe(true);
  });

  for (const [menu, trigger] of [
    ['user menu', { role: 'button', name: 'Account menu of Alex Rivera' }],
    ['My Products menu', { role: 'button', name: 'Open the My Products menu' }],
    ['Helpful Stuff menu', { role: 'button', name: 'Helpful Stuff' }],
  ] as const) {
    test(`the ${menu}: Enter opens it, arrows move a visible highlight, Escape closes and returns focus`, async ({
      page,
    }) => {
      const button = page.getByRole(trigger.role, { name: trigger.name, exact: true });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const list = page.getByRole('menu');
      await expect(list).toBeVisible();
      const stops = await pressRepeatedly(page, 'ArrowDown', 3);
      expect(
        stops.every((s) => s.inside === 'menu'),
        JSON.stringify(stops),
      ).toBe(true);
      expectAllIndicated(stops);
      await page.keyboard.press('Escape');
      await expect(list).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  }

  test('a menu item is chosen with Enter', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Account menu of Alex Rivera' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Preferences' });
    await expect(item).toBeVisible();
    for (let i = 0; i < 10 && !(await item.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/preferences$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});

test.describe('keyboard only, phone width @phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the drawer traps focus while open and gives it back on close; so does its sub-drawer', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'the phone project runs this one');
    await signInAs(page, 'combo');
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();

    const hamburger = page.getByRole('button', { name: 'Open navigation menu' });
    expectAllIndicated(await tabTo(page, hamburger));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();

    // More Tabs than the drawer has stops: focus must cycle inside it, visibly.
    expectTrappedIn('Menu', await pressRepeatedly(page, 'Tab', 45));
    expectTrappedIn('Menu', await pressRepeatedly(page, 'Shift+Tab', 5));

    // The Helpful Stuff sub-drawer: a dialog of its own, trapped the same way.
    const helpful = drawer.getByRole('button', { name: 'Helpful Stuff' });
    for (let i = 0; i < 45 && !(await helpful.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(helpful).toBeFocused();
    await page.keyboard.press('Enter');
    const sub = page.getByRole('dialog', { name: 'Helpful Stuff' });
    await expect(sub).toBeVisible();
    expectTrappedIn('Helpful Stuff', await pressRepeatedly(page, 'Tab', 30));

    await page.keyboard.press('Escape');
    await expect(sub).toHaveCount(0);
    await expect(drawer).toBeVisible();
    await expect(helpful).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(hamburger).toBeFocused();
  });

  test('a drawer link is followed with Enter, and the drawer closes', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'the phone project runs this one');
    await signInAs(page, 'learner');
    await page.goto('/products');
    await tabTo(page, page.getByRole('button', { name: 'Open navigation menu' }));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const cme = drawer.getByRole('link', { name: 'CME/MOC' });
    for (let i = 0; i < 45 && !(await cme.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cme$/);
    await expect(drawer).toHaveCount(0);
  });
});
